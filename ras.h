/*
 * ras.h: the record model, the on-disk capture format, and the decode and
 * naming tables (Intel, AMD, SMBIOS, CPER, severity rules), which ras.c
 * reads.  See ras.c's road map.
 */
#ifndef RAS_H
#define RAS_H

#include <stddef.h>
#include <stdint.h>

#define LEN(a)		(sizeof(a) / sizeof((a)[0]))
#define MIN(a, b)	((a) < (b) ? (a) : (b))
#define MAX(a, b)	((a) > (b) ? (a) : (b))
#define BIT(n)		(1ULL << (n))
#define BITS(v, hi, lo)	(((v) >> (lo)) & ((2ULL << ((hi) - (lo))) - 1))
#define FIELD_MASK(hi, lo) (((2ULL << ((hi) - (lo))) - 1) << (lo))

#ifndef RAS_VERSION	/* the Makefile gives the commit too */
#define RAS_VERSION	"0.1"
#endif

/*
 * Every field the mce:mce_record tracepoint has carried since 2.6.32.  The
 * order is ours; the kernel's order and offsets come from the format file.
 */
enum field {
	F_MCGCAP, F_MCGSTATUS, F_STATUS, F_ADDR, F_MISC, F_SYND, F_IPID,
	F_IP, F_TSC, F_PPIN, F_WALLTIME, F_CPU, F_CPUID, F_APICID,
	F_SOCKETID, F_CS, F_BANK, F_CPUVENDOR, F_MICROCODE,
	NFIELDS
};

#define HAS(r, f)	(((r)->present >> (f)) & 1u)

/*
 * A memory error as the kernel's other reporters give it: an EDAC driver
 * (ras:mc_event, "EDAC MCn: ..." lines), a firmware CPER memory section
 * (GHES and extlog "[Hardware Error]:" blocks, ras:extlog_mem_event), or
 * what memory_failure() did with the page.  A record carries one beside
 * its bank registers (an MCE an EDAC line located) or alone (KIND_MEM).
 * Fields the reporter did not give have no bit in present.
 */
enum mem_source { MEM_EDAC = 1, MEM_CPER, MEM_FAILURE };

/* severity as the reporter grades it: EDAC's CE/UE/..., CPER's four */
enum mem_sev { MSEV_CORRECTED, MSEV_UNCORRECTED, MSEV_RECOVERABLE, MSEV_DEFERRED, MSEV_FATAL, MSEV_INFO };

enum mem_field {
	M_SEV, M_COUNT, M_ADDR, M_ADDR_MASK, M_GRAIN, M_SYND, M_MC,
	M_SOCKET, M_IMC, M_CHANNEL, M_SUBCHANNEL, M_SLOT, M_CSROW, M_BRANCH,
	M_RANK, M_BANK_GROUP, M_BANK, M_ROW, M_COLUMN, M_CHIP_SELECT,
	M_NODE, M_CARD, M_MODULE, M_DEVICE, M_BIT, M_HANDLE, M_ETYPE,
	M_ERR_STATUS, M_SEQ, M_GHES_SOURCE,
	M_LAYER_TOP, M_LAYER_MID, M_LAYER_LOW,	/* ras:mc_event: positions in the EDAC driver's layers */
	M_PFN, M_PAGE_TYPE, M_RESULT,		/* ras:memory_failure_event */
	NMEMFIELDS
};

#define MHAS(m, f)	(((m)->present >> (f)) & 1u)

struct mem_error {
	int source;		/* enum mem_source: the first reporter read */
	unsigned reported;	/* 1 << MEM_*, and 1 for an MCE: every report joined into this one */
	uint64_t v[NMEMFIELDS];	/* indexed by enum mem_field */
	uint64_t present;
	char op[64];		/* EDAC's message ("memory read error"), CPER's error type */
	char label[128];	/* EDAC's DIMM label(s), "A or B" when it could not tell */
	char dimm[96];		/* CPER's "DIMM location:" (SMBIOS bank and device locator) */
	char fru[24];		/* CPER's fru_text */
	char detail[256];	/* the rest as the reporter printed it (EDAC driver detail) */
	char action[24];	/* memory_failure: what the kernel did ("Recovered") */
	const char *addr_unknown;	/* why there is no address when the reporter's field was a
					 * placeholder, not a value (static text); else NULL */
};

/*
 * A CXL memory device's event: the cxl: trace events of Linux 6.3 and later
 * (drivers/cxl/core/trace.h): the device's own event records (general
 * media, DRAM, memory module, generic, overflow of its event log), its
 * poison list, and its CXL.cachemem RAS status (cxl_aer_*).  A record of
 * kind KIND_CXL carries one in its pcie_error, whose dev is the memdev's
 * host (its PCI device): a CXL device is a PCIe device, counted as one.
 * Fields not given have no bit in present (validity flags, an HPA the
 * kernel could not translate); strings are empty when not given.
 */
enum cxl_type {
	CXL_GENERAL_MEDIA, CXL_DRAM, CXL_MODULE, CXL_POISON, CXL_AER_COR,
	CXL_AER_UNCOR, CXL_OVERFLOW, CXL_GENERIC, NCXLTYPES
};

enum cxl_field {
	C_LOG, C_SERIAL, C_HDR_FLAGS, C_HANDLE, C_TIMESTAMP, C_MAINT_OP,
	C_DPA, C_DPA_FLAGS, C_HPA, C_DESCRIPTOR, C_MEDIA_TYPE, C_TRANSACTION,
	C_CHANNEL, C_RANK, C_DEVICE, C_NIBBLE, C_BANK_GROUP, C_BANK, C_ROW,
	C_COLUMN, C_EVENT_TYPE, C_HEALTH, C_MEDIA_STATUS, C_LIFE_USED, C_TEMP,
	C_DIRTY_SHUTDOWNS, C_COR_VOL, C_COR_PER, C_ADD_STATUS, C_TRACE_TYPE,
	C_SOURCE, C_POISON_FLAGS, C_DPA_LENGTH, C_OVERFLOW_TS, C_STATUS,
	C_FIRST_ERROR, C_COUNT, C_FIRST_TS, C_LAST_TS, NCXLFIELDS
};

#define CHAS(c, f)	(((c)->present >> (f)) & 1u)

struct cxl_event {
	int type;		/* enum cxl_type */
	uint64_t v[NCXLFIELDS];	/* indexed by enum cxl_field */
	uint64_t present;
	char memdev[32];	/* the kernel's memdev name: "mem0" */
	char region[32];	/* the region the DPA is mapped in, if any */
};

/*
 * A PCIe Advanced Error Reporting error (ras:aer_event, which aer.c traces
 * for every error it prints): the device the kernel named, the status
 * register it read (the correctable or the uncorrectable one, by the
 * severity), the header of the TLP in error when the device logged it, and
 * what sysfs said of the device when a live source read the record.
 * Fields not given have no bit in present (P_*), strings are empty.
 */
enum pcie_sev { PSEV_NONFATAL, PSEV_FATAL, PSEV_CORRECTED, NPSEV };	/* AER_NONFATAL, AER_FATAL,
									 * AER_CORRECTABLE: the event's numbers */
/* P_SYSFS: IDs, driver, slot from sysfs; P_CPER: IDs, slot from the firmware */
enum { P_STATUS = 1, P_SEV = 2, P_TLP = 4, P_IDS = 8, P_SYSFS = 16, P_CPER = 32 };

struct pcie_error {
	unsigned present;	/* P_* */
	char dev[64];		/* the kernel's dev_name(): "0000:01:00.0" */
	uint32_t status;	/* AER status bits (P_STATUS) */
	int sev;		/* enum pcie_sev (P_SEV) */
	uint32_t tlp[4];	/* the TLP header log (P_TLP) */
	unsigned vendor, device;	/* sysfs vendor and device IDs (P_IDS) */
	char driver[32];	/* sysfs: the bound driver */
	char slot[32];		/* sysfs: the physical slot the device sits in */
	struct cxl_event cxl;	/* KIND_CXL: the event */
};

enum rec_kind { KIND_MCE = 0, KIND_MEM, KIND_PCIE, KIND_CXL };

/* record flags */
enum {
	REC_PARTIAL = 1 << 0,	/* text record that ended before all its lines */
	REC_FROM_TEXT = 1 << 1,	/* parsed from a kernel log, not from raw bytes */
	REC_EDAC_COPY = 1 << 2,	/* the EDAC driver's print of an MCE ("EDAC skx MC2: CPU 0: ...") */
	REC_JOINED = 1 << 3,	/* the kernel printed this MCE twice (core and EDAC driver): one record */
	REC_TIME_LOGGED = 1 << 4,	/* walltime is when the daemon logged it: the event had none */
	REC_UNVERIFIED = 1 << 5,	/* text: its first line may be the rest of another message */
	REC_NO_STEPPING = 1 << 6,	/* text: cpuid built from a family and model, no stepping given */
	REC_SAME_ERROR = 1 << 7,	/* a later report of the error of a record before it (same page,
					 * other reporter: memory_failure after its MCE): counted once */
};

/*
 * Where a record was read: set by the source that read it, never changed
 * afterwards.  What a record may make ras do (trigger, thresholds, health,
 * page and CPU actions) follows from this and REC_UNVERIFIED alone, through
 * ras.c's policy table (rasd.8, TRUST).  0 is no provenance: a record a
 * source forgot to stamp is trusted with nothing.
 */
enum provenance {
	PROV_NONE,
	PROV_LIVE,	/* this kernel, now: perf, tracefs (main buffer or instance), persistent buffers */
	PROV_PSTORE,	/* this machine's crash logs, as the kernel wrote them (pstore) */
	PROV_REPLAY,	/* bytes of a kernel's buffers, replayed: a capture, --ring-dir, copied trees */
	PROV_TEXT,	/* a text log: dmesg, journal, syslog, a paste */
	PROV_BOOT,	/* this machine's previous boot, from a persistent trace instance */
	NPROV
};

struct mce_record {
	uint64_t v[NFIELDS];	/* indexed by enum field */
	uint32_t present;	/* bit f set: v[f] came from the source */
	uint32_t flags;		/* REC_* */
	uint64_t time_ns;	/* source clock (perf/trace), 0 if none */
	int32_t src_cpu;	/* CPU whose buffer held the record, -1 if none */
	const unsigned char *raw;	/* raw tracepoint bytes, valid in the callback */
	uint32_t rawlen;
	const char *origin;	/* file the record was read from, or NULL */
	int kind;		/* enum rec_kind: KIND_MEM has no bank registers */
	int prov;		/* enum provenance */
	const struct mem_error *mem;	/* the memory error's location, or NULL */
	const struct pcie_error *pcie;	/* KIND_PCIE, KIND_CXL: the device's error */
};

/* The kernel's X86_VENDOR_* numbers, as the tracepoint's cpuvendor field. */
enum cpu_vendor {
	VENDOR_INTEL = 0, VENDOR_AMD = 2, VENDOR_HYGON = 9, VENDOR_ZHAOXIN = 10,
	VENDOR_UNKNOWN = 0xff
};

struct cpu_model {
	int vendor;		/* enum cpu_vendor */
	unsigned family, model, stepping;
	int known;		/* 0: nothing told us which CPU this is */
	int stepping_known;	/* 0: the stepping was not given (--cpu intel:6:0x55): not 0 */
};

/*
 * Capture file ("ras dump --save"), little-endian:
 *   magic[8] "RASCAPT\n", u32 version, u32 header_len, header_len bytes of
 *   "key: value\n" text (the CPU and host it was taken on), u32 format_len,
 *   format_len bytes of the tracepoint format file, (version 2) u32 count
 *   and count times u32 len, len bytes of a ras: event's format, then chunks, each a
 *   struct cap_chunk followed by len payload bytes padded to 8, and last an
 *   END chunk whose payload is the u64 number of chunks before it.
 */
#define CAP_MAGIC	"RASCAPT\n"
#define CAP_VERSION	2	/* 2: the ras: events' formats after mce_record's */

enum cap_type { CAP_SAMPLE = 1, CAP_LOST = 2, CAP_END = 3 };

struct cap_chunk {
	uint32_t type;		/* enum cap_type */
	uint32_t len;		/* payload bytes, before padding */
	uint64_t time_ns;
	int32_t cpu;		/* buffer the chunk came from */
	uint32_t reserved;
};


/* ==== the decode and naming tables ========================================= */

/*
 * Data apart from the code that reads it (as dwm keeps config.h).
 *
 * One row a line, every field named, so that a row can be found with grep
 * and compared with its source; no macro writes rows.  .src names the row's
 * source in table_sources[]; a table whose rows all come from one source
 * names it once, in all_tables[] of 'ras tables', which prints every row
 * as TSV with its source.  Row order matters where a table says first
 * match wins.  A field a row leaves out is 0, which the struct's comment
 * says means any or none for it.
 */

/*
 * Sources of the tables below, read, never copied: Intel SDM Vol. 3B
 * ch. 16 ("Interpreting the MCA error codes", "Machine-check
 * architecture"); AMD APM Vol. 2 ch. 9 and the family PPRs/BKDGs; the
 * Linux kernel's grading in arch/x86/kernel/cpu/mce/severity.c.  Table
 * numbers are the SDM's as the comments first cited them (the 16-x
 * numbering of the editions that had MCA in chapter 16).
 */
enum ref {
	REF_NONE,
	REF_RAS,
	REF_MCA_BITS,
	REF_LINUX_SEVERITY,
	REF_LINUX_SEVERITY_AMD,
	REF_SDM_THRESHOLD,
	REF_SDM_SER,
	REF_SDM_CODES,
	REF_AMD_CODES,
	REF_SDM_SR_CODES,
	REF_INTEL_MODELS,
	REF_MCELOG_CPUTYPE,
	REF_SDM_T16_3,
	REF_SDM_16_3,
	REF_SDM_16_4,
	REF_SDM_16_5,
	REF_SDM_16_6,
	REF_SDM_16_7,
	REF_SDM_16_8,
	REF_SDM_16_10,
	REF_SDM3C_T35_25,
	REF_SDM3C_T35_30,
	REF_SDM3C_T35_35,
	REF_SDM3C_T35_36,
	REF_SDM3C_06_55,
	REF_ECCLESIA_SKX,
	REF_LINUX_SNB_IFU,
	REF_LINUX_I10NM,
	REF_LINUX_I7CORE,
	REF_XEON_E5_DS,
	REF_SDM_T16_4,
	REF_SDM_T16_6,
	REF_SDM_T16_7,
	REF_SDM_T16_8,
	REF_SDM_T16_9,
	REF_SDM_T16_10,
	REF_SDM_T16_11,
	REF_SDM_T16_12,
	REF_SDM_T16_13,
	REF_SDM_T16_15,
	REF_SDM_T16_17,
	REF_SDM_T16_18,
	REF_SDM_T16_20,
	REF_SDM_T16_21,
	REF_SDM_T16_22,
	REF_SDM_T16_24,
	REF_SDM_T16_25,
	REF_SDM_T16_26,
	REF_SDM_T16_27,
	REF_SDM_T16_28,
	REF_SDM_T16_29,
	REF_SDM_T16_30,
	REF_SDM_T16_34,
	REF_SDM_T16_35,
	REF_SDM_T16_36,
	REF_SDM_T16_37,
	REF_MCELOG_NEHALEM,
	REF_MCELOG_HASWELL,
	REF_MCELOG_BROADWELL_EPEX,
	REF_MCELOG_BROADWELL_DE,
	REF_MCELOG_SKYLAKE,
	REF_MCELOG_I10NM,
	REF_RASD_I10NM,
	REF_MCELOG_SAPPHIRE,
	REF_MCELOG_GRANITE,
	REF_MCELOG_DENVERTON,
	REF_MCELOG_DIAMOND,
	REF_LINUX_SMCA_TYPES,
	REF_SMCA_QUIRKS,
	REF_LINUX_SMCA_DESC,
	REF_RASD_SMCA,
	REF_LINUX_AMD64_EDAC,
	REF_LINUX_AMD_HBM,
	REF_LINUX_AMD_NODE,
	REF_LINUX_AMD_BANKS,
	REF_LINUX_MCE_AMD,
	REF_SMBIOS_T17,
	REF_LINUX_CPER_TYPES,
	REF_LINUX_CPER_H,
	REF_MEM_SEVS,
	REF_FIELD_STUDIES,
	REF_GZIP,
	REF_XZ,
	REF_ZSTD,
	REF_JOURNAL,
	REF_PCIE_AER,
	REF_CXL,
	NREF
};

/* each document once; a row's .src indexes it */
static const char *const table_sources[NREF] = {
	[REF_NONE] = "not recorded",
	[REF_RAS] = "ras: its own names (rasd.8)",
	[REF_MCA_BITS] = "Intel SDM Vol. 3B 16.3 (MCi_STATUS, MCG_STATUS); AMD APM Vol. 2 9.3 (MCA_STATUS)",
	[REF_LINUX_SEVERITY] = "Linux arch/x86/kernel/cpu/mce/severity.c severities[]",
	[REF_LINUX_SEVERITY_AMD] = "AMD APM Vol. 2 9.3.2.2; Linux arch/x86/kernel/cpu/mce/severity.c mce_severity_amd()",
	[REF_SDM_THRESHOLD] = "Intel SDM Vol. 3B 16.4 (threshold-based error status)",
	[REF_SDM_SER] = "Intel SDM Vol. 3B 16.6 (software error recovery: UCNA, SRAO, SRAR); Linux severity.c",
	[REF_SDM_CODES] = "Intel SDM Vol. 3B ch. 16 (simple and compound MCA error codes)",
	[REF_AMD_CODES] = "AMD APM Vol. 2 ch. 9 and BKDGs (error code sub-fields; LL counts from 1)",
	[REF_SDM_SR_CODES] = "Intel SDM Vol. 3B 15.6.3 and ch. 16 (architectural SRAR/SRAO codes)",
	[REF_INTEL_MODELS] = "Intel SDM DisplayFamily_DisplayModel; Linux arch/x86/include/asm/intel-family.h, drivers/edac/i10nm_base.c i10nm_cpuids[]",
	[REF_MCELOG_CPUTYPE] = "mcelog cputype.table",
	[REF_SDM_T16_3] = "Intel SDM Vol. 3B table 16-3 (Core 2, Penryn, Dunnington)",
	[REF_SDM_16_3] = "Intel SDM Vol. 3B 16.3 (Nehalem-EP, 06_1AH)",
	[REF_SDM_16_4] = "Intel SDM Vol. 3B 16.4 (Sandy Bridge-EP)",
	[REF_SDM_16_5] = "Intel SDM Vol. 3B 16.5 (Ivy Bridge-EP/EX)",
	[REF_SDM_16_6] = "Intel SDM Vol. 3B 16.6 (Haswell-EP/EX)",
	[REF_SDM_16_7] = "Intel SDM Vol. 3B 16.7 (Broadwell-DE)",
	[REF_SDM_16_8] = "Intel SDM Vol. 3B 16.8 (Broadwell-EP/EX)",
	[REF_SDM_16_10] = "Intel SDM Vol. 3B 16.10 (Xeon 7100, 0F_06H)",
	[REF_SDM3C_T35_25] = "Intel SDM Vol. 3C table 35-25, as edk2 IvyBridgeMsr.h carries it",
	[REF_SDM3C_T35_30] = "Intel SDM Vol. 3C table 35-30, as edk2 HaswellEMsr.h carries it",
	[REF_SDM3C_T35_35] = "Intel SDM Vol. 3C table 35-35 (Broadwell-DE)",
	[REF_SDM3C_T35_36] = "Intel SDM Vol. 3C table 35-36, as edk2 XeonDMsr.h carries it",
	[REF_SDM3C_06_55] = "Intel SDM Vol. 3C ch. 35, the MSR table of 06_55H (Skylake-SP)",
	[REF_ECCLESIA_SKX] = "google/ecclesia Skylake MCA bank enum; mcelog skylake_xeon.c skylake_memerr_misc()",
	[REF_LINUX_SNB_IFU] = "Linux arch/x86/kernel/cpu/mce/core.c quirk_sandybridge_ifu()",
	[REF_LINUX_I10NM] = "Linux drivers/edac/i10nm_base.c",
	[REF_LINUX_I7CORE] = "Linux drivers/edac/i7core_edac.c",
	[REF_XEON_E5_DS] = "Intel Xeon E5-1600/2600/4600 datasheet vol. 1, table 2-11",
	[REF_SDM_T16_4] = "Intel SDM Vol. 3B table 16-4 (Core 2 bus and interconnect errors)",
	[REF_SDM_T16_6] = "Intel SDM Vol. 3B table 16-6 (Dunnington bus and interconnect errors)",
	[REF_SDM_T16_7] = "Intel SDM Vol. 3B table 16-7 (Dunnington cache bus controller errors)",
	[REF_SDM_T16_8] = "Intel SDM Vol. 3B table 16-8 (Nehalem QPI errors)",
	[REF_SDM_T16_9] = "Intel SDM Vol. 3B table 16-9 (Nehalem QPI MCi_MISC)",
	[REF_SDM_T16_10] = "Intel SDM Vol. 3B table 16-10 (Nehalem internal errors)",
	[REF_SDM_T16_11] = "Intel SDM Vol. 3B table 16-11 (Nehalem memory controller errors)",
	[REF_SDM_T16_12] = "Intel SDM Vol. 3B table 16-12 (Nehalem memory controller MCi_MISC)",
	[REF_SDM_T16_13] = "Intel SDM Vol. 3B table 16-13 (Sandy Bridge-EP PCU)",
	[REF_SDM_T16_15] = "Intel SDM Vol. 3B table 16-15 (Sandy Bridge-EP iMC)",
	[REF_SDM_T16_17] = "Intel SDM Vol. 3B table 16-17 (Ivy Bridge-EP PCU)",
	[REF_SDM_T16_18] = "Intel SDM Vol. 3B table 16-18 (Ivy Bridge-EP iMC)",
	[REF_SDM_T16_20] = "Intel SDM Vol. 3B table 16-20 (Haswell-EP PCU); mcelog haswell.c, broadwell_epex.c",
	[REF_SDM_T16_21] = "Intel SDM Vol. 3B table 16-21 (Haswell-EP QPI)",
	[REF_SDM_T16_22] = "Intel SDM Vol. 3B table 16-22 (Haswell-EP iMC); mcelog haswell.c",
	[REF_SDM_T16_24] = "Intel SDM Vol. 3B table 16-24 (Broadwell-DE PCU)",
	[REF_SDM_T16_25] = "Intel SDM Vol. 3B table 16-25 (Broadwell-DE iMC)",
	[REF_SDM_T16_26] = "Intel SDM Vol. 3B table 16-26 (Broadwell-EP iMC); mcelog broadwell_epex.c",
	[REF_SDM_T16_27] = "Intel SDM Vol. 3B table 16-27 (Skylake-SP PCU); mcelog skylake_xeon.c",
	[REF_SDM_T16_28] = "Intel SDM Vol. 3B table 16-28 (Skylake-SP UPI); mcelog skylake_xeon.c",
	[REF_SDM_T16_29] = "Intel SDM Vol. 3B table 16-29 (Skylake-SP iMC); mcelog skylake_xeon.c",
	[REF_SDM_T16_30] = "Intel SDM Vol. 3B table 16-30 (Skylake-SP M2M)",
	[REF_SDM_T16_34] = "Intel SDM Vol. 3B table 16-34 (Xeon 7100 MC4 status 63:32)",
	[REF_SDM_T16_35] = "Intel SDM Vol. 3B table 16-35 (Xeon 7100 L3 errors)",
	[REF_SDM_T16_36] = "Intel SDM Vol. 3B table 16-36 (Xeon 7100 bus errors)",
	[REF_SDM_T16_37] = "Intel SDM Vol. 3B table 16-37 (Xeon 7100 internal errors)",
	[REF_MCELOG_NEHALEM] = "mcelog nehalem.c",
	[REF_MCELOG_HASWELL] = "mcelog haswell.c",
	[REF_MCELOG_BROADWELL_EPEX] = "mcelog broadwell_epex.c",
	[REF_MCELOG_BROADWELL_DE] = "mcelog broadwell_de.c",
	[REF_MCELOG_SKYLAKE] = "mcelog skylake_xeon.c",
	[REF_MCELOG_I10NM] = "mcelog i10nm.c; rasdaemon mce-intel-i10nm.c",
	[REF_RASD_I10NM] = "rasdaemon mce-intel-i10nm.c",
	[REF_MCELOG_SAPPHIRE] = "mcelog sapphire.c; rasdaemon mce-intel-i10nm.c",
	[REF_MCELOG_GRANITE] = "mcelog granite.c",
	[REF_MCELOG_DENVERTON] = "mcelog denverton.c",
	[REF_MCELOG_DIAMOND] = "mcelog diamond.c; rasdaemon mce-intel-diamond.c",
	[REF_LINUX_SMCA_TYPES] = "Linux arch/x86/kernel/cpu/mce/amd.c smca_hwid_mcatypes[]; rasdaemon mce-amd-smca.c",
	[REF_SMCA_QUIRKS] = "rasdaemon 0.8.5 mce-amd-smca.c fixup_hwid(); AMD Genoa revision guide erratum 1384",
	[REF_LINUX_SMCA_DESC] = "Linux 6.1 drivers/edac/mce_amd.c smca_*_mce_desc[]; rasdaemon mce-amd-smca.c",
	[REF_RASD_SMCA] = "rasdaemon mce-amd-smca.c",
	[REF_LINUX_AMD64_EDAC] = "Linux drivers/edac/amd64_edac.c umc_get_err_info(); rasdaemon find_umc_channel()",
	[REF_LINUX_AMD_HBM] = "Linux 6.12 drivers/edac/amd64_edac.c gpu_get_err_info(); rasdaemon 0.8.5 find_hbm_channel()",
	[REF_LINUX_AMD_NODE] = "Linux drivers/edac/mce_amd.c fixup_node_id(); rasdaemon mce-amd-smca.c",
	[REF_LINUX_AMD_BANKS] = "Linux drivers/edac/mce_amd.c (older, per bank), arch/x86/kernel/cpu/mce/amd.c th_names[]; AMD BKDGs, families 10h-16h",
	[REF_LINUX_MCE_AMD] = "Linux drivers/edac/mce_amd.c decode_mc0_mce() ... decode_mc6_mce(); AMD BKDGs, families 10h-16h",
	[REF_SMBIOS_T17] = "DMTF DSP0134 3.7 7.18 (type 17 Memory Device), names as dmidecode prints them",
	[REF_LINUX_CPER_TYPES] = "Linux drivers/firmware/efi/cper.c mem_err_type_strs[]",
	[REF_LINUX_CPER_H] = "Linux include/linux/cper.h CPER_MEM_VALID_*, struct cper_mem_err_compact",
	[REF_MEM_SEVS] = "EDAC's CE/UE; Linux drivers/firmware/efi/cper.c severity_strs[]",
	[REF_GZIP] = "RFC 1952 2.3.1 (gzip member header: ID1 ID2)",
	[REF_XZ] = "The .xz File Format 1.2.0, 2.1.1.1 (Header Magic Bytes)",
	[REF_ZSTD] = "RFC 8878 3.1.1 (Zstandard frame: Magic_Number)",
	[REF_JOURNAL] = "systemd: the native journal protocol; systemd.journal-fields(7) MESSAGE_ID",
	[REF_PCIE_AER] = "PCI Express Base Specification 5.0, 7.8.4 (AER status registers) and 6.2.2 (error "
	    "classification); Linux include/uapi/linux/pci_regs.h PCI_ERR_COR_*, PCI_ERR_UNC_*, the names "
	    "drivers/pci/pcie/aer.c prints",
	[REF_CXL] = "Linux 6.12 drivers/cxl/core/trace.h (the cxl: events: fields, their validity and the "
	    "names it prints), drivers/cxl/core/ras.c and mbox.c (when each is traced); CXL 3.1 8.2.9.2.1 "
	    "(event records), 8.2.4.17 (RAS capability)",
	[REF_FIELD_STUDIES] = "DRAM field studies' fault modes (Sridharan and Liberty, SC'12; Sridharan et al., ASPLOS'15; Meza et al., DSN'15), as rasd.8 gives them",
};

/* which vendors a decode row applies to */
enum { VM_INTEL = 1, VM_AMD = 2, VM_OTHER = 4, VM_ALL = 7 };

/* ordered: a later class is worse */
enum severity {
	SEV_INVALID, SEV_CORRECTED, SEV_CORRECTED_THRESHOLD, SEV_DEFERRED,
	SEV_UC_NOACTION, SEV_UC_AO, SEV_UC, SEV_UC_AR, SEV_FATAL, NSEV
};

enum { RULE_SER = 1, RULE_NOSER = 2 };

enum mca_form { FORM_SIMPLE, FORM_GENERIC_CACHE, FORM_TLB, FORM_MEMCTL, FORM_CACHE, FORM_BUS };

enum platform {
	PLAT_NONE, PLAT_SNB_EP, PLAT_IVB_EP, PLAT_HSX, PLAT_BDX, PLAT_BDX_DE, PLAT_SKX,
	PLAT_ICX, PLAT_ICX_D, PLAT_SNR, PLAT_SPR, PLAT_GNR, PLAT_GNR_D,
	PLAT_CORE2, PLAT_DNT, PLAT_TULSA, PLAT_NHM_EP, PLAT_NHM, PLAT_NHM_EX, PLAT_DNV,
	PLAT_SRF, PLAT_DMR
};

/* struct mscod_row.kind */
enum {
	MS_FIRST,	/* a code: of a bank's matching MS_FIRST rows, the first is its meaning */
	MS_EACH,	/* a flag or one sub-field's value: printed whenever it matches */
	MS_NUMBER	/* a number field (the bits of mscod_mask; mscod 0): "text N" when not 0 */
};

/* struct intel_bits_row.freg */
enum { FREG_NONE, FREG_STATUS, FREG_MISC };

/*
 * The DIMM inventory ('ras dimms'): SMBIOS type 17 (Memory Device) entries and
 * the EDAC driver's DIMMs.  Type 17 fields as DSP0134 3.7 section 7.18 lays
 * them out; a field is present only when the structure is long enough for it.
 */
enum t17_field {
	T17_ARRAY, T17_SIZE, T17_FORM, T17_LOCATOR, T17_BANK, T17_TYPE, T17_DETAIL,
	T17_SPEED, T17_MFR, T17_SERIAL, T17_ASSET, T17_PART, T17_ATTR, T17_XSIZE,
	T17_CSPEED, T17_XSPEED, T17_XCSPEED, NT17
};

/* a DIMM's verdict (dimm_rules in ras.c) */
enum { V_OK, V_WATCH, V_REPLACE };

/* The fault view: the smallest structure that explains a DIMM's errors. */
enum fault {
	FV_NONE, FV_ADDR, FV_PAGE, FV_ADDRS, FV_CELL, FV_ROW, FV_COLUMN, FV_BANK, FV_BANKS, FV_RANKS, NFV
};

/* row structs: .src is an enum ref, put where the struct had padding */

struct bit_name {
	int vendors;		/* VM_* */
	int bit;
	const char *name;
};

struct sr_code {		/* an architectural software-recoverable error */
	uint16_t mask, value;	/* MCACOD, bit 12 (corrected filtering) ignored */
	uint64_t st_mask, st_value;	/* the UC/PCC/S/AR bits that make it one */
	const char *name;
};

/* Severity grading rule: fields after why are optional (0: any). */
struct sev_rule {
	int vendors;		/* VM_* */
	int flags;		/* RULE_SER, RULE_NOSER; 0: either */
	uint64_t mask, value;	/* MCi_STATUS */
	enum severity sev;
	const char *why;
	uint64_t cap_mask, cap_value;	/* MCG_CAP */
	uint8_t model, min_stepping;	/* Intel family 6 model */
	uint8_t bank_lo, bank_hi;
	uint8_t src;
};

struct mcacod_row {
	uint16_t mask, value;
	enum mca_form form;
	const char *text;
};

struct platform_row {
	uint8_t vendor;		/* 0 Intel (the kernel's X86_VENDOR_* numbers) */
	uint8_t src;		/* (vendor and src in 4 bytes: the row stays 24) */
	unsigned family, model;
	enum platform plat;
	const char *name;	/* "Skylake-SP/Cascade Lake-SP/Cooper Lake-SP" */
};

struct bank_row {		/* bank number -> unit, on one platform */
	enum platform plat;
	uint8_t lo, hi;		/* bank range, inclusive */
	uint8_t src;
	const char *unit;	/* short: "IFU", "DCU", "iMC0 ch1", "CHA" */
	const char *desc;	/* "instruction fetch unit", ... */
};

struct mem_bank_row {
	enum platform plat;
	uint8_t bank;
	int8_t imc, channel;	/* -1: not given */
	uint8_t src;
};

struct mscod_row {		/* model-specific error code meaning */
	enum platform plat;
	uint8_t lo, hi;		/* banks it applies to */
	uint8_t kind;		/* MS_FIRST, MS_EACH, MS_NUMBER */
	uint8_t src;		/* (kind and src: the row stays 24 bytes) */
	uint16_t mcacod_mask, mcacod;	/* status bits 15:0 (after masking); mask 0: any */
	uint16_t mscod_mask, mscod;	/* status bits 31:16 (after masking); mask 0: any */
	const char *text;
};

struct intel_bits_row {		/* model-specific bits outside MSCOD: each match is printed */
	enum platform plat;
	uint8_t lo, hi;		/* banks it applies to */
	uint16_t mcacod_mask, mcacod;	/* status bits 15:0 (after masking); mask 0: any */
	uint64_t st_mask, st_value;	/* MCi_STATUS (after masking); mask 0: any */
	uint64_t misc_mask, misc_value;	/* MCi_MISC; a MISC test or field needs MISCV; mask 0: any */
	uint8_t freg, fhi, flo;	/* FREG_NONE: text alone; else "text N", N bits fhi:flo of freg */
	uint8_t src;
	const char *text;
	uint8_t hex;		/* N in hex (IDs, syndromes) rather than decimal (counts) */
};

struct smca_bank_type {		/* Scalable MCA (family 0x17+): type from MCA_IPID */
	const char *name;	/* short: "UMC", "LS", "L3" */
	const char *desc;	/* "unified memory controller" */
	uint16_t hwid;		/* IPID bits 43:32 */
	uint16_t mcatype;	/* IPID bits 63:48 */
	const char *const *xec;	/* meaning of each extended error code (status 21:16) */
	unsigned nxec;
};

/* The models whose banks of a type use a smca_quirk_types row instead. */
struct smca_quirk_model {
	unsigned family, model_lo, model_hi;
	const char *type;
};

/* A value pulled out of a register and named, e.g. UMC channel from IPID. */
struct field_rule {
	const char *bank_type;	/* smca_bank_type.name this applies to */
	int xec;		/* -1: any */
	int reg;		/* which register: 0 status, 1 addr, 2 misc, 3 synd, 4 ipid */
	uint8_t hi, lo;		/* bit range */
	uint8_t src;
	uint64_t need_status_bit;	/* 0, or a status bit that must be set (e.g. SyndV bit 53) */
	const char *label;	/* "channel", "chip select" */
	uint8_t plus4_bit;	/* nonzero: add 4 when this bit of the same register is set */
	uint8_t alt_hi;		/* nonzero: another source reads only bits alt_hi:lo; */
	const char *alt_note;	/* when that gives another value, both are printed with this */
};

struct amd_bank_row {		/* legacy MCA (families 0x10-0x16): bank number -> unit */
	unsigned fam_lo, fam_hi;
	uint8_t bank;
	const char *name;	/* "DC", "IC", "BU", "LS", "NB", "FR", "FP", "CU", "EX" */
	const char *desc;
};

struct amd_xec_row {		/* legacy: extended error code meaning; first match wins */
	unsigned fam_lo, fam_hi;
	uint8_t bank;
	uint8_t xec_mask, xec;	/* status 20:16 after masking; mask 0 = any */
	uint16_t ec_mask, ec;	/* error code, status 15:0 after masking; mask 0 = any */
	const char *text;
};

/* the reporter's grade, as ours */
struct mem_grade {
	enum severity sev;
	const char *why;
	const char *name;
};

/* a memory error field's names: in text (NULL: JSON only) and in JSON */
struct mem_name {
	int field;		/* enum mem_field */
	const char *name, *json;
	int hex;
};

/* Offset and size of each type 17 field; str: a string index. */
struct t17_loc {
	uint8_t off, size, str;
};

struct cper_field {		/* a field of struct cper_mem_err_compact */
	uint64_t valid;		/* its CPER_MEM_VALID_* bit */
	unsigned off, size;
	int field;		/* enum mem_field */
};

struct core_bank {		/* banks of one core alone */
	enum platform plat;
	uint8_t lo, hi;
	uint8_t src;
};

/* MCi_STATUS and MCG_CAP bits the rows name */
#define S_VAL	BIT(63)
#define S_OVER	BIT(62)
#define S_UC	BIT(61)
#define S_EN	BIT(60)
#define S_MISCV	BIT(59)
/* Intel MCi_STATUS 52:38: the corrected-error count with CMCI (SDM 3B
 * 16.3.2.2), else other information */
#define ST_COUNT	FIELD_MASK(52, 38)
#define S_ADDRV	BIT(58)
#define S_PCC	BIT(57)
#define S_S	BIT(56)
#define S_AR	BIT(55)
#define S_TCC	BIT(55)
#define S_SYNDV	BIT(53)
#define S_DEFERRED BIT(44)
#define S_POISON BIT(43)
#define S_UCSAR	(S_UC | S_S | S_AR)
#define MCACOD	0xffffULL
#define MCG_CAP_CMCI	BIT(10)
#define MCG_CAP_TES	BIT(11)
#define MCG_CAP_SER	BIT(24)

/* MCi_STATUS, MCG_STATUS and MCG_CAP bits, by vendor (VM_* masks) */
static const struct bit_name status_bits_tab[] = {
	{ .vendors = VM_ALL, .bit = 63, .name = "VAL" },
	{ .vendors = VM_ALL, .bit = 62, .name = "OVER" },
	{ .vendors = VM_ALL, .bit = 61, .name = "UC" },
	{ .vendors = VM_ALL, .bit = 60, .name = "EN" },
	{ .vendors = VM_ALL, .bit = 59, .name = "MISCV" },
	{ .vendors = VM_ALL, .bit = 58, .name = "ADDRV" },
	{ .vendors = VM_ALL, .bit = 57, .name = "PCC" },
	{ .vendors = VM_INTEL, .bit = 56, .name = "S" },
	{ .vendors = VM_INTEL, .bit = 55, .name = "AR" },
	{ .vendors = VM_AMD, .bit = 56, .name = "ErrCoreIdVal" },
	{ .vendors = VM_AMD, .bit = 55, .name = "TCC" },
	{ .vendors = VM_AMD, .bit = 53, .name = "SyndV" },
	{ .vendors = VM_AMD, .bit = 46, .name = "CECC" },
	{ .vendors = VM_AMD, .bit = 45, .name = "UECC" },
	{ .vendors = VM_AMD, .bit = 44, .name = "Deferred" },
	{ .vendors = VM_AMD, .bit = 43, .name = "Poison" },
	{ .vendors = VM_AMD, .bit = 40, .name = "Scrub" },
};

static const struct bit_name mcgstatus_bits_tab[] = {
	{ .vendors = VM_ALL, .bit = 0, .name = "RIPV" },
	{ .vendors = VM_ALL, .bit = 1, .name = "EIPV" },
	{ .vendors = VM_ALL, .bit = 2, .name = "MCIP" },
	{ .vendors = VM_INTEL, .bit = 3, .name = "LMCE_S" },
};

static const char *const severity_names[NSEV] = {
	[SEV_INVALID] = "invalid",
	[SEV_CORRECTED] = "corrected",
	[SEV_CORRECTED_THRESHOLD] = "corrected-threshold",
	[SEV_DEFERRED] = "deferred",
	[SEV_UC_NOACTION] = "uncorrected-no-action",
	[SEV_UC_AO] = "uncorrected-action-optional",
	[SEV_UC] = "uncorrected",
	[SEV_UC_AR] = "uncorrected-action-required",
	[SEV_FATAL] = "fatal",
};

/*
 * Severity grading, first match wins.  It follows the kernel's rules for
 * machine check exceptions, without the execution context (user or
 * kernel) that only the kernel knew: we grade the error, not the
 * kernel's reaction to it.  rasd.8 lists these rows.
 */
static const struct sev_rule sev_rules[] = {
	{ .vendors = VM_ALL, .mask = S_VAL, .value = 0, .sev = SEV_INVALID, .why = "VAL clear: the bank holds no valid error", .src = REF_LINUX_SEVERITY },
	{ .vendors = VM_ALL, .mask = S_PCC, .value = S_PCC, .sev = SEV_FATAL, .why = "processor context corrupt (PCC)", .src = REF_LINUX_SEVERITY },
	/* AMD: APM Vol. 2 9.3.2.2, and the kernel's mce_severity_amd() */
	{ .vendors = VM_AMD, .mask = S_UC | S_TCC, .value = S_UC | S_TCC, .sev = SEV_UC_AR, .why = "task context corrupt (TCC): the interrupted task cannot continue", .src = REF_LINUX_SEVERITY_AMD },
	{ .vendors = VM_AMD, .mask = S_UC, .value = S_UC, .sev = SEV_UC, .why = "uncorrected, context not corrupt", .src = REF_LINUX_SEVERITY_AMD },
	{ .vendors = VM_AMD, .mask = S_DEFERRED, .value = S_DEFERRED, .sev = SEV_DEFERRED, .why = "deferred: uncorrectable data not yet consumed", .src = REF_LINUX_SEVERITY_AMD },
	/*
	 * Skylake-SP stepping 4+: the patrol scrubber may signal an
	 * uncorrected error through CMCI with UC clear, MSCOD 0x0010 and
	 * MCACOD 000x 0000 1100 xxxx, in the iMC banks 13-18.
	 */
	{ .vendors = VM_INTEL, .flags = RULE_SER, .mask = S_UC | S_MISCV | S_ADDRV | 0xffffeff0, .value = S_MISCV | S_ADDRV | 0x001000c0, .sev = SEV_UC_AO, .why = "SRAO: uncorrected patrol scrub error signalled as corrected (Skylake-SP)", .model = 0x55, .min_stepping = 4, .bank_lo = 13, .bank_hi = 18, .src = REF_LINUX_SEVERITY },
	/* Intel threshold-based error status (SDM 3B 16.4): 10b is yellow */
	{ .vendors = VM_INTEL, .mask = S_UC | BIT(54) | BIT(53), .value = BIT(54), .sev = SEV_CORRECTED_THRESHOLD, .why = "corrected, error rate above the threshold (threshold status yellow)", .cap_mask = MCG_CAP_CMCI | MCG_CAP_TES, .cap_value = MCG_CAP_CMCI | MCG_CAP_TES, .src = REF_SDM_THRESHOLD },
	{ .vendors = VM_ALL, .mask = S_UC, .value = 0, .sev = SEV_CORRECTED, .why = "corrected", .src = REF_LINUX_SEVERITY },
	/* Intel with software error recovery (MCG_CAP.SER_P): SDM 3B 16.6 */
	{ .vendors = VM_INTEL, .flags = RULE_SER, .mask = S_UC | S_AR | 0xfff0, .value = S_UC | 0x00c0, .sev = SEV_UC_AO, .why = "SRAO: memory scrubbing found an uncorrected error", .src = REF_SDM_SER },
	{ .vendors = VM_INTEL, .flags = RULE_SER, .mask = S_UC | S_AR | MCACOD, .value = S_UC | 0x017a, .sev = SEV_UC_AO, .why = "SRAO: L3 explicit writeback of uncorrected data", .src = REF_SDM_SER },
	{ .vendors = VM_INTEL, .flags = RULE_SER, .mask = S_UCSAR, .value = S_UC, .sev = SEV_UC_NOACTION, .why = "UCNA: uncorrected, no action required", .src = REF_SDM_SER },
	{ .vendors = VM_INTEL, .flags = RULE_SER, .mask = S_OVER | S_UCSAR, .value = S_UC | S_AR, .sev = SEV_FATAL, .why = "AR set without S: an illegal combination", .src = REF_SDM_SER },
	{ .vendors = VM_INTEL, .flags = RULE_SER, .mask = S_S | S_UC, .value = S_UC, .sev = SEV_UC_NOACTION, .why = "uncorrected, not signalled (S clear)", .src = REF_SDM_SER },
	{ .vendors = VM_INTEL, .flags = RULE_SER, .mask = S_OVER | S_UCSAR, .value = S_OVER | S_UCSAR, .sev = SEV_FATAL, .why = "SRAR with overflow: an earlier action-required error was lost", .src = REF_SDM_SER },
	{ .vendors = VM_INTEL, .flags = RULE_SER, .mask = S_OVER | S_UCSAR | MCACOD, .value = S_UCSAR | 0x0134, .sev = SEV_UC_AR, .why = "SRAR: data load consumed uncorrected data", .src = REF_SDM_SER },
	{ .vendors = VM_INTEL, .flags = RULE_SER, .mask = S_OVER | S_UCSAR | MCACOD, .value = S_UCSAR | 0x0150, .sev = SEV_UC_AR, .why = "SRAR: instruction fetch consumed uncorrected data", .src = REF_SDM_SER },
	{ .vendors = VM_INTEL, .flags = RULE_SER, .mask = S_OVER | S_UCSAR, .value = S_UCSAR, .sev = SEV_FATAL, .why = "SRAR with an unknown MCACOD: the kernel cannot recover it", .src = REF_SDM_SER },
	{ .vendors = VM_INTEL, .flags = RULE_SER, .mask = S_UCSAR, .value = S_UC | S_S, .sev = SEV_UC_AO, .why = "SRAO with an unknown MCACOD", .src = REF_SDM_SER },
	{ .vendors = VM_INTEL, .mask = S_OVER | S_UC, .value = S_OVER | S_UC, .sev = SEV_FATAL, .why = "overflowed uncorrected error", .src = REF_LINUX_SEVERITY },
	{ .vendors = VM_INTEL, .flags = RULE_NOSER, .mask = S_UC, .value = S_UC, .sev = SEV_UC, .why = "uncorrected, and the CPU has no software error recovery (SER_P)", .src = REF_LINUX_SEVERITY },
	{ .vendors = VM_ALL, .mask = S_UC, .value = S_UC, .sev = SEV_UC, .why = "uncorrected", .src = REF_LINUX_SEVERITY },
};

/* Simple and compound MCA error codes, SDM 3B table 16-x; first match wins */
static const struct mcacod_row mcacod_rows[] = {
	{ .mask = 0xffff, .value = 0x0000, .form = FORM_SIMPLE, .text = "no error reported" },
	{ .mask = 0xffff, .value = 0x0001, .form = FORM_SIMPLE, .text = "unclassified error" },
	{ .mask = 0xffff, .value = 0x0002, .form = FORM_SIMPLE, .text = "microcode ROM parity error" },
	{ .mask = 0xffff, .value = 0x0003, .form = FORM_SIMPLE, .text = "external error (BINIT# from another agent)" },
	{ .mask = 0xffff, .value = 0x0004, .form = FORM_SIMPLE, .text = "functional redundancy check (FRC) error" },
	{ .mask = 0xffff, .value = 0x0005, .form = FORM_SIMPLE, .text = "internal parity error" },
	{ .mask = 0xffff, .value = 0x0006, .form = FORM_SIMPLE, .text = "SMM handler code access violation" },
	{ .mask = 0xffff, .value = 0x0400, .form = FORM_SIMPLE, .text = "internal timer error" },
	{ .mask = 0xffff, .value = 0x0e0b, .form = FORM_SIMPLE, .text = "I/O error" },
	{ .mask = 0xfc00, .value = 0x0400, .form = FORM_SIMPLE, .text = "internal unclassified error" },
	/* compound forms: the masks leave out bit 12, corrected filtering */
	{ .mask = 0xeffc, .value = 0x000c, .form = FORM_GENERIC_CACHE, .text = "generic cache hierarchy error" },
	{ .mask = 0xeff0, .value = 0x0010, .form = FORM_TLB, .text = "TLB error" },
	{ .mask = 0xef80, .value = 0x0080, .form = FORM_MEMCTL, .text = "memory controller error" },
	/* SDM 3B: 0000 0010 1MMM CCCC, memory used as a cache (two-level memory's near memory) */
	{ .mask = 0xef80, .value = 0x0280, .form = FORM_MEMCTL, .text = "memory controller error, memory used as a cache" },
	{ .mask = 0xef00, .value = 0x0100, .form = FORM_CACHE, .text = "cache hierarchy error" },
	{ .mask = 0xe800, .value = 0x0800, .form = FORM_BUS, .text = "bus and interconnect error" },
};

/* sub-fields of the compound codes (SDM 3B table 16-x; AMD uses the same) */
static const char *const tt_names[4] = {
	[0] = "instruction",
	[1] = "data",
	[2] = "generic",
};
static const char *const rrrr_names[16] = {
	[0] = "generic error",
	[1] = "read",
	[2] = "write",
	[3] = "data read",
	[4] = "data write",
	[5] = "instruction fetch",
	[6] = "prefetch",
	[7] = "eviction",
	[8] = "snoop",
};
static const char *const pp_names[4] = {
	[0] = "local CPU originated the request",
	[1] = "local CPU responded to the request",
	[2] = "local CPU observed the error as a third party",
	[3] = "generic participation",
};
static const char *const ii_names[4] = {
	[0] = "memory access",
	[2] = "I/O",
	[3] = "other transaction",
};
static const char *const mmm_names[8] = {
	[0] = "generic",
	[1] = "read",
	[2] = "write",
	[3] = "address/command",
	[4] = "memory scrubbing",
};
/* LL: Intel counts cache levels from 0, AMD from 1 (LL=0 reserved) */
static const char *const ll_cache_intel[4] = {
	[0] = "L1",
	[1] = "L2",
	[2] = "L3",
	[3] = "generic level",
};
static const char *const ll_cache_amd[4] = {
	[1] = "L1",
	[2] = "L2",
	[3] = "L3 or generic level",
};

/* the architectural SRAR/SRAO codes, named in details (SDM 3B table 16-x) */
static const struct sr_code sr_codes[] = {
	/* SRAR: UC, S and AR set, PCC clear (SDM 3B 15.6.3) */
	{ .mask = 0xefff, .value = 0x0134, .st_mask = S_UC | S_PCC | S_S | S_AR, .st_value = S_UC | S_S | S_AR, .name = "SRAR data load" },
	{ .mask = 0xefff, .value = 0x0150, .st_mask = S_UC | S_PCC | S_S | S_AR, .st_value = S_UC | S_S | S_AR, .name = "SRAR instruction fetch" },
	/* SRAO: UC set, AR and PCC clear; S may be clear when signalled by CMCI */
	{ .mask = 0xeff0, .value = 0x00c0, .st_mask = S_UC | S_PCC | S_AR, .st_value = S_UC, .name = "SRAO memory patrol scrub" },
	{ .mask = 0xefff, .value = 0x017a, .st_mask = S_UC | S_PCC | S_AR, .st_value = S_UC, .name = "SRAO L3 explicit writeback" },
};

/* ---- CPU model -> platform ----------------------------------------------
 * vendor 0 is Intel (the kernel's X86_VENDOR_INTEL).  Models from the SDM's
 * DisplayFamily_DisplayModel signatures and the kernel's intel-family.h /
 * i10nm_cpuids[].  Older parts: SDM 3B tables 16-3 (Core 2, 06_0FH, 06_17H,
 * 06_1DH), 16.3 (06_1AH), 16.10.1 (Xeon 7100, 0F_06H); mcelog
 * cputype.table for the rest.  Not here: 06_1FH and 06_25H (Westmere
 * client), which mcelog decodes as Nehalem by error type alone, with no
 * bank the kernel or the SDM ties to them; Grand Ridge 06_B6H (the kernel
 * binds gnr_cfg to it, but no source decodes its banks).
 */
static const struct platform_row intel_platforms[] = {
	{ .vendor = VENDOR_INTEL, .family = 0x6, .model = 0x2d, .plat = PLAT_SNB_EP, .name = "Sandy Bridge-EP (Xeon E5 v1)", .src = REF_INTEL_MODELS },
	{ .vendor = VENDOR_INTEL, .family = 0x6, .model = 0x3e, .plat = PLAT_IVB_EP, .name = "Ivy Bridge-EP/EX (Xeon E5/E7 v2)", .src = REF_INTEL_MODELS },
	{ .vendor = VENDOR_INTEL, .family = 0x6, .model = 0x3f, .plat = PLAT_HSX, .name = "Haswell-EP/EX (Xeon E5/E7 v3)", .src = REF_INTEL_MODELS },
	{ .vendor = VENDOR_INTEL, .family = 0x6, .model = 0x4f, .plat = PLAT_BDX, .name = "Broadwell-EP/EX (Xeon E5/E7 v4)", .src = REF_INTEL_MODELS },
	{ .vendor = VENDOR_INTEL, .family = 0x6, .model = 0x56, .plat = PLAT_BDX_DE, .name = "Broadwell-DE (Xeon D-1500)", .src = REF_INTEL_MODELS },
	{ .vendor = VENDOR_INTEL, .family = 0x6, .model = 0x55, .plat = PLAT_SKX, .name = "Skylake-SP/Cascade Lake-SP/Cooper Lake-SP", .src = REF_INTEL_MODELS },
	{ .vendor = VENDOR_INTEL, .family = 0x6, .model = 0x6a, .plat = PLAT_ICX, .name = "Ice Lake-SP", .src = REF_INTEL_MODELS },
	{ .vendor = VENDOR_INTEL, .family = 0x6, .model = 0x6c, .plat = PLAT_ICX_D, .name = "Ice Lake-D", .src = REF_INTEL_MODELS },
	{ .vendor = VENDOR_INTEL, .family = 0x6, .model = 0x86, .plat = PLAT_SNR, .name = "Snow Ridge (Tremont-D)", .src = REF_INTEL_MODELS },
	{ .vendor = VENDOR_INTEL, .family = 0x6, .model = 0x8f, .plat = PLAT_SPR, .name = "Sapphire Rapids", .src = REF_INTEL_MODELS },
	{ .vendor = VENDOR_INTEL, .family = 0x6, .model = 0xcf, .plat = PLAT_SPR, .name = "Emerald Rapids", .src = REF_INTEL_MODELS },
	{ .vendor = VENDOR_INTEL, .family = 0x6, .model = 0xad, .plat = PLAT_GNR, .name = "Granite Rapids-X", .src = REF_INTEL_MODELS },
	{ .vendor = VENDOR_INTEL, .family = 0x6, .model = 0xae, .plat = PLAT_GNR_D, .name = "Granite Rapids-D", .src = REF_INTEL_MODELS },
	{ .vendor = VENDOR_INTEL, .family = 0x6, .model = 0x0f, .plat = PLAT_CORE2, .name = "Core 2 (Merom/Conroe, Xeon 3000/5100/5300/7300)", .src = REF_SDM_T16_3 },
	{ .vendor = VENDOR_INTEL, .family = 0x6, .model = 0x17, .plat = PLAT_CORE2, .name = "Penryn (Core 2, Xeon 5200/5400)", .src = REF_SDM_T16_3 },
	{ .vendor = VENDOR_INTEL, .family = 0x6, .model = 0x1d, .plat = PLAT_DNT, .name = "Dunnington (Xeon 7400)", .src = REF_SDM_T16_3 },
	{ .vendor = VENDOR_INTEL, .family = 0xf, .model = 0x06, .plat = PLAT_TULSA, .name = "Tulsa (Xeon 7100)", .src = REF_SDM_16_10 },
	{ .vendor = VENDOR_INTEL, .family = 0x6, .model = 0x1a, .plat = PLAT_NHM_EP, .name = "Nehalem-EP (Xeon 5500, Core i7 9xx)", .src = REF_SDM_16_3 },
	{ .vendor = VENDOR_INTEL, .family = 0x6, .model = 0x2c, .plat = PLAT_NHM_EP, .name = "Westmere-EP (Xeon 5600)", .src = REF_MCELOG_CPUTYPE },
	{ .vendor = VENDOR_INTEL, .family = 0x6, .model = 0x1e, .plat = PLAT_NHM, .name = "Lynnfield (Xeon 3400, Core i5/i7 8xx)", .src = REF_MCELOG_CPUTYPE },
	{ .vendor = VENDOR_INTEL, .family = 0x6, .model = 0x2e, .plat = PLAT_NHM_EX, .name = "Nehalem-EX (Xeon 7500)", .src = REF_MCELOG_CPUTYPE },
	{ .vendor = VENDOR_INTEL, .family = 0x6, .model = 0x2f, .plat = PLAT_NHM_EX, .name = "Westmere-EX (Xeon E7)", .src = REF_MCELOG_CPUTYPE },
	{ .vendor = VENDOR_INTEL, .family = 0x6, .model = 0x5f, .plat = PLAT_DNV, .name = "Denverton (Atom C3000)", .src = REF_MCELOG_CPUTYPE },
	{ .vendor = VENDOR_INTEL, .family = 0x6, .model = 0xaf, .plat = PLAT_SRF, .name = "Sierra Forest", .src = REF_MCELOG_CPUTYPE },
	{ .vendor = VENDOR_INTEL, .family = 0x6, .model = 0xdd, .plat = PLAT_SRF, .name = "Clearwater Forest", .src = REF_MCELOG_CPUTYPE },
	{ .vendor = VENDOR_INTEL, .family = 0x13, .model = 0x01, .plat = PLAT_DMR, .name = "Diamond Rapids", .src = REF_MCELOG_CPUTYPE },
};

/* ---- bank number -> unit --------------------------------------------------
 * Only banks a source names.  Banks left out are undocumented for that
 * platform in what we read (ras then prints "MCn").
 */
static const struct bank_row intel_banks[] = {
	/*
	 * Sandy Bridge-EP.  Bank 0 IFU: kernel core.c quirk_sandybridge_ifu
	 * (IFU recovery reported in bank 0 on 06_2DH).  PCU 4, QPI 6-7, iMC
	 * 8-11: SDM 3B 16.4.  Which QPI link or iMC channel each bank is: not
	 * documented.
	 */
	{ .plat = PLAT_SNB_EP, .lo = 0, .hi = 0, .unit = "IFU", .desc = "instruction fetch unit", .src = REF_LINUX_SNB_IFU },
	{ .plat = PLAT_SNB_EP, .lo = 4, .hi = 4, .unit = "PCU", .desc = "power control unit", .src = REF_SDM_16_4 },
	{ .plat = PLAT_SNB_EP, .lo = 6, .hi = 7, .unit = "QPI", .desc = "QuickPath Interconnect link", .src = REF_SDM_16_4 },
	{ .plat = PLAT_SNB_EP, .lo = 8, .hi = 11, .unit = "iMC", .desc = "integrated memory controller", .src = REF_SDM_16_4 },

	/*
	 * Ivy Bridge-EP/EX: SDM 3B 16.5 (PCU 4, QPI 5, iMC 9-16) and SDM 3C
	 * table 35-25 as carried by edk2 IvyBridgeMsr.h (IIO 6, the two home
	 * agents 7-8, one bank per iMC channel 9-16, CBo 17-31).
	 */
	{ .plat = PLAT_IVB_EP, .lo = 4, .hi = 4, .unit = "PCU", .desc = "power control unit", .src = REF_SDM_16_5 },
	{ .plat = PLAT_IVB_EP, .lo = 5, .hi = 5, .unit = "QPI", .desc = "QuickPath Interconnect link", .src = REF_SDM_16_5 },
	{ .plat = PLAT_IVB_EP, .lo = 6, .hi = 6, .unit = "IIO", .desc = "integrated I/O (PCIe root complex)", .src = REF_SDM3C_T35_25 },
	{ .plat = PLAT_IVB_EP, .lo = 7, .hi = 8, .unit = "HA", .desc = "home agent (one of two)", .src = REF_SDM3C_T35_25 },
	{ .plat = PLAT_IVB_EP, .lo = 9, .hi = 16, .unit = "iMC", .desc = "integrated memory controller channel (one bank per channel)", .src = REF_SDM_16_5 },
	{ .plat = PLAT_IVB_EP, .lo = 17, .hi = 31, .unit = "CBo", .desc = "caching agent (CBo) and its L3 slice", .src = REF_SDM3C_T35_25 },

	/*
	 * Haswell-EP/EX: SDM 3B 16.6 (PCU 4; QPI 5, 20, 21; iMC 9-16) and
	 * edk2 HaswellEMsr.h from SDM 3C table 35-30 (QPI 0 in 5, IIO 6, HA 0
	 * in 7, HA 1 in 8, CBo pairs 17-19, QPI 1 in 20, QPI 2 in 21).  The
	 * iMC/channel of banks 9-16: mcelog haswell.c (haswell_memerr_misc).
	 */
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .unit = "PCU", .desc = "power control unit", .src = REF_SDM_16_6 },
	{ .plat = PLAT_HSX, .lo = 5, .hi = 5, .unit = "QPI0", .desc = "QuickPath Interconnect link 0", .src = REF_SDM_16_6 },
	{ .plat = PLAT_HSX, .lo = 6, .hi = 6, .unit = "IIO", .desc = "integrated I/O (PCIe root complex)", .src = REF_SDM3C_T35_30 },
	{ .plat = PLAT_HSX, .lo = 7, .hi = 7, .unit = "HA0", .desc = "home agent 0", .src = REF_SDM3C_T35_30 },
	{ .plat = PLAT_HSX, .lo = 8, .hi = 8, .unit = "HA1", .desc = "home agent 1", .src = REF_SDM3C_T35_30 },
	{ .plat = PLAT_HSX, .lo = 9, .hi = 9, .unit = "iMC0 ch0", .desc = "integrated memory controller 0, channel 0", .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_HSX, .lo = 10, .hi = 10, .unit = "iMC0 ch1", .desc = "integrated memory controller 0, channel 1", .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_HSX, .lo = 11, .hi = 11, .unit = "iMC0 ch2", .desc = "integrated memory controller 0, channel 2", .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_HSX, .lo = 12, .hi = 12, .unit = "iMC0 ch3", .desc = "integrated memory controller 0, channel 3", .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_HSX, .lo = 13, .hi = 13, .unit = "iMC1 ch0", .desc = "integrated memory controller 1, channel 0", .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_HSX, .lo = 14, .hi = 14, .unit = "iMC1 ch1", .desc = "integrated memory controller 1, channel 1", .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_HSX, .lo = 15, .hi = 15, .unit = "iMC1 ch2", .desc = "integrated memory controller 1, channel 2", .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_HSX, .lo = 16, .hi = 16, .unit = "iMC1 ch3", .desc = "integrated memory controller 1, channel 3", .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_HSX, .lo = 17, .hi = 19, .unit = "CBo", .desc = "pair of caching agents (CBo) and their L3 slices", .src = REF_SDM3C_T35_30 },
	{ .plat = PLAT_HSX, .lo = 20, .hi = 20, .unit = "QPI1", .desc = "QuickPath Interconnect link 1", .src = REF_SDM_16_6 },
	{ .plat = PLAT_HSX, .lo = 21, .hi = 21, .unit = "QPI2", .desc = "QuickPath Interconnect link 2", .src = REF_SDM_16_6 },

	/*
	 * Broadwell-EP/EX: same layout.  SDM 3B 16.8 (PCU 4; QPI 5, 20, 21;
	 * iMC 9-16), edk2 XeonDMsr.h from SDM 3C table 35-36 (06_4FH), mcelog
	 * (haswell_memerr_misc also serves 06_4FH).
	 */
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .unit = "PCU", .desc = "power control unit", .src = REF_SDM_16_8 },
	{ .plat = PLAT_BDX, .lo = 5, .hi = 5, .unit = "QPI0", .desc = "QuickPath Interconnect link 0", .src = REF_SDM_16_8 },
	{ .plat = PLAT_BDX, .lo = 6, .hi = 6, .unit = "IIO", .desc = "integrated I/O (PCIe root complex)", .src = REF_SDM3C_T35_36 },
	{ .plat = PLAT_BDX, .lo = 7, .hi = 7, .unit = "HA0", .desc = "home agent 0", .src = REF_SDM3C_T35_36 },
	{ .plat = PLAT_BDX, .lo = 8, .hi = 8, .unit = "HA1", .desc = "home agent 1", .src = REF_SDM3C_T35_36 },
	{ .plat = PLAT_BDX, .lo = 9, .hi = 9, .unit = "iMC0 ch0", .desc = "integrated memory controller 0, channel 0", .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_BDX, .lo = 10, .hi = 10, .unit = "iMC0 ch1", .desc = "integrated memory controller 0, channel 1", .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_BDX, .lo = 11, .hi = 11, .unit = "iMC0 ch2", .desc = "integrated memory controller 0, channel 2", .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_BDX, .lo = 12, .hi = 12, .unit = "iMC0 ch3", .desc = "integrated memory controller 0, channel 3", .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_BDX, .lo = 13, .hi = 13, .unit = "iMC1 ch0", .desc = "integrated memory controller 1, channel 0", .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_BDX, .lo = 14, .hi = 14, .unit = "iMC1 ch1", .desc = "integrated memory controller 1, channel 1", .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_BDX, .lo = 15, .hi = 15, .unit = "iMC1 ch2", .desc = "integrated memory controller 1, channel 2", .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_BDX, .lo = 16, .hi = 16, .unit = "iMC1 ch3", .desc = "integrated memory controller 1, channel 3", .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_BDX, .lo = 17, .hi = 19, .unit = "CBo", .desc = "pair of caching agents (CBo) and their L3 slices", .src = REF_SDM3C_T35_36 },
	{ .plat = PLAT_BDX, .lo = 20, .hi = 20, .unit = "QPI1", .desc = "QuickPath Interconnect link 1", .src = REF_SDM_16_8 },
	{ .plat = PLAT_BDX, .lo = 21, .hi = 21, .unit = "QPI2", .desc = "QuickPath Interconnect link 2", .src = REF_SDM_16_8 },

	/*
	 * Broadwell-DE: SDM 3B 16.7 (PCU 4, iMC 9-10) and SDM 3C table 35-35
	 * (IIO 6, HA 0 in 7, one bank per iMC channel 9-10, CBo pairs 17-19).
	 * Which of 9/10 is channel 0: not stated.
	 */
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .unit = "PCU", .desc = "power control unit", .src = REF_SDM_16_7 },
	{ .plat = PLAT_BDX_DE, .lo = 6, .hi = 6, .unit = "IIO", .desc = "integrated I/O (PCIe root complex)", .src = REF_SDM3C_T35_35 },
	{ .plat = PLAT_BDX_DE, .lo = 7, .hi = 7, .unit = "HA0", .desc = "home agent 0", .src = REF_SDM3C_T35_35 },
	{ .plat = PLAT_BDX_DE, .lo = 9, .hi = 10, .unit = "iMC", .desc = "integrated memory controller channel (one bank per channel)", .src = REF_SDM_16_7 },
	{ .plat = PLAT_BDX_DE, .lo = 17, .hi = 19, .unit = "CBo", .desc = "pair of caching agents (CBo) and their L3 slices", .src = REF_SDM3C_T35_35 },

	/*
	 * Skylake-SP (and Cascade/Cooper Lake, same model): SDM 3C 35 table for
	 * 06_55H (IFU 0, DCU 1, PCU 4, link 5, IIO 6, M2M 0 in 7, M2M 1 in 8),
	 * SDM 3B 16.9 (UPI 5, 12, 19; M2M 7-8; iMC 13-18), ecclesia's Skylake
	 * bank enum (DTLB 2, MLC 3, CHA 9-11, UPI 0/1/2 in 5/12/19, iMC and
	 * channel of 13-18), mcelog skylake_memerr_misc (same iMC/channel map).
	 */
	{ .plat = PLAT_SKX, .lo = 0, .hi = 0, .unit = "IFU", .desc = "instruction fetch unit", .src = REF_SDM3C_06_55 },
	{ .plat = PLAT_SKX, .lo = 1, .hi = 1, .unit = "DCU", .desc = "data cache unit (L1 data cache)", .src = REF_SDM3C_06_55 },
	{ .plat = PLAT_SKX, .lo = 2, .hi = 2, .unit = "DTLB", .desc = "data TLB", .src = REF_ECCLESIA_SKX },
	{ .plat = PLAT_SKX, .lo = 3, .hi = 3, .unit = "MLC", .desc = "mid-level (L2) cache", .src = REF_ECCLESIA_SKX },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .unit = "PCU", .desc = "power control unit", .src = REF_SDM3C_06_55 },
	{ .plat = PLAT_SKX, .lo = 5, .hi = 5, .unit = "UPI0", .desc = "Ultra Path Interconnect link 0", .src = REF_ECCLESIA_SKX },
	{ .plat = PLAT_SKX, .lo = 6, .hi = 6, .unit = "IIO", .desc = "integrated I/O (PCIe root complex)", .src = REF_SDM3C_06_55 },
	{ .plat = PLAT_SKX, .lo = 7, .hi = 7, .unit = "M2M0", .desc = "mesh-to-memory agent 0", .src = REF_SDM3C_06_55 },
	{ .plat = PLAT_SKX, .lo = 8, .hi = 8, .unit = "M2M1", .desc = "mesh-to-memory agent 1", .src = REF_SDM3C_06_55 },
	{ .plat = PLAT_SKX, .lo = 9, .hi = 11, .unit = "CHA", .desc = "caching/home agent and LLC slice (one of three CHA banks)", .src = REF_ECCLESIA_SKX },
	{ .plat = PLAT_SKX, .lo = 12, .hi = 12, .unit = "UPI1", .desc = "Ultra Path Interconnect link 1", .src = REF_ECCLESIA_SKX },
	{ .plat = PLAT_SKX, .lo = 13, .hi = 13, .unit = "iMC0 ch0", .desc = "integrated memory controller 0, channel 0", .src = REF_ECCLESIA_SKX },
	{ .plat = PLAT_SKX, .lo = 14, .hi = 14, .unit = "iMC0 ch1", .desc = "integrated memory controller 0, channel 1", .src = REF_ECCLESIA_SKX },
	{ .plat = PLAT_SKX, .lo = 15, .hi = 15, .unit = "iMC1 ch0", .desc = "integrated memory controller 1, channel 0", .src = REF_ECCLESIA_SKX },
	{ .plat = PLAT_SKX, .lo = 16, .hi = 16, .unit = "iMC1 ch1", .desc = "integrated memory controller 1, channel 1", .src = REF_ECCLESIA_SKX },
	{ .plat = PLAT_SKX, .lo = 17, .hi = 17, .unit = "iMC0 ch2", .desc = "integrated memory controller 0, channel 2", .src = REF_ECCLESIA_SKX },
	{ .plat = PLAT_SKX, .lo = 18, .hi = 18, .unit = "iMC1 ch2", .desc = "integrated memory controller 1, channel 2", .src = REF_ECCLESIA_SKX },
	{ .plat = PLAT_SKX, .lo = 19, .hi = 19, .unit = "UPI2", .desc = "Ultra Path Interconnect link 2", .src = REF_ECCLESIA_SKX },

	/*
	 * Ice Lake-SP: mcelog i10nm.c and rasdaemon (PCU 4; UPI 5, 7, 8; M2M
	 * 12, 16, 20, 24; iMC banks 13-15, 17-19, 21-23, 25-27).  The kernel's
	 * i10nm_mc_decode maps only {13,14,17,18,21,22,25,26} to iMC (bank-13)/4,
	 * channel (bank-13)%2; mcelog calls the third bank of each iMC "channel
	 * 2", which Ice Lake does not have, so we name no channel for it.  The
	 * UPI link number of 5/7/8 is not documented.
	 */
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .unit = "PCU", .desc = "power control unit", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 5, .hi = 5, .unit = "UPI", .desc = "Ultra Path Interconnect link", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 7, .hi = 8, .unit = "UPI", .desc = "Ultra Path Interconnect link", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 12, .hi = 12, .unit = "M2M0", .desc = "mesh-to-memory agent 0", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 13, .unit = "iMC0 ch0", .desc = "integrated memory controller 0, channel 0", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_ICX, .lo = 14, .hi = 14, .unit = "iMC0 ch1", .desc = "integrated memory controller 0, channel 1", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_ICX, .lo = 15, .hi = 15, .unit = "iMC0", .desc = "integrated memory controller 0 (third bank, channel not documented)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 16, .hi = 16, .unit = "M2M1", .desc = "mesh-to-memory agent 1", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 17, .unit = "iMC1 ch0", .desc = "integrated memory controller 1, channel 0", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_ICX, .lo = 18, .hi = 18, .unit = "iMC1 ch1", .desc = "integrated memory controller 1, channel 1", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_ICX, .lo = 19, .hi = 19, .unit = "iMC1", .desc = "integrated memory controller 1 (third bank, channel not documented)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 20, .hi = 20, .unit = "M2M2", .desc = "mesh-to-memory agent 2", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 21, .unit = "iMC2 ch0", .desc = "integrated memory controller 2, channel 0", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_ICX, .lo = 22, .hi = 22, .unit = "iMC2 ch1", .desc = "integrated memory controller 2, channel 1", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_ICX, .lo = 23, .hi = 23, .unit = "iMC2", .desc = "integrated memory controller 2 (third bank, channel not documented)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 24, .hi = 24, .unit = "M2M3", .desc = "mesh-to-memory agent 3", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 25, .unit = "iMC3 ch0", .desc = "integrated memory controller 3, channel 0", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_ICX, .lo = 26, .hi = 26, .unit = "iMC3 ch1", .desc = "integrated memory controller 3, channel 1", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_ICX, .lo = 27, .hi = 27, .unit = "iMC3", .desc = "integrated memory controller 3 (third bank, channel not documented)", .src = REF_MCELOG_I10NM },

	/* Ice Lake-D: rasdaemon icelake_de[] (PCU 4, M2M 12/16, iMC 13-15,
	 * 17-19); channels as for Ice Lake-SP (the kernel's I10NM type). */
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .unit = "PCU", .desc = "power control unit", .src = REF_RASD_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 12, .hi = 12, .unit = "M2M0", .desc = "mesh-to-memory agent 0", .src = REF_RASD_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 13, .unit = "iMC0 ch0", .desc = "integrated memory controller 0, channel 0", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 14, .hi = 14, .unit = "iMC0 ch1", .desc = "integrated memory controller 0, channel 1", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 15, .hi = 15, .unit = "iMC0", .desc = "integrated memory controller 0 (third bank, channel not documented)", .src = REF_RASD_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 16, .hi = 16, .unit = "M2M1", .desc = "mesh-to-memory agent 1", .src = REF_RASD_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 17, .unit = "iMC1 ch0", .desc = "integrated memory controller 1, channel 0", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 18, .hi = 18, .unit = "iMC1 ch1", .desc = "integrated memory controller 1, channel 1", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 19, .hi = 19, .unit = "iMC1", .desc = "integrated memory controller 1 (third bank, channel not documented)", .src = REF_RASD_I10NM },

	/* Snow Ridge / Tremont-D: rasdaemon tremont[] (PCU 4, M2M 12, iMC 13-15). */
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .unit = "PCU", .desc = "power control unit", .src = REF_RASD_I10NM },
	{ .plat = PLAT_SNR, .lo = 12, .hi = 12, .unit = "M2M", .desc = "mesh-to-memory agent", .src = REF_RASD_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 13, .unit = "iMC0 ch0", .desc = "integrated memory controller 0, channel 0", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_SNR, .lo = 14, .hi = 14, .unit = "iMC0 ch1", .desc = "integrated memory controller 0, channel 1", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_SNR, .lo = 15, .hi = 15, .unit = "iMC0", .desc = "integrated memory controller 0 (third bank, channel not documented)", .src = REF_RASD_I10NM },

	/*
	 * Sapphire/Emerald Rapids: mcelog sapphire.c (PCU 4, UPI 5, M2M 12,
	 * iMC 13-20, HBM M2M 29, HBM iMC 30-31) and the kernel's i10nm (SPR:
	 * bank 13-20 is iMC (bank-13)/2, channel (bank-13)%2).
	 */
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .unit = "PCU", .desc = "power control unit", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 5, .hi = 5, .unit = "UPI", .desc = "Ultra Path Interconnect link", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 12, .hi = 12, .unit = "M2M", .desc = "mesh-to-memory agent", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 13, .unit = "iMC0 ch0", .desc = "integrated memory controller 0, channel 0", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_SPR, .lo = 14, .hi = 14, .unit = "iMC0 ch1", .desc = "integrated memory controller 0, channel 1", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_SPR, .lo = 15, .hi = 15, .unit = "iMC1 ch0", .desc = "integrated memory controller 1, channel 0", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_SPR, .lo = 16, .hi = 16, .unit = "iMC1 ch1", .desc = "integrated memory controller 1, channel 1", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_SPR, .lo = 17, .hi = 17, .unit = "iMC2 ch0", .desc = "integrated memory controller 2, channel 0", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_SPR, .lo = 18, .hi = 18, .unit = "iMC2 ch1", .desc = "integrated memory controller 2, channel 1", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_SPR, .lo = 19, .hi = 19, .unit = "iMC3 ch0", .desc = "integrated memory controller 3, channel 0", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_SPR, .lo = 20, .hi = 20, .unit = "iMC3 ch1", .desc = "integrated memory controller 3, channel 1", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_SPR, .lo = 29, .hi = 29, .unit = "HBM M2M", .desc = "mesh-to-memory agent of the HBM memory", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .unit = "HBM iMC", .desc = "HBM memory controller", .src = REF_MCELOG_SAPPHIRE },

	/*
	 * Granite Rapids-X: mcelog granite.c (UPI 5, Punit 6, B2CMI 12, memory
	 * controller channels 13-24) and the kernel's i10nm (GNR: bank 13-24 is
	 * memory controller bank-13, one channel each).
	 */
	{ .plat = PLAT_GNR, .lo = 5, .hi = 5, .unit = "UPI", .desc = "Ultra Path Interconnect link", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 6, .hi = 6, .unit = "Punit", .desc = "power management unit", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 12, .hi = 12, .unit = "B2CMI", .desc = "mesh-to-memory interface (B2CMI)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 13, .unit = "iMC0", .desc = "memory controller 0 (one DDR5 channel, two sub-channels)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 14, .hi = 14, .unit = "iMC1", .desc = "memory controller 1 (one DDR5 channel, two sub-channels)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 15, .hi = 15, .unit = "iMC2", .desc = "memory controller 2 (one DDR5 channel, two sub-channels)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 16, .hi = 16, .unit = "iMC3", .desc = "memory controller 3 (one DDR5 channel, two sub-channels)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 17, .hi = 17, .unit = "iMC4", .desc = "memory controller 4 (one DDR5 channel, two sub-channels)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 18, .hi = 18, .unit = "iMC5", .desc = "memory controller 5 (one DDR5 channel, two sub-channels)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 19, .hi = 19, .unit = "iMC6", .desc = "memory controller 6 (one DDR5 channel, two sub-channels)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 20, .hi = 20, .unit = "iMC7", .desc = "memory controller 7 (one DDR5 channel, two sub-channels)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 21, .hi = 21, .unit = "iMC8", .desc = "memory controller 8 (one DDR5 channel, two sub-channels)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 22, .hi = 22, .unit = "iMC9", .desc = "memory controller 9 (one DDR5 channel, two sub-channels)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 23, .hi = 23, .unit = "iMC10", .desc = "memory controller 10 (one DDR5 channel, two sub-channels)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 24, .hi = 24, .unit = "iMC11", .desc = "memory controller 11 (one DDR5 channel, two sub-channels)", .src = REF_MCELOG_GRANITE },
	/* Granite Rapids-D: the kernel's i10nm gnr_cfg (memory controllers only). */
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 13, .unit = "iMC0", .desc = "memory controller 0 (one DDR5 channel, two sub-channels)", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_GNR_D, .lo = 14, .hi = 14, .unit = "iMC1", .desc = "memory controller 1 (one DDR5 channel, two sub-channels)", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_GNR_D, .lo = 15, .hi = 15, .unit = "iMC2", .desc = "memory controller 2 (one DDR5 channel, two sub-channels)", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_GNR_D, .lo = 16, .hi = 16, .unit = "iMC3", .desc = "memory controller 3 (one DDR5 channel, two sub-channels)", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_GNR_D, .lo = 17, .hi = 17, .unit = "iMC4", .desc = "memory controller 4 (one DDR5 channel, two sub-channels)", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_GNR_D, .lo = 18, .hi = 18, .unit = "iMC5", .desc = "memory controller 5 (one DDR5 channel, two sub-channels)", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_GNR_D, .lo = 19, .hi = 19, .unit = "iMC6", .desc = "memory controller 6 (one DDR5 channel, two sub-channels)", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_GNR_D, .lo = 20, .hi = 20, .unit = "iMC7", .desc = "memory controller 7 (one DDR5 channel, two sub-channels)", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_GNR_D, .lo = 21, .hi = 21, .unit = "iMC8", .desc = "memory controller 8 (one DDR5 channel, two sub-channels)", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_GNR_D, .lo = 22, .hi = 22, .unit = "iMC9", .desc = "memory controller 9 (one DDR5 channel, two sub-channels)", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_GNR_D, .lo = 23, .hi = 23, .unit = "iMC10", .desc = "memory controller 10 (one DDR5 channel, two sub-channels)", .src = REF_LINUX_I10NM },
	{ .plat = PLAT_GNR_D, .lo = 24, .hi = 24, .unit = "iMC11", .desc = "memory controller 11 (one DDR5 channel, two sub-channels)", .src = REF_LINUX_I10NM },

	/*
	 * Sierra Forest / Clearwater Forest: the memory banks only, as
	 * Granite Rapids: mcelog granite_memerr_misc (channel bank-13 for banks
	 * 13-24; it also decodes bank 12 with the B2CMI table) and the kernel's
	 * i10nm (gnr_cfg bound to 06_AFH: 12 memory controllers, one channel
	 * each).  Banks 5 and 6 (UPI, Punit on Granite Rapids) are left
	 * unnamed: only mcelog's whole-model mapping says so.
	 */
	{ .plat = PLAT_SRF, .lo = 12, .hi = 12, .unit = "B2CMI", .desc = "mesh-to-memory interface (B2CMI)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 13, .unit = "iMC0", .desc = "memory controller 0 (one DDR5 channel, two sub-channels)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 14, .hi = 14, .unit = "iMC1", .desc = "memory controller 1 (one DDR5 channel, two sub-channels)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 15, .hi = 15, .unit = "iMC2", .desc = "memory controller 2 (one DDR5 channel, two sub-channels)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 16, .hi = 16, .unit = "iMC3", .desc = "memory controller 3 (one DDR5 channel, two sub-channels)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 17, .hi = 17, .unit = "iMC4", .desc = "memory controller 4 (one DDR5 channel, two sub-channels)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 18, .hi = 18, .unit = "iMC5", .desc = "memory controller 5 (one DDR5 channel, two sub-channels)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 19, .hi = 19, .unit = "iMC6", .desc = "memory controller 6 (one DDR5 channel, two sub-channels)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 20, .hi = 20, .unit = "iMC7", .desc = "memory controller 7 (one DDR5 channel, two sub-channels)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 21, .hi = 21, .unit = "iMC8", .desc = "memory controller 8 (one DDR5 channel, two sub-channels)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 22, .hi = 22, .unit = "iMC9", .desc = "memory controller 9 (one DDR5 channel, two sub-channels)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 23, .hi = 23, .unit = "iMC10", .desc = "memory controller 10 (one DDR5 channel, two sub-channels)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 24, .hi = 24, .unit = "iMC11", .desc = "memory controller 11 (one DDR5 channel, two sub-channels)", .src = REF_MCELOG_GRANITE },

	/* Xeon 7100 (Tulsa): MC4 is the L3 and front-side bus bank, SDM 3B
	 * 16.10.1 ("MC4_STATUS ... L3 and front side bus errors"); MC0-MC3 as
	 * other family 0FH parts, which the SDM does not name by bank. */
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .unit = "L3/FSB", .desc = "L3 cache and front-side bus controller", .src = REF_SDM_16_10 },

	/* Nehalem-EP / Westmere-EP: SDM 3B 16.3 (06_1AH): QPI in MC0-MC1,
	 * internal errors in MC7, the memory controller in MC8; the kernel's
	 * i7core_edac (Nehalem, Lynnfield, Westmere) decodes bank 8 only. */
	{ .plat = PLAT_NHM_EP, .lo = 0, .hi = 1, .unit = "QPI", .desc = "QuickPath Interconnect link", .src = REF_SDM_16_3 },
	{ .plat = PLAT_NHM_EP, .lo = 7, .hi = 7, .unit = "internal", .desc = "uncore internal errors (reset, power management, VID)", .src = REF_SDM_16_3 },
	{ .plat = PLAT_NHM_EP, .lo = 8, .hi = 8, .unit = "iMC", .desc = "integrated memory controller", .src = REF_SDM_16_3 },
	/* Lynnfield: bank 8 as Nehalem-EP (i7core_edac i7core_mce_check_error) */
	{ .plat = PLAT_NHM, .lo = 8, .hi = 8, .unit = "iMC", .desc = "integrated memory controller", .src = REF_LINUX_I7CORE },

	/* Denverton: mcelog denverton.c (memory controller in banks 6 and 7,
	 * "SDM 3B table 16-33" in its numbering). */
	{ .plat = PLAT_DNV, .lo = 6, .hi = 7, .unit = "iMC", .desc = "integrated memory controller (one of two banks)", .src = REF_MCELOG_DENVERTON },

	/*
	 * Diamond Rapids: mcelog diamond.c / rasdaemon mce-intel-diamond.c
	 * (bank 4 compute-die Punit, 11 I/O-die (IMH) Punit, 18 UPI, 19-26
	 * memory channels; channel bank-19 of the IMH the reporting CPU sits
	 * on, which the bank alone does not tell).
	 */
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .unit = "CBB Punit", .desc = "power management unit of the compute die (CBB)", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .unit = "IMH Punit", .desc = "power management unit of the I/O die (IMH)", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 18, .hi = 18, .unit = "UPI", .desc = "Ultra Path Interconnect link", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 19, .hi = 19, .unit = "MCCHAN0", .desc = "memory channel 0 of its IMH", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 20, .hi = 20, .unit = "MCCHAN1", .desc = "memory channel 1 of its IMH", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 21, .hi = 21, .unit = "MCCHAN2", .desc = "memory channel 2 of its IMH", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 22, .hi = 22, .unit = "MCCHAN3", .desc = "memory channel 3 of its IMH", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 23, .hi = 23, .unit = "MCCHAN4", .desc = "memory channel 4 of its IMH", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 24, .hi = 24, .unit = "MCCHAN5", .desc = "memory channel 5 of its IMH", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 25, .hi = 25, .unit = "MCCHAN6", .desc = "memory channel 6 of its IMH", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 26, .hi = 26, .unit = "MCCHAN7", .desc = "memory channel 7 of its IMH", .src = REF_MCELOG_DIAMOND },
};

/*
 * Which memory controller and channel an Intel memory bank reports, where
 * the sources of intel_banks[] above give it per bank (-1: not given).  It
 * feeds the DIMM location of an MCE (mce_where); the unit test checks each
 * row against the bank's name above.  A row's source is its bank's.
 */
static const struct mem_bank_row intel_mem_banks[] = {
	{ .plat = PLAT_HSX, .bank = 9, .imc = 0, .channel = 0, .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_HSX, .bank = 10, .imc = 0, .channel = 1, .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_HSX, .bank = 11, .imc = 0, .channel = 2, .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_HSX, .bank = 12, .imc = 0, .channel = 3, .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_HSX, .bank = 13, .imc = 1, .channel = 0, .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_HSX, .bank = 14, .imc = 1, .channel = 1, .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_HSX, .bank = 15, .imc = 1, .channel = 2, .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_HSX, .bank = 16, .imc = 1, .channel = 3, .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_BDX, .bank = 9, .imc = 0, .channel = 0, .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_BDX, .bank = 10, .imc = 0, .channel = 1, .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_BDX, .bank = 11, .imc = 0, .channel = 2, .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_BDX, .bank = 12, .imc = 0, .channel = 3, .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_BDX, .bank = 13, .imc = 1, .channel = 0, .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_BDX, .bank = 14, .imc = 1, .channel = 1, .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_BDX, .bank = 15, .imc = 1, .channel = 2, .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_BDX, .bank = 16, .imc = 1, .channel = 3, .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_SKX, .bank = 13, .imc = 0, .channel = 0, .src = REF_ECCLESIA_SKX },
	{ .plat = PLAT_SKX, .bank = 14, .imc = 0, .channel = 1, .src = REF_ECCLESIA_SKX },
	{ .plat = PLAT_SKX, .bank = 15, .imc = 1, .channel = 0, .src = REF_ECCLESIA_SKX },
	{ .plat = PLAT_SKX, .bank = 16, .imc = 1, .channel = 1, .src = REF_ECCLESIA_SKX },
	{ .plat = PLAT_SKX, .bank = 17, .imc = 0, .channel = 2, .src = REF_ECCLESIA_SKX },
	{ .plat = PLAT_SKX, .bank = 18, .imc = 1, .channel = 2, .src = REF_ECCLESIA_SKX },
	{ .plat = PLAT_ICX, .bank = 13, .imc = 0, .channel = 0, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_ICX, .bank = 14, .imc = 0, .channel = 1, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_ICX, .bank = 15, .imc = 0, .channel = -1, .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .bank = 17, .imc = 1, .channel = 0, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_ICX, .bank = 18, .imc = 1, .channel = 1, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_ICX, .bank = 19, .imc = 1, .channel = -1, .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .bank = 21, .imc = 2, .channel = 0, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_ICX, .bank = 22, .imc = 2, .channel = 1, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_ICX, .bank = 23, .imc = 2, .channel = -1, .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .bank = 25, .imc = 3, .channel = 0, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_ICX, .bank = 26, .imc = 3, .channel = 1, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_ICX, .bank = 27, .imc = 3, .channel = -1, .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .bank = 13, .imc = 0, .channel = 0, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_ICX_D, .bank = 14, .imc = 0, .channel = 1, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_ICX_D, .bank = 15, .imc = 0, .channel = -1, .src = REF_RASD_I10NM },
	{ .plat = PLAT_ICX_D, .bank = 17, .imc = 1, .channel = 0, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_ICX_D, .bank = 18, .imc = 1, .channel = 1, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_ICX_D, .bank = 19, .imc = 1, .channel = -1, .src = REF_RASD_I10NM },
	{ .plat = PLAT_SNR, .bank = 13, .imc = 0, .channel = 0, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_SNR, .bank = 14, .imc = 0, .channel = 1, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_SNR, .bank = 15, .imc = 0, .channel = -1, .src = REF_RASD_I10NM },
	{ .plat = PLAT_SPR, .bank = 13, .imc = 0, .channel = 0, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_SPR, .bank = 14, .imc = 0, .channel = 1, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_SPR, .bank = 15, .imc = 1, .channel = 0, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_SPR, .bank = 16, .imc = 1, .channel = 1, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_SPR, .bank = 17, .imc = 2, .channel = 0, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_SPR, .bank = 18, .imc = 2, .channel = 1, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_SPR, .bank = 19, .imc = 3, .channel = 0, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_SPR, .bank = 20, .imc = 3, .channel = 1, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_GNR, .bank = 13, .imc = 0, .channel = -1, .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .bank = 14, .imc = 1, .channel = -1, .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .bank = 15, .imc = 2, .channel = -1, .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .bank = 16, .imc = 3, .channel = -1, .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .bank = 17, .imc = 4, .channel = -1, .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .bank = 18, .imc = 5, .channel = -1, .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .bank = 19, .imc = 6, .channel = -1, .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .bank = 20, .imc = 7, .channel = -1, .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .bank = 21, .imc = 8, .channel = -1, .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .bank = 22, .imc = 9, .channel = -1, .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .bank = 23, .imc = 10, .channel = -1, .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .bank = 24, .imc = 11, .channel = -1, .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .bank = 13, .imc = 0, .channel = -1, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_GNR_D, .bank = 14, .imc = 1, .channel = -1, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_GNR_D, .bank = 15, .imc = 2, .channel = -1, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_GNR_D, .bank = 16, .imc = 3, .channel = -1, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_GNR_D, .bank = 17, .imc = 4, .channel = -1, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_GNR_D, .bank = 18, .imc = 5, .channel = -1, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_GNR_D, .bank = 19, .imc = 6, .channel = -1, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_GNR_D, .bank = 20, .imc = 7, .channel = -1, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_GNR_D, .bank = 21, .imc = 8, .channel = -1, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_GNR_D, .bank = 22, .imc = 9, .channel = -1, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_GNR_D, .bank = 23, .imc = 10, .channel = -1, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_GNR_D, .bank = 24, .imc = 11, .channel = -1, .src = REF_LINUX_I10NM },
	{ .plat = PLAT_SRF, .bank = 13, .imc = 0, .channel = -1, .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .bank = 14, .imc = 1, .channel = -1, .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .bank = 15, .imc = 2, .channel = -1, .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .bank = 16, .imc = 3, .channel = -1, .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .bank = 17, .imc = 4, .channel = -1, .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .bank = 18, .imc = 5, .channel = -1, .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .bank = 19, .imc = 6, .channel = -1, .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .bank = 20, .imc = 7, .channel = -1, .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .bank = 21, .imc = 8, .channel = -1, .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .bank = 22, .imc = 9, .channel = -1, .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .bank = 23, .imc = 10, .channel = -1, .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .bank = 24, .imc = 11, .channel = -1, .src = REF_MCELOG_GRANITE },
	/* Diamond Rapids: the channel of an I/O die the bank does not name */
	{ .plat = PLAT_DMR, .bank = 19, .imc = -1, .channel = 0, .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .bank = 20, .imc = -1, .channel = 1, .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .bank = 21, .imc = -1, .channel = 2, .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .bank = 22, .imc = -1, .channel = 3, .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .bank = 23, .imc = -1, .channel = 4, .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .bank = 24, .imc = -1, .channel = 5, .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .bank = 25, .imc = -1, .channel = 6, .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .bank = 26, .imc = -1, .channel = 7, .src = REF_MCELOG_DIAMOND },
};

/* ---- model-specific error codes (MSCOD, status bits 31:16) ----------------
 * Field positions inside MSCOD: status bit n is MSCOD bit n-16, so status
 * 31:24 is MSCOD mask 0xff00, 23:20 is 0x00f0, 19:16 is 0x000f.  Kinds
 * (decode_intel_mscod): MS_FIRST rows are codes (of a bank's matching code
 * rows the first is the meaning; mscod_mask 0xffff: all of 31:16 is the
 * code); MS_EACH rows are flags and the values of independent sub-fields
 * (every match printed, so a record with several flags or sub-fields set
 * is decoded whole); MS_NUMBER rows print a number field.  A sub-field
 * value 0 ("no error") gets no row.  MSCOD bits no matching row covers are
 * printed raw as unknown.  A row without mcacod_mask applies to any
 * MCACOD, one without mscod_mask to any MSCOD.
 * Where platforms or banks share a list, each copy is written out: the
 * comment over its first copy says where the list comes from, a one-line
 * comment over each later copy which list it is.
 */
static const struct mscod_row intel_mscod[] = {
	/* ---- Sandy Bridge-EP: SDM 3B 16.4 (tables 16-13 PCU, 16-15 iMC);
	 * QPI banks 6-7 have no MSCOD (table 16-14).  mcelog sandy-bridge.c
	 * lists other PCU codes (0x20-0x2b) than the SDM; we follow the SDM.
	 * PCU 31:24 and 19:16 are two fields; the iMC codes are single bits,
	 * flags that can be set together (mcelog memctrl_mc8[] SBITFIELDs). */
	/* PCU code in status 31:24 shared by SNB-EP and IVB-EP (SDM 3B 16-13, 16-17) */
	{ .plat = PLAT_SNB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0d00, .text = "iMC forced self-refresh (S3 entry) timed out", .src = REF_SDM_T16_13 },
	{ .plat = PLAT_SNB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0e00, .text = "core power-down/up (CPD/UNCPD) state change timed out", .src = REF_SDM_T16_13 },
	{ .plat = PLAT_SNB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0f00, .text = "package S-state safe wake point timed out", .src = REF_SDM_T16_13 },
	{ .plat = PLAT_SNB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4300, .text = "PECI mailbox quiesce timed out", .src = REF_SDM_T16_13 },
	{ .plat = PLAT_SNB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5c00, .text = "more than one LT (TXT) agent", .src = REF_SDM_T16_13 },
	{ .plat = PLAT_SNB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6000, .text = "invalid package S-state request from the PCH", .src = REF_SDM_T16_13 },
	{ .plat = PLAT_SNB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6100, .text = "invalid package S-state request from QPI", .src = REF_SDM_T16_13 },
	{ .plat = PLAT_SNB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6200, .text = "invalid package S-state response from QPI", .src = REF_SDM_T16_13 },
	{ .plat = PLAT_SNB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6300, .text = "invalid package C-state response from the PCH", .src = REF_SDM_T16_13 },
	{ .plat = PLAT_SNB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6400, .text = "invalid package state configuration", .src = REF_SDM_T16_13 },
	{ .plat = PLAT_SNB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7000, .text = "package C-state watchdog timed out (secondary)", .src = REF_SDM_T16_13 },
	{ .plat = PLAT_SNB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7100, .text = "package C-state watchdog timed out (main)", .src = REF_SDM_T16_13 },
	{ .plat = PLAT_SNB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7200, .text = "package S-state watchdog timed out (main)", .src = REF_SDM_T16_13 },
	{ .plat = PLAT_SNB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7a00, .text = "home agent fail-status change detected", .src = REF_SDM_T16_13 },
	{ .plat = PLAT_SNB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8100, .text = "die too hot (recoverable thermal event)", .src = REF_SDM_T16_13 },
	/* PCU microcontroller code in status 19:16 (SNB-EP, IVB-EP): SDM 3B tables
	 * 16-13 and 16-17. */
	{ .plat = PLAT_SNB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0001, .text = "PCU microcontroller: instruction fetch outside its instruction memory", .src = REF_SDM_T16_13 },
	{ .plat = PLAT_SNB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0002, .text = "PCU microcontroller: instruction parity error", .src = REF_SDM_T16_13 },
	{ .plat = PLAT_SNB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0003, .text = "PCU microcontroller: bad opcode", .src = REF_SDM_T16_13 },
	{ .plat = PLAT_SNB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0004, .text = "PCU microcontroller: instruction stack underflow", .src = REF_SDM_T16_13 },
	{ .plat = PLAT_SNB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0005, .text = "PCU microcontroller: instruction stack overflow", .src = REF_SDM_T16_13 },
	{ .plat = PLAT_SNB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0006, .text = "PCU microcontroller: data stack underflow", .src = REF_SDM_T16_13 },
	{ .plat = PLAT_SNB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0007, .text = "PCU microcontroller: data stack overflow", .src = REF_SDM_T16_13 },
	{ .plat = PLAT_SNB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0008, .text = "PCU microcontroller: data access outside its data memory", .src = REF_SDM_T16_13 },
	{ .plat = PLAT_SNB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0009, .text = "PCU microcontroller: data parity error", .src = REF_SDM_T16_13 },
	{ .plat = PLAT_SNB_EP, .lo = 8, .hi = 11, .kind = MS_EACH, .mscod_mask = 0x0001, .mscod = 0x0001, .text = "address parity error", .src = REF_SDM_T16_15 },
	{ .plat = PLAT_SNB_EP, .lo = 8, .hi = 11, .kind = MS_EACH, .mscod_mask = 0x0002, .mscod = 0x0002, .text = "home agent write buffer data parity error", .src = REF_SDM_T16_15 },
	{ .plat = PLAT_SNB_EP, .lo = 8, .hi = 11, .kind = MS_EACH, .mscod_mask = 0x0004, .mscod = 0x0004, .text = "home agent write byte-enable parity error", .src = REF_SDM_T16_15 },
	{ .plat = PLAT_SNB_EP, .lo = 8, .hi = 11, .kind = MS_EACH, .mscod_mask = 0x0008, .mscod = 0x0008, .text = "corrected patrol scrub error", .src = REF_SDM_T16_15 },
	{ .plat = PLAT_SNB_EP, .lo = 8, .hi = 11, .kind = MS_EACH, .mscod_mask = 0x0010, .mscod = 0x0010, .text = "uncorrected patrol scrub error", .src = REF_SDM_T16_15 },
	{ .plat = PLAT_SNB_EP, .lo = 8, .hi = 11, .kind = MS_EACH, .mscod_mask = 0x0020, .mscod = 0x0020, .text = "corrected spare error", .src = REF_SDM_T16_15 },
	{ .plat = PLAT_SNB_EP, .lo = 8, .hi = 11, .kind = MS_EACH, .mscod_mask = 0x0040, .mscod = 0x0040, .text = "uncorrected spare error", .src = REF_SDM_T16_15 },

	/* ---- Ivy Bridge-EP/EX: SDM 3B 16.5 (tables 16-17 PCU, 16-18 iMC);
	 * learned from mcelog ivy-bridge.c.  QPI bank 5: no MSCOD.  PCU
	 * fields and iMC flag bits as on Sandy Bridge-EP. */
	{ .plat = PLAT_IVB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4400, .text = "critical voltage regulator failed", .src = REF_SDM_T16_17 },
	{ .plat = PLAT_IVB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4500, .text = "ICC max not supported", .src = REF_SDM_T16_17 },
	{ .plat = PLAT_IVB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7b00, .text = "PCIe R2PCIe read-write block acknowledge timed out", .src = REF_SDM_T16_17 },
	/* PCU code, status 31:24, shared by Sandy Bridge-EP and Ivy Bridge-EP:
	 * SDM 3B tables 16-13, 16-17 (Ivy Bridge-EP) */
	{ .plat = PLAT_IVB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0d00, .text = "iMC forced self-refresh (S3 entry) timed out", .src = REF_SDM_T16_17 },
	{ .plat = PLAT_IVB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0e00, .text = "core power-down/up (CPD/UNCPD) state change timed out", .src = REF_SDM_T16_17 },
	{ .plat = PLAT_IVB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0f00, .text = "package S-state safe wake point timed out", .src = REF_SDM_T16_17 },
	{ .plat = PLAT_IVB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4300, .text = "PECI mailbox quiesce timed out", .src = REF_SDM_T16_17 },
	{ .plat = PLAT_IVB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5c00, .text = "more than one LT (TXT) agent", .src = REF_SDM_T16_17 },
	{ .plat = PLAT_IVB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6000, .text = "invalid package S-state request from the PCH", .src = REF_SDM_T16_17 },
	{ .plat = PLAT_IVB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6100, .text = "invalid package S-state request from QPI", .src = REF_SDM_T16_17 },
	{ .plat = PLAT_IVB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6200, .text = "invalid package S-state response from QPI", .src = REF_SDM_T16_17 },
	{ .plat = PLAT_IVB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6300, .text = "invalid package C-state response from the PCH", .src = REF_SDM_T16_17 },
	{ .plat = PLAT_IVB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6400, .text = "invalid package state configuration", .src = REF_SDM_T16_17 },
	{ .plat = PLAT_IVB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7000, .text = "package C-state watchdog timed out (secondary)", .src = REF_SDM_T16_17 },
	{ .plat = PLAT_IVB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7100, .text = "package C-state watchdog timed out (main)", .src = REF_SDM_T16_17 },
	{ .plat = PLAT_IVB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7200, .text = "package S-state watchdog timed out (main)", .src = REF_SDM_T16_17 },
	{ .plat = PLAT_IVB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7a00, .text = "home agent fail-status change detected", .src = REF_SDM_T16_17 },
	{ .plat = PLAT_IVB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8100, .text = "die too hot (recoverable thermal event)", .src = REF_SDM_T16_17 },
	/* PCU microcontroller code, status 19:16: SDM 3B tables 16-13, 16-17
	 * (Ivy Bridge-EP) */
	{ .plat = PLAT_IVB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0001, .text = "PCU microcontroller: instruction fetch outside its instruction memory", .src = REF_SDM_T16_17 },
	{ .plat = PLAT_IVB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0002, .text = "PCU microcontroller: instruction parity error", .src = REF_SDM_T16_17 },
	{ .plat = PLAT_IVB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0003, .text = "PCU microcontroller: bad opcode", .src = REF_SDM_T16_17 },
	{ .plat = PLAT_IVB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0004, .text = "PCU microcontroller: instruction stack underflow", .src = REF_SDM_T16_17 },
	{ .plat = PLAT_IVB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0005, .text = "PCU microcontroller: instruction stack overflow", .src = REF_SDM_T16_17 },
	{ .plat = PLAT_IVB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0006, .text = "PCU microcontroller: data stack underflow", .src = REF_SDM_T16_17 },
	{ .plat = PLAT_IVB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0007, .text = "PCU microcontroller: data stack overflow", .src = REF_SDM_T16_17 },
	{ .plat = PLAT_IVB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0008, .text = "PCU microcontroller: data access outside its data memory", .src = REF_SDM_T16_17 },
	{ .plat = PLAT_IVB_EP, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0009, .text = "PCU microcontroller: data parity error", .src = REF_SDM_T16_17 },
	{ .plat = PLAT_IVB_EP, .lo = 9, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0001, .mscod = 0x0001, .text = "address parity error", .src = REF_SDM_T16_18 },
	{ .plat = PLAT_IVB_EP, .lo = 9, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0002, .mscod = 0x0002, .text = "home agent write buffer data parity error", .src = REF_SDM_T16_18 },
	{ .plat = PLAT_IVB_EP, .lo = 9, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0004, .mscod = 0x0004, .text = "home agent write byte-enable parity error", .src = REF_SDM_T16_18 },
	{ .plat = PLAT_IVB_EP, .lo = 9, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0008, .mscod = 0x0008, .text = "corrected patrol scrub error", .src = REF_SDM_T16_18 },
	{ .plat = PLAT_IVB_EP, .lo = 9, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0010, .mscod = 0x0010, .text = "uncorrected patrol scrub error", .src = REF_SDM_T16_18 },
	{ .plat = PLAT_IVB_EP, .lo = 9, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0020, .mscod = 0x0020, .text = "corrected spare error", .src = REF_SDM_T16_18 },
	{ .plat = PLAT_IVB_EP, .lo = 9, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0040, .mscod = 0x0040, .text = "uncorrected spare error", .src = REF_SDM_T16_18 },
	{ .plat = PLAT_IVB_EP, .lo = 9, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0080, .mscod = 0x0080, .text = "corrected memory read error (iMC additional error logging mode 1)", .src = REF_SDM_T16_18 },
	{ .plat = PLAT_IVB_EP, .lo = 9, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0100, .mscod = 0x0100, .text = "iMC write data buffer (WDB) parity error", .src = REF_SDM_T16_18 },

	/* ---- Haswell-EP/EX: SDM 3B 16.6 (tables 16-20 PCU, 16-21 QPI, 16-22
	 * iMC); learned from mcelog haswell.c (iMC codes are flag bits there,
	 * memctrl_mc9[] SBITFIELDs; QPI codes are values). */
	/* PCU code in status 31:24 on Haswell-EP and Broadwell-EP: SDM 3B table
	 * 16-20, learned from mcelog haswell.c / broadwell_epex.c */
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0900, .text = "message channel timed out", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0d00, .text = "iMC forced self-refresh (S3 entry) timed out", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0e00, .text = "core power-down/up (CPD/UNCPD) state change timed out", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1300, .text = "DMI link training timed out", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1500, .text = "DMI CPU reset acknowledge timed out", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1e00, .text = "VR ICC max below the fused ICC max", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x2500, .text = "SVID command timed out", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x2900, .text = "VR VOUT max below the fused SVID value", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x2b00, .text = "package C-state watchdog: hang while powering CBZ down", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x2c00, .text = "package C-state watchdog: hang while powering CBZ up", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x3900, .text = "package C-state watchdog: hang in the C3 wake-up (SF) flow", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4400, .text = "critical voltage regulator failed", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4500, .text = "ICC max not supported", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4600, .text = "VID ramp-down failed", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4700, .text = "exclusive mode entered without a PMREQ completion", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4800, .text = "SVID read of the ICC max register failed", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4900, .text = "SVID write of the VOUT max register failed", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4b00, .text = "boot VID for DRAM 0 timed out", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4c00, .text = "boot VID for DRAM 1 timed out", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4d00, .text = "boot VID for DRAM 2 timed out", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4e00, .text = "boot VID for DRAM 3 timed out", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4f00, .text = "SVID command error", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5200, .text = "FIVR catastrophic overvoltage fault", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5300, .text = "FIVR catastrophic overcurrent fault", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5700, .text = "SVID package C-state request failed", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5800, .text = "SVID IMON request failed", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5900, .text = "SVID alert request failed", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6000, .text = "invalid package S-state request from the PCH", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6100, .text = "invalid package S-state request from QPI", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6200, .text = "invalid package S-state response from QPI", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6300, .text = "invalid package S-state response from the PCH", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6400, .text = "invalid package state configuration", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6700, .text = "HA/iMC read-write block acknowledge timed out", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6800, .text = "iMC read-write SMBus timed out", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6900, .text = "home agent fail-status change detected", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6a00, .text = "message channel PMREQ completion timed out", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7000, .text = "package C-state watchdog timed out (secondary)", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7100, .text = "package C-state watchdog timed out (main)", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7200, .text = "package S-state watchdog timed out (main)", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7c00, .text = "BIOS reset-complete sequence out of order", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7d00, .text = "more than one TXT agent", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8100, .text = "die too hot (recoverable thermal event)", .src = REF_SDM_T16_20 },
	/* status 19:16 non-zero: PCU internal error (mcelog) */
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x0008, .mscod = 0x0008, .text = "PCU internal error", .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000c, .mscod = 0x0004, .text = "PCU internal error", .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000e, .mscod = 0x0002, .text = "PCU internal error", .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0001, .text = "PCU internal error", .src = REF_MCELOG_HASWELL },
	/* QPI MSCOD on Haswell-EP and Broadwell-EP (banks 5, 20, 21): SDM 3B table
	 * 16-21 (the whole of status 31:16 is the code). */
	{ .plat = PLAT_HSX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0002, .text = "QPI phy: drift buffer alarm", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0003, .text = "QPI phy: latency buffer rollover", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0010, .text = "QPI link layer: control error reported by R3QPI", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0011, .text = "QPI Rx: CRC error, link-level retry gave up (abort state)", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0012, .text = "QPI: unsupported or undefined packet", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0013, .text = "QPI link layer control error", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0015, .text = "QPI: routeback table used an uninitialised value", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0020, .text = "QPI phy: in-band reset seen, initialisation aborted", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0021, .text = "QPI link failover: data lane self-healing", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0022, .text = "QPI phy: in-band reset seen, width unchanged", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0023, .text = "QPI link failover: clock lane failover", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0030, .text = "QPI Rx: CRC error, link-level retry succeeded after phy re-init", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0031, .text = "QPI Rx: CRC error, link-level retry succeeded without phy re-init", .src = REF_SDM_T16_21 },
	/* QPI MSCOD: SDM 3B table 16-21 (Haswell-EP, bank 20) */
	{ .plat = PLAT_HSX, .lo = 20, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0002, .text = "QPI phy: drift buffer alarm", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 20, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0003, .text = "QPI phy: latency buffer rollover", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 20, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0010, .text = "QPI link layer: control error reported by R3QPI", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 20, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0011, .text = "QPI Rx: CRC error, link-level retry gave up (abort state)", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 20, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0012, .text = "QPI: unsupported or undefined packet", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 20, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0013, .text = "QPI link layer control error", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 20, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0015, .text = "QPI: routeback table used an uninitialised value", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 20, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0020, .text = "QPI phy: in-band reset seen, initialisation aborted", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 20, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0021, .text = "QPI link failover: data lane self-healing", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 20, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0022, .text = "QPI phy: in-band reset seen, width unchanged", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 20, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0023, .text = "QPI link failover: clock lane failover", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 20, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0030, .text = "QPI Rx: CRC error, link-level retry succeeded after phy re-init", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 20, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0031, .text = "QPI Rx: CRC error, link-level retry succeeded without phy re-init", .src = REF_SDM_T16_21 },
	/* QPI MSCOD: SDM 3B table 16-21 (Haswell-EP, bank 21) */
	{ .plat = PLAT_HSX, .lo = 21, .hi = 21, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0002, .text = "QPI phy: drift buffer alarm", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 21, .hi = 21, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0003, .text = "QPI phy: latency buffer rollover", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 21, .hi = 21, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0010, .text = "QPI link layer: control error reported by R3QPI", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 21, .hi = 21, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0011, .text = "QPI Rx: CRC error, link-level retry gave up (abort state)", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 21, .hi = 21, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0012, .text = "QPI: unsupported or undefined packet", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 21, .hi = 21, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0013, .text = "QPI link layer control error", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 21, .hi = 21, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0015, .text = "QPI: routeback table used an uninitialised value", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 21, .hi = 21, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0020, .text = "QPI phy: in-band reset seen, initialisation aborted", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 21, .hi = 21, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0021, .text = "QPI link failover: data lane self-healing", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 21, .hi = 21, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0022, .text = "QPI phy: in-band reset seen, width unchanged", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 21, .hi = 21, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0023, .text = "QPI link failover: clock lane failover", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 21, .hi = 21, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0030, .text = "QPI Rx: CRC error, link-level retry succeeded after phy re-init", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 21, .hi = 21, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0031, .text = "QPI Rx: CRC error, link-level retry succeeded without phy re-init", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_HSX, .lo = 9, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0001, .mscod = 0x0001, .text = "DDR3 address parity error", .src = REF_SDM_T16_22 },
	{ .plat = PLAT_HSX, .lo = 9, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0002, .mscod = 0x0002, .text = "uncorrected home agent write data error", .src = REF_SDM_T16_22 },
	{ .plat = PLAT_HSX, .lo = 9, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0004, .mscod = 0x0004, .text = "uncorrected home agent data byte-enable error", .src = REF_SDM_T16_22 },
	{ .plat = PLAT_HSX, .lo = 9, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0008, .mscod = 0x0008, .text = "corrected patrol scrub error", .src = REF_SDM_T16_22 },
	{ .plat = PLAT_HSX, .lo = 9, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0010, .mscod = 0x0010, .text = "uncorrected patrol scrub error", .src = REF_SDM_T16_22 },
	{ .plat = PLAT_HSX, .lo = 9, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0020, .mscod = 0x0020, .text = "corrected spare error", .src = REF_SDM_T16_22 },
	{ .plat = PLAT_HSX, .lo = 9, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0040, .mscod = 0x0040, .text = "uncorrected spare error", .src = REF_SDM_T16_22 },
	{ .plat = PLAT_HSX, .lo = 9, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0080, .mscod = 0x0080, .text = "corrected memory read error (iMC additional error logging mode 1)", .src = REF_SDM_T16_22 },
	{ .plat = PLAT_HSX, .lo = 9, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0100, .mscod = 0x0100, .text = "iMC write data buffer (WDB) parity error", .src = REF_SDM_T16_22 },
	{ .plat = PLAT_HSX, .lo = 9, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0200, .mscod = 0x0200, .text = "DDR4 command/address parity error", .src = REF_SDM_T16_22 },

	/* ---- Broadwell-EP/EX: SDM 3B 16.8 (PCU and QPI as Haswell, iMC table
	 * 16-26, flag bits as in mcelog broadwell_epex.c memctrl_mc9[]; the
	 * SDM table has no 0x0080 either).  Mirroring in the home agents'
	 * MCi_MISC: intel_bits[]. */
	/* PCU code, status 31:24, as on Haswell-EP: SDM 3B table 16-20
	 * (Broadwell-EP) */
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0900, .text = "message channel timed out", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0d00, .text = "iMC forced self-refresh (S3 entry) timed out", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0e00, .text = "core power-down/up (CPD/UNCPD) state change timed out", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1300, .text = "DMI link training timed out", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1500, .text = "DMI CPU reset acknowledge timed out", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1e00, .text = "VR ICC max below the fused ICC max", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x2500, .text = "SVID command timed out", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x2900, .text = "VR VOUT max below the fused SVID value", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x2b00, .text = "package C-state watchdog: hang while powering CBZ down", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x2c00, .text = "package C-state watchdog: hang while powering CBZ up", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x3900, .text = "package C-state watchdog: hang in the C3 wake-up (SF) flow", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4400, .text = "critical voltage regulator failed", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4500, .text = "ICC max not supported", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4600, .text = "VID ramp-down failed", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4700, .text = "exclusive mode entered without a PMREQ completion", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4800, .text = "SVID read of the ICC max register failed", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4900, .text = "SVID write of the VOUT max register failed", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4b00, .text = "boot VID for DRAM 0 timed out", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4c00, .text = "boot VID for DRAM 1 timed out", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4d00, .text = "boot VID for DRAM 2 timed out", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4e00, .text = "boot VID for DRAM 3 timed out", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4f00, .text = "SVID command error", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5200, .text = "FIVR catastrophic overvoltage fault", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5300, .text = "FIVR catastrophic overcurrent fault", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5700, .text = "SVID package C-state request failed", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5800, .text = "SVID IMON request failed", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5900, .text = "SVID alert request failed", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6000, .text = "invalid package S-state request from the PCH", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6100, .text = "invalid package S-state request from QPI", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6200, .text = "invalid package S-state response from QPI", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6300, .text = "invalid package S-state response from the PCH", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6400, .text = "invalid package state configuration", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6700, .text = "HA/iMC read-write block acknowledge timed out", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6800, .text = "iMC read-write SMBus timed out", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6900, .text = "home agent fail-status change detected", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6a00, .text = "message channel PMREQ completion timed out", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7000, .text = "package C-state watchdog timed out (secondary)", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7100, .text = "package C-state watchdog timed out (main)", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7200, .text = "package S-state watchdog timed out (main)", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7c00, .text = "BIOS reset-complete sequence out of order", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7d00, .text = "more than one TXT agent", .src = REF_SDM_T16_20 },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8100, .text = "die too hot (recoverable thermal event)", .src = REF_SDM_T16_20 },
	/* status 19:16 non-zero: PCU internal error (mcelog) */
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x0008, .mscod = 0x0008, .text = "PCU internal error", .src = REF_MCELOG_BROADWELL_EPEX },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000c, .mscod = 0x0004, .text = "PCU internal error", .src = REF_MCELOG_BROADWELL_EPEX },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000e, .mscod = 0x0002, .text = "PCU internal error", .src = REF_MCELOG_BROADWELL_EPEX },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0001, .text = "PCU internal error", .src = REF_MCELOG_BROADWELL_EPEX },
	/* QPI MSCOD: SDM 3B table 16-21 (Broadwell-EP, bank 5) */
	{ .plat = PLAT_BDX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0002, .text = "QPI phy: drift buffer alarm", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0003, .text = "QPI phy: latency buffer rollover", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0010, .text = "QPI link layer: control error reported by R3QPI", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0011, .text = "QPI Rx: CRC error, link-level retry gave up (abort state)", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0012, .text = "QPI: unsupported or undefined packet", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0013, .text = "QPI link layer control error", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0015, .text = "QPI: routeback table used an uninitialised value", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0020, .text = "QPI phy: in-band reset seen, initialisation aborted", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0021, .text = "QPI link failover: data lane self-healing", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0022, .text = "QPI phy: in-band reset seen, width unchanged", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0023, .text = "QPI link failover: clock lane failover", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0030, .text = "QPI Rx: CRC error, link-level retry succeeded after phy re-init", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0031, .text = "QPI Rx: CRC error, link-level retry succeeded without phy re-init", .src = REF_SDM_T16_21 },
	/* QPI MSCOD: SDM 3B table 16-21 (Broadwell-EP, bank 20) */
	{ .plat = PLAT_BDX, .lo = 20, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0002, .text = "QPI phy: drift buffer alarm", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 20, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0003, .text = "QPI phy: latency buffer rollover", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 20, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0010, .text = "QPI link layer: control error reported by R3QPI", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 20, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0011, .text = "QPI Rx: CRC error, link-level retry gave up (abort state)", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 20, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0012, .text = "QPI: unsupported or undefined packet", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 20, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0013, .text = "QPI link layer control error", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 20, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0015, .text = "QPI: routeback table used an uninitialised value", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 20, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0020, .text = "QPI phy: in-band reset seen, initialisation aborted", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 20, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0021, .text = "QPI link failover: data lane self-healing", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 20, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0022, .text = "QPI phy: in-band reset seen, width unchanged", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 20, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0023, .text = "QPI link failover: clock lane failover", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 20, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0030, .text = "QPI Rx: CRC error, link-level retry succeeded after phy re-init", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 20, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0031, .text = "QPI Rx: CRC error, link-level retry succeeded without phy re-init", .src = REF_SDM_T16_21 },
	/* QPI MSCOD: SDM 3B table 16-21 (Broadwell-EP, bank 21) */
	{ .plat = PLAT_BDX, .lo = 21, .hi = 21, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0002, .text = "QPI phy: drift buffer alarm", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 21, .hi = 21, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0003, .text = "QPI phy: latency buffer rollover", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 21, .hi = 21, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0010, .text = "QPI link layer: control error reported by R3QPI", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 21, .hi = 21, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0011, .text = "QPI Rx: CRC error, link-level retry gave up (abort state)", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 21, .hi = 21, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0012, .text = "QPI: unsupported or undefined packet", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 21, .hi = 21, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0013, .text = "QPI link layer control error", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 21, .hi = 21, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0015, .text = "QPI: routeback table used an uninitialised value", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 21, .hi = 21, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0020, .text = "QPI phy: in-band reset seen, initialisation aborted", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 21, .hi = 21, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0021, .text = "QPI link failover: data lane self-healing", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 21, .hi = 21, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0022, .text = "QPI phy: in-band reset seen, width unchanged", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 21, .hi = 21, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0023, .text = "QPI link failover: clock lane failover", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 21, .hi = 21, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0030, .text = "QPI Rx: CRC error, link-level retry succeeded after phy re-init", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 21, .hi = 21, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0031, .text = "QPI Rx: CRC error, link-level retry succeeded without phy re-init", .src = REF_SDM_T16_21 },
	{ .plat = PLAT_BDX, .lo = 9, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0001, .mscod = 0x0001, .text = "DDR3 address parity error", .src = REF_SDM_T16_26 },
	{ .plat = PLAT_BDX, .lo = 9, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0002, .mscod = 0x0002, .text = "uncorrected home agent write data error", .src = REF_SDM_T16_26 },
	{ .plat = PLAT_BDX, .lo = 9, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0004, .mscod = 0x0004, .text = "uncorrected home agent data byte-enable error", .src = REF_SDM_T16_26 },
	{ .plat = PLAT_BDX, .lo = 9, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0008, .mscod = 0x0008, .text = "corrected patrol scrub error", .src = REF_SDM_T16_26 },
	{ .plat = PLAT_BDX, .lo = 9, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0010, .mscod = 0x0010, .text = "uncorrected patrol scrub error", .src = REF_SDM_T16_26 },
	{ .plat = PLAT_BDX, .lo = 9, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0020, .mscod = 0x0020, .text = "corrected spare error", .src = REF_SDM_T16_26 },
	{ .plat = PLAT_BDX, .lo = 9, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0040, .mscod = 0x0040, .text = "uncorrected spare error", .src = REF_SDM_T16_26 },
	{ .plat = PLAT_BDX, .lo = 9, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0100, .mscod = 0x0100, .text = "iMC write data buffer (WDB) parity error", .src = REF_SDM_T16_26 },
	{ .plat = PLAT_BDX, .lo = 9, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0200, .mscod = 0x0200, .text = "DDR4 command/address parity error", .src = REF_SDM_T16_26 },

	/* ---- Broadwell-DE: SDM 3B 16.7 (tables 16-24 PCU, 16-25 iMC);
	 * learned from mcelog broadwell_de.c (which lists the iMC codes of
	 * Ivy Bridge's table 16-18, as the SDM's own 16.7 text does; we follow
	 * table 16-25, which has no spare codes 0x0020/0x0040 and no 0x0080,
	 * unlike Broadwell-EP's 16-26).  PCU: 31:24 code, 23:20 bit 2 Ubox,
	 * 19:16 internal error, each a field of its own. */
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0900, .text = "message channel timed out", .src = REF_SDM_T16_24 },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1300, .text = "DMI link training timed out", .src = REF_SDM_T16_24 },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1500, .text = "DMI CPU reset acknowledge timed out", .src = REF_SDM_T16_24 },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1e00, .text = "VR ICC max below the fused ICC max", .src = REF_SDM_T16_24 },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x2500, .text = "SVID command timed out", .src = REF_SDM_T16_24 },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x2600, .text = "package C-state direct wake ring timed out", .src = REF_SDM_T16_24 },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x2900, .text = "VR VOUT max below the fused SVID value", .src = REF_SDM_T16_24 },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x2b00, .text = "package C-state watchdog: hang while powering CBZ down", .src = REF_SDM_T16_24 },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x2c00, .text = "package C-state watchdog: hang while powering CBZ up", .src = REF_SDM_T16_24 },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4400, .text = "critical voltage regulator failed", .src = REF_SDM_T16_24 },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4600, .text = "VID ramp-down failed", .src = REF_SDM_T16_24 },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4900, .text = "SVID write of the VOUT max register failed", .src = REF_SDM_T16_24 },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4b00, .text = "boot VID for DRAM 0 timed out", .src = REF_SDM_T16_24 },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4f00, .text = "SVID command error", .src = REF_SDM_T16_24 },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5200, .text = "FIVR catastrophic overvoltage fault", .src = REF_SDM_T16_24 },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5300, .text = "FIVR catastrophic overcurrent fault", .src = REF_SDM_T16_24 },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5700, .text = "SVID package C-state request failed", .src = REF_SDM_T16_24 },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5800, .text = "SVID IMON request failed", .src = REF_SDM_T16_24 },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5900, .text = "SVID alert request failed", .src = REF_SDM_T16_24 },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6200, .text = "invalid package S-state response from QPI", .src = REF_SDM_T16_24 },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6400, .text = "invalid package state configuration", .src = REF_SDM_T16_24 },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6700, .text = "HA/iMC read-write block acknowledge timed out", .src = REF_SDM_T16_24 },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6a00, .text = "message channel PMREQ completion timed out", .src = REF_SDM_T16_24 },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7200, .text = "package S-state watchdog timed out (main)", .src = REF_SDM_T16_24 },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8100, .text = "die too hot (recoverable thermal event)", .src = REF_SDM_T16_24 },
	/* status bit 22: Ubox error; status 17:16 non-zero: PCU internal error */
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x0040, .mscod = 0x0040, .text = "Ubox error", .src = REF_SDM_T16_24 },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x0001, .mscod = 0x0001, .text = "PCU internal error", .src = REF_SDM_T16_24 },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x0003, .mscod = 0x0002, .text = "PCU internal error", .src = REF_SDM_T16_24 },
	{ .plat = PLAT_BDX_DE, .lo = 9, .hi = 10, .kind = MS_EACH, .mscod_mask = 0x0001, .mscod = 0x0001, .text = "DDR3 address parity error", .src = REF_SDM_T16_25 },
	{ .plat = PLAT_BDX_DE, .lo = 9, .hi = 10, .kind = MS_EACH, .mscod_mask = 0x0002, .mscod = 0x0002, .text = "uncorrected home agent write data error", .src = REF_SDM_T16_25 },
	{ .plat = PLAT_BDX_DE, .lo = 9, .hi = 10, .kind = MS_EACH, .mscod_mask = 0x0004, .mscod = 0x0004, .text = "uncorrected home agent data byte-enable error", .src = REF_SDM_T16_25 },
	{ .plat = PLAT_BDX_DE, .lo = 9, .hi = 10, .kind = MS_EACH, .mscod_mask = 0x0008, .mscod = 0x0008, .text = "corrected patrol scrub error", .src = REF_SDM_T16_25 },
	{ .plat = PLAT_BDX_DE, .lo = 9, .hi = 10, .kind = MS_EACH, .mscod_mask = 0x0010, .mscod = 0x0010, .text = "uncorrected patrol scrub error", .src = REF_SDM_T16_25 },
	{ .plat = PLAT_BDX_DE, .lo = 9, .hi = 10, .kind = MS_EACH, .mscod_mask = 0x0100, .mscod = 0x0100, .text = "iMC write data buffer (WDB) parity error", .src = REF_SDM_T16_25 },
	{ .plat = PLAT_BDX_DE, .lo = 9, .hi = 10, .kind = MS_EACH, .mscod_mask = 0x0200, .mscod = 0x0200, .text = "DDR4 command/address parity error", .src = REF_SDM_T16_25 },

	/* ---- Skylake-SP: SDM 3B 16.9 (tables 16-27 PCU, 16-28 UPI, 16-29
	 * iMC, 16-30 M2M); learned from mcelog skylake_xeon.c.  CHA banks 9-11:
	 * no MSCOD table published.  iMC: with status bit 27 (MSCOD 0x0800)
	 * clear the codes are flag bits (mcelog mc_bits[]), with it set a value
	 * (mc_0x8xx[]).  Mirroring in M2M MCi_MISC: intel_bits[]. */
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0d00, .text = "DMI link training timed out", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0f00, .text = "DMI CPU reset acknowledge timed out", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1000, .text = "more than one LT (TXT) agent", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1e00, .text = "BIOS reset-complete sequence out of order", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1f00, .text = "BIOS set an invalid package state configuration", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x2500, .text = "message channel timed out", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x2700, .text = "message channel PMREQ completion timed out", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x3000, .text = "package C-state direct wake ring timed out", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x3100, .text = "invalid package C-state response from the PCH", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x3300, .text = "package C-state watchdog: hang while powering CBZ down", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x3400, .text = "package C-state watchdog: hang while powering CBZ up", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x3800, .text = "package C-state watchdog: hang in the C3 wake-up (SF) flow", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4000, .text = "SVID: VCCIN VR ICC max failure", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4100, .text = "SVID command timed out", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4200, .text = "SVID: VCCIN VR VOUT max failure", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4300, .text = "SVID: CPU VR capability error", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4400, .text = "SVID: critical VR failed", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4500, .text = "SVID: SA ITD error", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4600, .text = "SVID register read failed", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4700, .text = "SVID register write failed", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4800, .text = "SVID package C-state initialisation failed", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4900, .text = "SVID package C-state configuration failed", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4a00, .text = "SVID package C-state request failed", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4b00, .text = "SVID IMON request failed", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4c00, .text = "SVID alert request failed", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4d00, .text = "SVID: MCP VR absent or ramp error", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4e00, .text = "SVID: unexpected MCP VR detected", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5100, .text = "FIVR catastrophic overvoltage fault", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5200, .text = "FIVR catastrophic overcurrent fault", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5800, .text = "package C-state watchdog timed out (secondary)", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5900, .text = "package C-state watchdog timed out (main)", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5a00, .text = "package S-state watchdog timed out (main)", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6100, .text = "package S-state CPD/UNCPD timed out", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6300, .text = "invalid package S-state request from the PCH", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6400, .text = "invalid internal package S-state request", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6500, .text = "invalid internal package S-state response", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6b00, .text = "SMBus VPP pause timed out", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8100, .text = "die too hot (recoverable thermal event)", .src = REF_SDM_T16_27 },
	/* status 19:16 = 00xxb: PCU internal error, a field of its own beside
	 * the 31:24 code and the MCACOD's class (0x0402/0x0403 PCU, 0x0406
	 * TXT, 0x0407 Ubox: intel_pcu_mcacod[]); 01xxb and 1xxxb are reserved
	 * in table 16-27 (mcelog calls any non-zero value an internal error) */
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000e, .mscod = 0x0002, .text = "PCU internal error (status 19:16)", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0001, .text = "PCU internal error (status 19:16)", .src = REF_SDM_T16_27 },
	/* UPI MSCOD status 21:16, and for code 0x12 the detail flags 31:22 (each
	 * one a row: several may be set): SDM 3B table 16-28 (Skylake-SP), mcelog
	 * skylake_xeon.c upi_0x12[]; the same codes on Ice Lake (mcelog i10nm.c)
	 * and Sapphire Rapids (mcelog sapphire.c), which add a few. */
	{ .plat = PLAT_SKX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0000, .text = "UPI phy initialisation failed (uncorrected)", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0001, .text = "UPI phy: drift buffer alarm (uncorrected)", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0002, .text = "UPI phy: latency buffer rollover (uncorrected)", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0010, .text = "UPI Rx: CRC error, link-level retry gave up (abort state)", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0011, .text = "UPI Rx: unsupported or undefined packet", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0012, .text = "UPI link layer or phy control error", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0013, .text = "UPI Rx: parameter exchange exception", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x001f, .text = "UPI link layer: control error from the link-mesh interface", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0020, .text = "UPI phy initialisation aborted (corrected)", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0021, .text = "UPI phy reset (corrected)", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0022, .text = "UPI phy lane failure, link now runs at x8 width (corrected)", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0023, .text = "UPI phy L0c error corrected without a phy reset", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0024, .text = "UPI phy L0c error, corrected by a phy reset", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0025, .text = "UPI phy L0p exit error, corrected by a phy reset", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0030, .text = "UPI Rx: CRC error, link-level retry succeeded without phy re-init", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0031, .text = "UPI Rx: CRC error, link-level retry succeeded after phy re-init", .src = REF_SDM_T16_28 },
	/* UPI MSCOD, status 21:16 (Skylake-SP, bank 12) */
	{ .plat = PLAT_SKX, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0000, .text = "UPI phy initialisation failed (uncorrected)", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0001, .text = "UPI phy: drift buffer alarm (uncorrected)", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0002, .text = "UPI phy: latency buffer rollover (uncorrected)", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0010, .text = "UPI Rx: CRC error, link-level retry gave up (abort state)", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0011, .text = "UPI Rx: unsupported or undefined packet", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0012, .text = "UPI link layer or phy control error", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0013, .text = "UPI Rx: parameter exchange exception", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x001f, .text = "UPI link layer: control error from the link-mesh interface", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0020, .text = "UPI phy initialisation aborted (corrected)", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0021, .text = "UPI phy reset (corrected)", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0022, .text = "UPI phy lane failure, link now runs at x8 width (corrected)", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0023, .text = "UPI phy L0c error corrected without a phy reset", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0024, .text = "UPI phy L0c error, corrected by a phy reset", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0025, .text = "UPI phy L0p exit error, corrected by a phy reset", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0030, .text = "UPI Rx: CRC error, link-level retry succeeded without phy re-init", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0031, .text = "UPI Rx: CRC error, link-level retry succeeded after phy re-init", .src = REF_SDM_T16_28 },
	/* UPI MSCOD, status 21:16 (Skylake-SP, bank 19) */
	{ .plat = PLAT_SKX, .lo = 19, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0000, .text = "UPI phy initialisation failed (uncorrected)", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 19, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0001, .text = "UPI phy: drift buffer alarm (uncorrected)", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 19, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0002, .text = "UPI phy: latency buffer rollover (uncorrected)", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 19, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0010, .text = "UPI Rx: CRC error, link-level retry gave up (abort state)", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 19, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0011, .text = "UPI Rx: unsupported or undefined packet", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 19, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0012, .text = "UPI link layer or phy control error", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 19, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0013, .text = "UPI Rx: parameter exchange exception", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 19, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x001f, .text = "UPI link layer: control error from the link-mesh interface", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 19, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0020, .text = "UPI phy initialisation aborted (corrected)", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 19, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0021, .text = "UPI phy reset (corrected)", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 19, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0022, .text = "UPI phy lane failure, link now runs at x8 width (corrected)", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 19, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0023, .text = "UPI phy L0c error corrected without a phy reset", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 19, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0024, .text = "UPI phy L0c error, corrected by a phy reset", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 19, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0025, .text = "UPI phy L0p exit error, corrected by a phy reset", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 19, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0030, .text = "UPI Rx: CRC error, link-level retry succeeded without phy re-init", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 19, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0031, .text = "UPI Rx: CRC error, link-level retry succeeded after phy re-init", .src = REF_SDM_T16_28 },
	/* UPI code 0x12, detail flags 31:22 (Skylake-SP, bank 5) */
	{ .plat = PLAT_SKX, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x007f, .mscod = 0x0052, .text = "phy control error", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x00bf, .mscod = 0x0092, .text = "unexpected Retry.Ack flit", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x013f, .mscod = 0x0112, .text = "unexpected Retry.Req flit", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x023f, .mscod = 0x0212, .text = "RF parity error", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x043f, .mscod = 0x0412, .text = "routeback table error", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x083f, .mscod = 0x0812, .text = "unexpected Tx protocol flit (EOP, header or data)", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x103f, .mscod = 0x1012, .text = "Rx header/credit BGF credit overflow or underflow", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x203f, .mscod = 0x2012, .text = "link layer reset still running when the phy entered L0", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x403f, .mscod = 0x4012, .text = "link layer reset while protocol traffic was not idle", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x803f, .mscod = 0x8012, .text = "link layer Tx parity error", .src = REF_SDM_T16_28 },
	/* UPI code 0x12, detail flags 31:22 (Skylake-SP, bank 12) */
	{ .plat = PLAT_SKX, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x007f, .mscod = 0x0052, .text = "phy control error", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x00bf, .mscod = 0x0092, .text = "unexpected Retry.Ack flit", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x013f, .mscod = 0x0112, .text = "unexpected Retry.Req flit", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x023f, .mscod = 0x0212, .text = "RF parity error", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x043f, .mscod = 0x0412, .text = "routeback table error", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x083f, .mscod = 0x0812, .text = "unexpected Tx protocol flit (EOP, header or data)", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x103f, .mscod = 0x1012, .text = "Rx header/credit BGF credit overflow or underflow", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x203f, .mscod = 0x2012, .text = "link layer reset still running when the phy entered L0", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x403f, .mscod = 0x4012, .text = "link layer reset while protocol traffic was not idle", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x803f, .mscod = 0x8012, .text = "link layer Tx parity error", .src = REF_SDM_T16_28 },
	/* UPI code 0x12, detail flags 31:22 (Skylake-SP, bank 19) */
	{ .plat = PLAT_SKX, .lo = 19, .hi = 19, .kind = MS_EACH, .mscod_mask = 0x007f, .mscod = 0x0052, .text = "phy control error", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 19, .hi = 19, .kind = MS_EACH, .mscod_mask = 0x00bf, .mscod = 0x0092, .text = "unexpected Retry.Ack flit", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 19, .hi = 19, .kind = MS_EACH, .mscod_mask = 0x013f, .mscod = 0x0112, .text = "unexpected Retry.Req flit", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 19, .hi = 19, .kind = MS_EACH, .mscod_mask = 0x023f, .mscod = 0x0212, .text = "RF parity error", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 19, .hi = 19, .kind = MS_EACH, .mscod_mask = 0x043f, .mscod = 0x0412, .text = "routeback table error", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 19, .hi = 19, .kind = MS_EACH, .mscod_mask = 0x083f, .mscod = 0x0812, .text = "unexpected Tx protocol flit (EOP, header or data)", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 19, .hi = 19, .kind = MS_EACH, .mscod_mask = 0x103f, .mscod = 0x1012, .text = "Rx header/credit BGF credit overflow or underflow", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 19, .hi = 19, .kind = MS_EACH, .mscod_mask = 0x203f, .mscod = 0x2012, .text = "link layer reset still running when the phy entered L0", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 19, .hi = 19, .kind = MS_EACH, .mscod_mask = 0x403f, .mscod = 0x4012, .text = "link layer reset while protocol traffic was not idle", .src = REF_SDM_T16_28 },
	{ .plat = PLAT_SKX, .lo = 19, .hi = 19, .kind = MS_EACH, .mscod_mask = 0x803f, .mscod = 0x8012, .text = "link layer Tx parity error", .src = REF_SDM_T16_28 },
	/* M2M (mesh-to-memory) MSCOD flag bits 23:16, any of them together: SDM 3B
	 * table 16-30 (Skylake-SP; bit 17 reserved); the same bits on Ice Lake,
	 * from mcelog i10nm.c (m2m[], decoded with decode_bitfield). */
	{ .plat = PLAT_SKX, .lo = 7, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x0001, .mscod = 0x0001, .text = "M2M: memory controller read data error", .src = REF_SDM_T16_30 },
	{ .plat = PLAT_SKX, .lo = 7, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x0004, .mscod = 0x0004, .text = "M2M: memory controller partial write data error", .src = REF_SDM_T16_30 },
	{ .plat = PLAT_SKX, .lo = 7, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x0008, .mscod = 0x0008, .text = "M2M: full write data error", .src = REF_SDM_T16_30 },
	{ .plat = PLAT_SKX, .lo = 7, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x0010, .mscod = 0x0010, .text = "M2M: clock-domain-crossing buffer (BGF) error", .src = REF_SDM_T16_30 },
	{ .plat = PLAT_SKX, .lo = 7, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x0020, .mscod = 0x0020, .text = "M2M: timeout", .src = REF_SDM_T16_30 },
	{ .plat = PLAT_SKX, .lo = 7, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x0040, .mscod = 0x0040, .text = "M2M: tracker parity error", .src = REF_SDM_T16_30 },
	{ .plat = PLAT_SKX, .lo = 7, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x0080, .mscod = 0x0080, .text = "M2M: bucket1 error (fatal)", .src = REF_SDM_T16_30 },
	{ .plat = PLAT_SKX, .lo = 13, .hi = 18, .kind = MS_EACH, .mscod_mask = 0x0801, .mscod = 0x0001, .text = "address parity error", .src = REF_SDM_T16_29 },
	{ .plat = PLAT_SKX, .lo = 13, .hi = 18, .kind = MS_EACH, .mscod_mask = 0x0802, .mscod = 0x0002, .text = "home agent write data parity error", .src = REF_SDM_T16_29 },
	{ .plat = PLAT_SKX, .lo = 13, .hi = 18, .kind = MS_EACH, .mscod_mask = 0x0804, .mscod = 0x0004, .text = "home agent write byte-enable parity error", .src = REF_SDM_T16_29 },
	{ .plat = PLAT_SKX, .lo = 13, .hi = 18, .kind = MS_EACH, .mscod_mask = 0x0808, .mscod = 0x0008, .text = "corrected patrol scrub error", .src = REF_SDM_T16_29 },
	{ .plat = PLAT_SKX, .lo = 13, .hi = 18, .kind = MS_EACH, .mscod_mask = 0x0810, .mscod = 0x0010, .text = "uncorrected patrol scrub error", .src = REF_SDM_T16_29 },
	{ .plat = PLAT_SKX, .lo = 13, .hi = 18, .kind = MS_EACH, .mscod_mask = 0x0820, .mscod = 0x0020, .text = "corrected spare error", .src = REF_SDM_T16_29 },
	{ .plat = PLAT_SKX, .lo = 13, .hi = 18, .kind = MS_EACH, .mscod_mask = 0x0840, .mscod = 0x0040, .text = "uncorrected spare error", .src = REF_SDM_T16_29 },
	{ .plat = PLAT_SKX, .lo = 13, .hi = 18, .kind = MS_EACH, .mscod_mask = 0x0880, .mscod = 0x0080, .text = "home agent read error (any)", .src = REF_SDM_T16_29 },
	{ .plat = PLAT_SKX, .lo = 13, .hi = 18, .kind = MS_EACH, .mscod_mask = 0x0900, .mscod = 0x0100, .text = "write data buffer (WDB) read parity error", .src = REF_SDM_T16_29 },
	{ .plat = PLAT_SKX, .lo = 13, .hi = 18, .kind = MS_EACH, .mscod_mask = 0x0a00, .mscod = 0x0200, .text = "DDR4 command/address parity error", .src = REF_SDM_T16_29 },
	{ .plat = PLAT_SKX, .lo = 13, .hi = 18, .kind = MS_EACH, .mscod_mask = 0x0c00, .mscod = 0x0400, .text = "uncorrected address parity error", .src = REF_SDM_T16_29 },
	{ .plat = PLAT_SKX, .lo = 13, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0800, .text = "DDR-T: unrecognised request type", .src = REF_SDM_T16_29 },
	{ .plat = PLAT_SKX, .lo = 13, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0801, .text = "DDR-T: read response to an invalid scoreboard entry", .src = REF_SDM_T16_29 },
	{ .plat = PLAT_SKX, .lo = 13, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0802, .text = "DDR-T: unexpected read response", .src = REF_SDM_T16_29 },
	{ .plat = PLAT_SKX, .lo = 13, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0803, .text = "DDR4 completion to an invalid scoreboard entry", .src = REF_SDM_T16_29 },
	{ .plat = PLAT_SKX, .lo = 13, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0804, .text = "DDR-T: completion to an invalid scoreboard entry", .src = REF_SDM_T16_29 },
	{ .plat = PLAT_SKX, .lo = 13, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0805, .text = "DDR-T: completion FIFO overflow", .src = REF_SDM_T16_29 },
	{ .plat = PLAT_SKX, .lo = 13, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0806, .text = "DDR-T: correctable parity error", .src = REF_SDM_T16_29 },
	{ .plat = PLAT_SKX, .lo = 13, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0807, .text = "DDR-T: uncorrectable error", .src = REF_SDM_T16_29 },
	{ .plat = PLAT_SKX, .lo = 13, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0808, .text = "DDR-T: interrupt while an earlier one was not acknowledged", .src = REF_SDM_T16_29 },
	{ .plat = PLAT_SKX, .lo = 13, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0809, .text = "DDR-T: ERID FIFO overflow", .src = REF_SDM_T16_29 },
	{ .plat = PLAT_SKX, .lo = 13, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080a, .text = "DDR-T: error on write credits", .src = REF_SDM_T16_29 },
	{ .plat = PLAT_SKX, .lo = 13, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080b, .text = "DDR-T: error on read credits", .src = REF_SDM_T16_29 },
	{ .plat = PLAT_SKX, .lo = 13, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080c, .text = "DDR-T: scheduler error", .src = REF_SDM_T16_29 },
	{ .plat = PLAT_SKX, .lo = 13, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080d, .text = "DDR-T: error event", .src = REF_SDM_T16_29 },

	/* ---- Ice Lake-SP: mcelog i10nm.c, rasdaemon mce-intel-i10nm.c;
	 * SDM 3B 17.11 (06_6AH/06_6CH) per the kernel's i10nm comments.  Tx
	 * received LLR (0x32) is only in mcelog/rasdaemon. */
	/* PCU on Ice Lake / Sapphire Rapids / Snow Ridge: code in 31:24, clock/power
	 * codes in 23:20, microcontroller codes in 19:16, three fields decoded each
	 * on its own.  mcelog i10nm.c and sapphire.c (identical lists; pcu1, pcu2,
	 * pcu3 each decoded when non-zero), rasdaemon mce-intel-i10nm.c.  The 19:16
	 * rows are MS_EACH here, MS_FIRST on Sapphire Rapids, where MCACOD 0x040c
	 * gives that field another meaning. */
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0d00, .text = "LLC BIST still active at timeout", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0e00, .text = "DMI link training timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0f00, .text = "DMI strap set arrival timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1000, .text = "DMI CPU reset acknowledge timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1100, .text = "more than one LT (TXT) agent", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1400, .text = "incompatible PCH type", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1e00, .text = "BIOS reset-complete sequence out of order", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1f00, .text = "BIOS set an invalid package state configuration", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x2d00, .text = "PCU PMAX calibration error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x2e00, .text = "TSC100 synchronisation timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x3a00, .text = "GPSB sideband timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x3b00, .text = "PMSB sideband timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x3e00, .text = "IOSF sideband PMREQ completion timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4000, .text = "SVID: VCCIN VR ICC max failure", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4200, .text = "SVID: VCCIN VR VOUT failure", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4300, .text = "SVID: CPU VR capability error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4400, .text = "SVID: critical VR failed", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4500, .text = "SVID: SA ITD error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4600, .text = "SVID register read failed", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4700, .text = "SVID register write failed", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4a00, .text = "SVID package C-state request failed", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4b00, .text = "SVID IMON request failed", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4c00, .text = "SVID alert request failed", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4d00, .text = "SVID: MCP VR ramp error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5600, .text = "FIVR power-delivery hard error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5800, .text = "package C-state watchdog timed out (secondary)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5900, .text = "package C-state watchdog timed out (main)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5a00, .text = "package S-state watchdog timed out (main)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5b00, .text = "message channel state machine watchdog timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5c00, .text = "bulk CR state machine watchdog timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5d00, .text = "IOSF sideband state machine watchdog timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6000, .text = "package S-state safe wake point timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6100, .text = "package S-state CPD/UNCPD timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6200, .text = "invalid package S-state request from the PCH", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6300, .text = "invalid internal package S-state request", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6400, .text = "invalid internal package S-state response", .src = REF_MCELOG_I10NM },
	/* 0x65-0x7a: one meaning, in aligned pieces */
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6500, .text = "package S-state reset preparation timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xfe00, .mscod = 0x6600, .text = "package S-state reset preparation timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xf800, .mscod = 0x6800, .text = "package S-state reset preparation timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xf800, .mscod = 0x7000, .text = "package S-state reset preparation timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xfe00, .mscod = 0x7800, .text = "package S-state reset preparation timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7a00, .text = "package S-state reset preparation timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7b00, .text = "SMBus VPP pause timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7c00, .text = "SMBus MCP pause timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7d00, .text = "SMBus SPD pause timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8000, .text = "package C-state dispatcher busy timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8100, .text = "invalid package C-state response from the PCH", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8300, .text = "package C-state watchdog: hang while powering CBZ down", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8400, .text = "package C-state watchdog: hang while powering CBZ up", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8700, .text = "package C-state watchdog: hang in C2 (block master)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8800, .text = "package C-state watchdog: hang in C2 (PS limit)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8900, .text = "package C-state watchdog: hang in SETDISP", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8b00, .text = "package C-state allow-L1 error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x9000, .text = "die too hot (recoverable thermal event)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0xa000, .text = "ADR signal timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0xa100, .text = "BCLK frequency above the overclocking threshold", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0xb000, .text = "dispatcher run busy timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x00f0, .mscod = 0x0040, .text = "clock/power IP response timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x00f0, .mscod = 0x0050, .text = "SMBus controller raised an SMI", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x00f0, .mscod = 0x0090, .text = "PM controller received an invalid transaction", .src = REF_MCELOG_I10NM },
	/* PCU microcontroller codes in 19:16 (Ice Lake-SP) */
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0001, .text = "PCU microcontroller: instruction address out of range", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0002, .text = "PCU microcontroller: double-bit RAM error on instruction fetch", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0003, .text = "PCU microcontroller: invalid opcode", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0004, .text = "PCU microcontroller: stack underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0005, .text = "PCU microcontroller: stack overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0006, .text = "PCU microcontroller: data address out of range", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0007, .text = "PCU microcontroller: double-bit RAM error on data fetch", .src = REF_MCELOG_I10NM },
	/* UPI MSCOD, status 21:16 (Ice Lake-SP, bank 5) */
	{ .plat = PLAT_ICX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0000, .text = "UPI phy initialisation failed (uncorrected)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0001, .text = "UPI phy: drift buffer alarm (uncorrected)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0002, .text = "UPI phy: latency buffer rollover (uncorrected)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0010, .text = "UPI Rx: CRC error, link-level retry gave up (abort state)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0011, .text = "UPI Rx: unsupported or undefined packet", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0012, .text = "UPI link layer or phy control error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0013, .text = "UPI Rx: parameter exchange exception", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x001f, .text = "UPI link layer: control error from the link-mesh interface", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0020, .text = "UPI phy initialisation aborted (corrected)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0021, .text = "UPI phy reset (corrected)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0022, .text = "UPI phy lane failure, link now runs at x8 width (corrected)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0023, .text = "UPI phy L0c error corrected without a phy reset", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0024, .text = "UPI phy L0c error, corrected by a phy reset", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0025, .text = "UPI phy L0p exit error, corrected by a phy reset", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0030, .text = "UPI Rx: CRC error, link-level retry succeeded without phy re-init", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0031, .text = "UPI Rx: CRC error, link-level retry succeeded after phy re-init", .src = REF_MCELOG_I10NM },
	/* UPI MSCOD, status 21:16 (Ice Lake-SP, banks 7-8) */
	{ .plat = PLAT_ICX, .lo = 7, .hi = 8, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0000, .text = "UPI phy initialisation failed (uncorrected)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 7, .hi = 8, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0001, .text = "UPI phy: drift buffer alarm (uncorrected)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 7, .hi = 8, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0002, .text = "UPI phy: latency buffer rollover (uncorrected)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 7, .hi = 8, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0010, .text = "UPI Rx: CRC error, link-level retry gave up (abort state)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 7, .hi = 8, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0011, .text = "UPI Rx: unsupported or undefined packet", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 7, .hi = 8, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0012, .text = "UPI link layer or phy control error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 7, .hi = 8, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0013, .text = "UPI Rx: parameter exchange exception", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 7, .hi = 8, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x001f, .text = "UPI link layer: control error from the link-mesh interface", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 7, .hi = 8, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0020, .text = "UPI phy initialisation aborted (corrected)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 7, .hi = 8, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0021, .text = "UPI phy reset (corrected)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 7, .hi = 8, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0022, .text = "UPI phy lane failure, link now runs at x8 width (corrected)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 7, .hi = 8, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0023, .text = "UPI phy L0c error corrected without a phy reset", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 7, .hi = 8, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0024, .text = "UPI phy L0c error, corrected by a phy reset", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 7, .hi = 8, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0025, .text = "UPI phy L0p exit error, corrected by a phy reset", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 7, .hi = 8, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0030, .text = "UPI Rx: CRC error, link-level retry succeeded without phy re-init", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 7, .hi = 8, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0031, .text = "UPI Rx: CRC error, link-level retry succeeded after phy re-init", .src = REF_MCELOG_I10NM },
	/* UPI code 0x12, detail flags 31:22 (Ice Lake-SP, bank 5) */
	{ .plat = PLAT_ICX, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x007f, .mscod = 0x0052, .text = "phy control error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x00bf, .mscod = 0x0092, .text = "unexpected Retry.Ack flit", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x013f, .mscod = 0x0112, .text = "unexpected Retry.Req flit", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x023f, .mscod = 0x0212, .text = "RF parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x043f, .mscod = 0x0412, .text = "routeback table error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x083f, .mscod = 0x0812, .text = "unexpected Tx protocol flit (EOP, header or data)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x103f, .mscod = 0x1012, .text = "Rx header/credit BGF credit overflow or underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x203f, .mscod = 0x2012, .text = "link layer reset still running when the phy entered L0", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x403f, .mscod = 0x4012, .text = "link layer reset while protocol traffic was not idle", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x803f, .mscod = 0x8012, .text = "link layer Tx parity error", .src = REF_MCELOG_I10NM },
	/* UPI code 0x12, detail flags 31:22 (Ice Lake-SP, banks 7-8) */
	{ .plat = PLAT_ICX, .lo = 7, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x007f, .mscod = 0x0052, .text = "phy control error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 7, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x00bf, .mscod = 0x0092, .text = "unexpected Retry.Ack flit", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 7, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x013f, .mscod = 0x0112, .text = "unexpected Retry.Req flit", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 7, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x023f, .mscod = 0x0212, .text = "RF parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 7, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x043f, .mscod = 0x0412, .text = "routeback table error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 7, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x083f, .mscod = 0x0812, .text = "unexpected Tx protocol flit (EOP, header or data)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 7, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x103f, .mscod = 0x1012, .text = "Rx header/credit BGF credit overflow or underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 7, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x203f, .mscod = 0x2012, .text = "link layer reset still running when the phy entered L0", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 7, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x403f, .mscod = 0x4012, .text = "link layer reset while protocol traffic was not idle", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 7, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x803f, .mscod = 0x8012, .text = "link layer Tx parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0032, .text = "UPI Tx: link-level retry request received", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 7, .hi = 8, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0032, .text = "UPI Tx: link-level retry request received", .src = REF_MCELOG_I10NM },
	/* M2M flag bits 23:16 (Ice Lake-SP, bank 12) */
	{ .plat = PLAT_ICX, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x0001, .mscod = 0x0001, .text = "M2M: memory controller read data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x0004, .mscod = 0x0004, .text = "M2M: memory controller partial write data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x0008, .mscod = 0x0008, .text = "M2M: full write data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x0010, .mscod = 0x0010, .text = "M2M: clock-domain-crossing buffer (BGF) error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x0020, .mscod = 0x0020, .text = "M2M: timeout", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x0040, .mscod = 0x0040, .text = "M2M: tracker parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x0080, .mscod = 0x0080, .text = "M2M: bucket1 error (fatal)", .src = REF_MCELOG_I10NM },
	/* M2M flag bits 23:16 (Ice Lake-SP, bank 16) */
	{ .plat = PLAT_ICX, .lo = 16, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0001, .mscod = 0x0001, .text = "M2M: memory controller read data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 16, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0004, .mscod = 0x0004, .text = "M2M: memory controller partial write data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 16, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0008, .mscod = 0x0008, .text = "M2M: full write data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 16, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0010, .mscod = 0x0010, .text = "M2M: clock-domain-crossing buffer (BGF) error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 16, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0020, .mscod = 0x0020, .text = "M2M: timeout", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 16, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0040, .mscod = 0x0040, .text = "M2M: tracker parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 16, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0080, .mscod = 0x0080, .text = "M2M: bucket1 error (fatal)", .src = REF_MCELOG_I10NM },
	/* M2M flag bits 23:16 (Ice Lake-SP, bank 20) */
	{ .plat = PLAT_ICX, .lo = 20, .hi = 20, .kind = MS_EACH, .mscod_mask = 0x0001, .mscod = 0x0001, .text = "M2M: memory controller read data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 20, .hi = 20, .kind = MS_EACH, .mscod_mask = 0x0004, .mscod = 0x0004, .text = "M2M: memory controller partial write data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 20, .hi = 20, .kind = MS_EACH, .mscod_mask = 0x0008, .mscod = 0x0008, .text = "M2M: full write data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 20, .hi = 20, .kind = MS_EACH, .mscod_mask = 0x0010, .mscod = 0x0010, .text = "M2M: clock-domain-crossing buffer (BGF) error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 20, .hi = 20, .kind = MS_EACH, .mscod_mask = 0x0020, .mscod = 0x0020, .text = "M2M: timeout", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 20, .hi = 20, .kind = MS_EACH, .mscod_mask = 0x0040, .mscod = 0x0040, .text = "M2M: tracker parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 20, .hi = 20, .kind = MS_EACH, .mscod_mask = 0x0080, .mscod = 0x0080, .text = "M2M: bucket1 error (fatal)", .src = REF_MCELOG_I10NM },
	/* M2M flag bits 23:16 (Ice Lake-SP, bank 24) */
	{ .plat = PLAT_ICX, .lo = 24, .hi = 24, .kind = MS_EACH, .mscod_mask = 0x0001, .mscod = 0x0001, .text = "M2M: memory controller read data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 24, .hi = 24, .kind = MS_EACH, .mscod_mask = 0x0004, .mscod = 0x0004, .text = "M2M: memory controller partial write data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 24, .hi = 24, .kind = MS_EACH, .mscod_mask = 0x0008, .mscod = 0x0008, .text = "M2M: full write data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 24, .hi = 24, .kind = MS_EACH, .mscod_mask = 0x0010, .mscod = 0x0010, .text = "M2M: clock-domain-crossing buffer (BGF) error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 24, .hi = 24, .kind = MS_EACH, .mscod_mask = 0x0020, .mscod = 0x0020, .text = "M2M: timeout", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 24, .hi = 24, .kind = MS_EACH, .mscod_mask = 0x0040, .mscod = 0x0040, .text = "M2M: tracker parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 24, .hi = 24, .kind = MS_EACH, .mscod_mask = 0x0080, .mscod = 0x0080, .text = "M2M: bucket1 error (fatal)", .src = REF_MCELOG_I10NM },
	/* M2M on Ice Lake / Ice Lake-D / Snow Ridge: two number fields above the
	 * flags, whose values no source explains: DDR type 25:24, miscellaneous
	 * errors 31:26 (mcelog i10nm.c and rasdaemon print them as numbers). */
	{ .plat = PLAT_ICX, .lo = 12, .hi = 12, .kind = MS_NUMBER, .mscod_mask = 0x0300, .mscod = 0x0000, .text = "M2M DDR type field", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 12, .hi = 12, .kind = MS_NUMBER, .mscod_mask = 0xfc00, .mscod = 0x0000, .text = "M2M miscellaneous-errors field", .src = REF_MCELOG_I10NM },
	/* M2M number fields 25:24 and 31:26 (Ice Lake-SP, bank 16) */
	{ .plat = PLAT_ICX, .lo = 16, .hi = 16, .kind = MS_NUMBER, .mscod_mask = 0x0300, .mscod = 0x0000, .text = "M2M DDR type field", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 16, .hi = 16, .kind = MS_NUMBER, .mscod_mask = 0xfc00, .mscod = 0x0000, .text = "M2M miscellaneous-errors field", .src = REF_MCELOG_I10NM },
	/* M2M number fields 25:24 and 31:26 (Ice Lake-SP, bank 20) */
	{ .plat = PLAT_ICX, .lo = 20, .hi = 20, .kind = MS_NUMBER, .mscod_mask = 0x0300, .mscod = 0x0000, .text = "M2M DDR type field", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 20, .hi = 20, .kind = MS_NUMBER, .mscod_mask = 0xfc00, .mscod = 0x0000, .text = "M2M miscellaneous-errors field", .src = REF_MCELOG_I10NM },
	/* M2M number fields 25:24 and 31:26 (Ice Lake-SP, bank 24) */
	{ .plat = PLAT_ICX, .lo = 24, .hi = 24, .kind = MS_NUMBER, .mscod_mask = 0x0300, .mscod = 0x0000, .text = "M2M DDR type field", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 24, .hi = 24, .kind = MS_NUMBER, .mscod_mask = 0xfc00, .mscod = 0x0000, .text = "M2M miscellaneous-errors field", .src = REF_MCELOG_I10NM },
	/* Ice Lake / Snow Ridge memory controller: status 31:24 picks a group,
	 * 23:16 the error.  mcelog i10nm.c, rasdaemon mce-intel-i10nm.c; the
	 * kernel's i10nm_mscod_is_ddrt() names 0x0106-0x0107 and the 0x08xx DDR-T
	 * codes (SDM 3B 17.11.3). */
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0001, .text = "address parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0002, .text = "data parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0003, .text = "data ECC error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0004, .text = "data byte-enable parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0005, .text = "received uncorrectable data", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0006, .text = "received uncorrectable metadata", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0007, .text = "transaction ID parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0008, .text = "corrected patrol scrub error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0010, .text = "uncorrected patrol scrub error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0020, .text = "corrected spare error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0040, .text = "uncorrected spare error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0080, .text = "corrected read error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00a0, .text = "uncorrected read error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00c0, .text = "uncorrected metadata", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0100, .text = "write data buffer (WDB) read parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0103, .text = "read pending address (RPA) parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0105, .text = "write pending address (WPA) parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0106, .text = "DDR-T DPPP data byte-enable error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0107, .text = "DDR-T DPPP data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0108, .text = "DDR link failure", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0111, .text = "PCLS CAM error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0112, .text = "PCLS data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0200, .text = "DDR4 command/address parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0220, .text = "HBM command/address parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0221, .text = "HBM data parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0400, .text = "read pending queue (RPQ) parity error, primary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0401, .text = "read pending queue (RPQ) parity error, buddy", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0404, .text = "write pending queue (WPQ) parity error, primary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0405, .text = "write pending queue (WPQ) parity error, buddy", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0408, .text = "read pending buffer (RPB) parity error, primary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0409, .text = "read pending buffer (RPB) parity error, buddy", .src = REF_MCELOG_I10NM },
	/* DDR-T / CMI / TME group 0x08xx (ICX and SPR; SPR renames 0x0803) */
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0800, .text = "DDR-T bad request", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0801, .text = "DDR data response to an invalid entry", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0802, .text = "DDR data response to an entry not expecting data", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0803, .text = "DDR4 completion to an invalid entry", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0804, .text = "DDR-T completion to an invalid entry", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0805, .text = "DDR data/completion FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0806, .text = "DDR-T ERID correctable parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0807, .text = "DDR-T ERID uncorrectable error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0808, .text = "DDR-T interrupt while an earlier one was not acknowledged", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0809, .text = "ERID FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080a, .text = "DDR-T error on FNV write credits", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080b, .text = "DDR-T error on FNV read credits", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080c, .text = "DDR-T scheduler error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080d, .text = "DDR-T FNV error event", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080e, .text = "DDR-T FNV thermal event", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080f, .text = "CMI packet while idle", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0810, .text = "DDR-T RPQ request parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0811, .text = "DDR-T WPQ request parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0812, .text = "2LM near-memory fill-write CAM error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0813, .text = "CMI credit oversubscription", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0814, .text = "CMI total credit count error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0815, .text = "CMI reserved credit pool error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0816, .text = "DDR-T read error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0817, .text = "WDB FIFO error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0818, .text = "CMI request FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0819, .text = "CMI request FIFO underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081a, .text = "CMI response FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081b, .text = "CMI response FIFO underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081c, .text = "CMI miscellaneous credit error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081d, .text = "CMI miscellaneous arbitration error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081e, .text = "DDR-T write completion FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081f, .text = "DDR-T write completion FIFO underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0820, .text = "CMI read completion FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0821, .text = "CMI read completion FIFO underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0822, .text = "TME key parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0823, .text = "TME CMI miscellaneous error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0824, .text = "TME CMI overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0825, .text = "TME CMI underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0826, .text = "TME TEM secure error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0827, .text = "TME underfill parity error", .src = REF_MCELOG_I10NM },
	/* TME codes 0x0829-0x082e and the mirror-secondary group 0x10xx: mcelog
	 * i10nm.c and sapphire.c (imc_8[] 0x29-0x2e, imc_10[]), rasdaemon
	 * mce-intel-i10nm.c (the same lists, used for Ice Lake and Sapphire Rapids
	 * alike). */
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0829, .text = "memory controller internal error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082a, .text = "TME integrity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082b, .text = "TME TDX error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082c, .text = "TME underfill TEM secure error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082d, .text = "TME key poison error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082e, .text = "TME security engine error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1008, .text = "corrected patrol scrub error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1010, .text = "uncorrected patrol scrub error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1020, .text = "corrected spare error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1040, .text = "uncorrected spare error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1080, .text = "corrected read error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x10a0, .text = "uncorrected read error on the mirror secondary", .src = REF_MCELOG_I10NM },
	/* memory controller, as on Ice Lake (Ice Lake-SP, banks 17-19) */
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0001, .text = "address parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0002, .text = "data parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0003, .text = "data ECC error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0004, .text = "data byte-enable parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0005, .text = "received uncorrectable data", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0006, .text = "received uncorrectable metadata", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0007, .text = "transaction ID parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0008, .text = "corrected patrol scrub error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0010, .text = "uncorrected patrol scrub error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0020, .text = "corrected spare error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0040, .text = "uncorrected spare error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0080, .text = "corrected read error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00a0, .text = "uncorrected read error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00c0, .text = "uncorrected metadata", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0100, .text = "write data buffer (WDB) read parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0103, .text = "read pending address (RPA) parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0105, .text = "write pending address (WPA) parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0106, .text = "DDR-T DPPP data byte-enable error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0107, .text = "DDR-T DPPP data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0108, .text = "DDR link failure", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0111, .text = "PCLS CAM error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0112, .text = "PCLS data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0200, .text = "DDR4 command/address parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0220, .text = "HBM command/address parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0221, .text = "HBM data parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0400, .text = "read pending queue (RPQ) parity error, primary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0401, .text = "read pending queue (RPQ) parity error, buddy", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0404, .text = "write pending queue (WPQ) parity error, primary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0405, .text = "write pending queue (WPQ) parity error, buddy", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0408, .text = "read pending buffer (RPB) parity error, primary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0409, .text = "read pending buffer (RPB) parity error, buddy", .src = REF_MCELOG_I10NM },
	/* DDR-T / CMI / TME group 0x08xx (Ice Lake-SP, banks 17-19) */
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0800, .text = "DDR-T bad request", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0801, .text = "DDR data response to an invalid entry", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0802, .text = "DDR data response to an entry not expecting data", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0803, .text = "DDR4 completion to an invalid entry", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0804, .text = "DDR-T completion to an invalid entry", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0805, .text = "DDR data/completion FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0806, .text = "DDR-T ERID correctable parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0807, .text = "DDR-T ERID uncorrectable error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0808, .text = "DDR-T interrupt while an earlier one was not acknowledged", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0809, .text = "ERID FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080a, .text = "DDR-T error on FNV write credits", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080b, .text = "DDR-T error on FNV read credits", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080c, .text = "DDR-T scheduler error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080d, .text = "DDR-T FNV error event", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080e, .text = "DDR-T FNV thermal event", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080f, .text = "CMI packet while idle", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0810, .text = "DDR-T RPQ request parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0811, .text = "DDR-T WPQ request parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0812, .text = "2LM near-memory fill-write CAM error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0813, .text = "CMI credit oversubscription", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0814, .text = "CMI total credit count error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0815, .text = "CMI reserved credit pool error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0816, .text = "DDR-T read error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0817, .text = "WDB FIFO error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0818, .text = "CMI request FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0819, .text = "CMI request FIFO underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081a, .text = "CMI response FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081b, .text = "CMI response FIFO underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081c, .text = "CMI miscellaneous credit error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081d, .text = "CMI miscellaneous arbitration error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081e, .text = "DDR-T write completion FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081f, .text = "DDR-T write completion FIFO underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0820, .text = "CMI read completion FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0821, .text = "CMI read completion FIFO underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0822, .text = "TME key parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0823, .text = "TME CMI miscellaneous error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0824, .text = "TME CMI overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0825, .text = "TME CMI underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0826, .text = "TME TEM secure error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0827, .text = "TME underfill parity error", .src = REF_MCELOG_I10NM },
	/* TME codes 0x0829-0x082e and the mirror-secondary group 0x10xx (Ice
	 * Lake-SP, banks 17-19) */
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0829, .text = "memory controller internal error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082a, .text = "TME integrity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082b, .text = "TME TDX error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082c, .text = "TME underfill TEM secure error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082d, .text = "TME key poison error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082e, .text = "TME security engine error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1008, .text = "corrected patrol scrub error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1010, .text = "uncorrected patrol scrub error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1020, .text = "corrected spare error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1040, .text = "uncorrected spare error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1080, .text = "corrected read error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x10a0, .text = "uncorrected read error on the mirror secondary", .src = REF_MCELOG_I10NM },
	/* memory controller, as on Ice Lake (Ice Lake-SP, banks 21-23) */
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0001, .text = "address parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0002, .text = "data parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0003, .text = "data ECC error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0004, .text = "data byte-enable parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0005, .text = "received uncorrectable data", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0006, .text = "received uncorrectable metadata", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0007, .text = "transaction ID parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0008, .text = "corrected patrol scrub error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0010, .text = "uncorrected patrol scrub error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0020, .text = "corrected spare error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0040, .text = "uncorrected spare error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0080, .text = "corrected read error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00a0, .text = "uncorrected read error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00c0, .text = "uncorrected metadata", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0100, .text = "write data buffer (WDB) read parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0103, .text = "read pending address (RPA) parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0105, .text = "write pending address (WPA) parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0106, .text = "DDR-T DPPP data byte-enable error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0107, .text = "DDR-T DPPP data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0108, .text = "DDR link failure", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0111, .text = "PCLS CAM error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0112, .text = "PCLS data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0200, .text = "DDR4 command/address parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0220, .text = "HBM command/address parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0221, .text = "HBM data parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0400, .text = "read pending queue (RPQ) parity error, primary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0401, .text = "read pending queue (RPQ) parity error, buddy", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0404, .text = "write pending queue (WPQ) parity error, primary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0405, .text = "write pending queue (WPQ) parity error, buddy", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0408, .text = "read pending buffer (RPB) parity error, primary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0409, .text = "read pending buffer (RPB) parity error, buddy", .src = REF_MCELOG_I10NM },
	/* DDR-T / CMI / TME group 0x08xx (Ice Lake-SP, banks 21-23) */
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0800, .text = "DDR-T bad request", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0801, .text = "DDR data response to an invalid entry", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0802, .text = "DDR data response to an entry not expecting data", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0803, .text = "DDR4 completion to an invalid entry", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0804, .text = "DDR-T completion to an invalid entry", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0805, .text = "DDR data/completion FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0806, .text = "DDR-T ERID correctable parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0807, .text = "DDR-T ERID uncorrectable error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0808, .text = "DDR-T interrupt while an earlier one was not acknowledged", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0809, .text = "ERID FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080a, .text = "DDR-T error on FNV write credits", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080b, .text = "DDR-T error on FNV read credits", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080c, .text = "DDR-T scheduler error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080d, .text = "DDR-T FNV error event", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080e, .text = "DDR-T FNV thermal event", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080f, .text = "CMI packet while idle", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0810, .text = "DDR-T RPQ request parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0811, .text = "DDR-T WPQ request parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0812, .text = "2LM near-memory fill-write CAM error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0813, .text = "CMI credit oversubscription", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0814, .text = "CMI total credit count error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0815, .text = "CMI reserved credit pool error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0816, .text = "DDR-T read error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0817, .text = "WDB FIFO error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0818, .text = "CMI request FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0819, .text = "CMI request FIFO underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081a, .text = "CMI response FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081b, .text = "CMI response FIFO underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081c, .text = "CMI miscellaneous credit error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081d, .text = "CMI miscellaneous arbitration error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081e, .text = "DDR-T write completion FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081f, .text = "DDR-T write completion FIFO underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0820, .text = "CMI read completion FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0821, .text = "CMI read completion FIFO underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0822, .text = "TME key parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0823, .text = "TME CMI miscellaneous error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0824, .text = "TME CMI overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0825, .text = "TME CMI underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0826, .text = "TME TEM secure error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0827, .text = "TME underfill parity error", .src = REF_MCELOG_I10NM },
	/* TME codes 0x0829-0x082e and the mirror-secondary group 0x10xx (Ice
	 * Lake-SP, banks 21-23) */
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0829, .text = "memory controller internal error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082a, .text = "TME integrity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082b, .text = "TME TDX error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082c, .text = "TME underfill TEM secure error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082d, .text = "TME key poison error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082e, .text = "TME security engine error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1008, .text = "corrected patrol scrub error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1010, .text = "uncorrected patrol scrub error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1020, .text = "corrected spare error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1040, .text = "uncorrected spare error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1080, .text = "corrected read error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 21, .hi = 23, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x10a0, .text = "uncorrected read error on the mirror secondary", .src = REF_MCELOG_I10NM },
	/* memory controller, as on Ice Lake (Ice Lake-SP, banks 25-27) */
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0001, .text = "address parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0002, .text = "data parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0003, .text = "data ECC error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0004, .text = "data byte-enable parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0005, .text = "received uncorrectable data", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0006, .text = "received uncorrectable metadata", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0007, .text = "transaction ID parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0008, .text = "corrected patrol scrub error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0010, .text = "uncorrected patrol scrub error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0020, .text = "corrected spare error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0040, .text = "uncorrected spare error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0080, .text = "corrected read error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00a0, .text = "uncorrected read error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00c0, .text = "uncorrected metadata", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0100, .text = "write data buffer (WDB) read parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0103, .text = "read pending address (RPA) parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0105, .text = "write pending address (WPA) parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0106, .text = "DDR-T DPPP data byte-enable error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0107, .text = "DDR-T DPPP data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0108, .text = "DDR link failure", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0111, .text = "PCLS CAM error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0112, .text = "PCLS data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0200, .text = "DDR4 command/address parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0220, .text = "HBM command/address parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0221, .text = "HBM data parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0400, .text = "read pending queue (RPQ) parity error, primary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0401, .text = "read pending queue (RPQ) parity error, buddy", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0404, .text = "write pending queue (WPQ) parity error, primary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0405, .text = "write pending queue (WPQ) parity error, buddy", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0408, .text = "read pending buffer (RPB) parity error, primary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0409, .text = "read pending buffer (RPB) parity error, buddy", .src = REF_MCELOG_I10NM },
	/* DDR-T / CMI / TME group 0x08xx (Ice Lake-SP, banks 25-27) */
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0800, .text = "DDR-T bad request", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0801, .text = "DDR data response to an invalid entry", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0802, .text = "DDR data response to an entry not expecting data", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0803, .text = "DDR4 completion to an invalid entry", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0804, .text = "DDR-T completion to an invalid entry", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0805, .text = "DDR data/completion FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0806, .text = "DDR-T ERID correctable parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0807, .text = "DDR-T ERID uncorrectable error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0808, .text = "DDR-T interrupt while an earlier one was not acknowledged", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0809, .text = "ERID FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080a, .text = "DDR-T error on FNV write credits", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080b, .text = "DDR-T error on FNV read credits", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080c, .text = "DDR-T scheduler error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080d, .text = "DDR-T FNV error event", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080e, .text = "DDR-T FNV thermal event", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080f, .text = "CMI packet while idle", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0810, .text = "DDR-T RPQ request parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0811, .text = "DDR-T WPQ request parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0812, .text = "2LM near-memory fill-write CAM error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0813, .text = "CMI credit oversubscription", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0814, .text = "CMI total credit count error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0815, .text = "CMI reserved credit pool error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0816, .text = "DDR-T read error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0817, .text = "WDB FIFO error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0818, .text = "CMI request FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0819, .text = "CMI request FIFO underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081a, .text = "CMI response FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081b, .text = "CMI response FIFO underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081c, .text = "CMI miscellaneous credit error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081d, .text = "CMI miscellaneous arbitration error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081e, .text = "DDR-T write completion FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081f, .text = "DDR-T write completion FIFO underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0820, .text = "CMI read completion FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0821, .text = "CMI read completion FIFO underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0822, .text = "TME key parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0823, .text = "TME CMI miscellaneous error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0824, .text = "TME CMI overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0825, .text = "TME CMI underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0826, .text = "TME TEM secure error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0827, .text = "TME underfill parity error", .src = REF_MCELOG_I10NM },
	/* TME codes 0x0829-0x082e and the mirror-secondary group 0x10xx (Ice
	 * Lake-SP, banks 25-27) */
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0829, .text = "memory controller internal error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082a, .text = "TME integrity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082b, .text = "TME TDX error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082c, .text = "TME underfill TEM secure error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082d, .text = "TME key poison error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082e, .text = "TME security engine error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1008, .text = "corrected patrol scrub error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1010, .text = "uncorrected patrol scrub error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1020, .text = "corrected spare error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1040, .text = "uncorrected spare error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1080, .text = "corrected read error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 25, .hi = 27, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x10a0, .text = "uncorrected read error on the mirror secondary", .src = REF_MCELOG_I10NM },

	/* ---- Ice Lake-D: same tables, its banks (rasdaemon icelake_de[]) */
	/* PCU codes in 31:24 and 23:20, as on Ice Lake (Ice Lake-D) */
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0d00, .text = "LLC BIST still active at timeout", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0e00, .text = "DMI link training timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0f00, .text = "DMI strap set arrival timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1000, .text = "DMI CPU reset acknowledge timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1100, .text = "more than one LT (TXT) agent", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1400, .text = "incompatible PCH type", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1e00, .text = "BIOS reset-complete sequence out of order", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1f00, .text = "BIOS set an invalid package state configuration", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x2d00, .text = "PCU PMAX calibration error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x2e00, .text = "TSC100 synchronisation timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x3a00, .text = "GPSB sideband timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x3b00, .text = "PMSB sideband timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x3e00, .text = "IOSF sideband PMREQ completion timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4000, .text = "SVID: VCCIN VR ICC max failure", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4200, .text = "SVID: VCCIN VR VOUT failure", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4300, .text = "SVID: CPU VR capability error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4400, .text = "SVID: critical VR failed", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4500, .text = "SVID: SA ITD error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4600, .text = "SVID register read failed", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4700, .text = "SVID register write failed", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4a00, .text = "SVID package C-state request failed", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4b00, .text = "SVID IMON request failed", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4c00, .text = "SVID alert request failed", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4d00, .text = "SVID: MCP VR ramp error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5600, .text = "FIVR power-delivery hard error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5800, .text = "package C-state watchdog timed out (secondary)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5900, .text = "package C-state watchdog timed out (main)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5a00, .text = "package S-state watchdog timed out (main)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5b00, .text = "message channel state machine watchdog timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5c00, .text = "bulk CR state machine watchdog timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5d00, .text = "IOSF sideband state machine watchdog timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6000, .text = "package S-state safe wake point timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6100, .text = "package S-state CPD/UNCPD timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6200, .text = "invalid package S-state request from the PCH", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6300, .text = "invalid internal package S-state request", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6400, .text = "invalid internal package S-state response", .src = REF_MCELOG_I10NM },
	/* 0x65-0x7a: one meaning, in aligned pieces */
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6500, .text = "package S-state reset preparation timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xfe00, .mscod = 0x6600, .text = "package S-state reset preparation timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xf800, .mscod = 0x6800, .text = "package S-state reset preparation timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xf800, .mscod = 0x7000, .text = "package S-state reset preparation timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xfe00, .mscod = 0x7800, .text = "package S-state reset preparation timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7a00, .text = "package S-state reset preparation timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7b00, .text = "SMBus VPP pause timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7c00, .text = "SMBus MCP pause timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7d00, .text = "SMBus SPD pause timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8000, .text = "package C-state dispatcher busy timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8100, .text = "invalid package C-state response from the PCH", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8300, .text = "package C-state watchdog: hang while powering CBZ down", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8400, .text = "package C-state watchdog: hang while powering CBZ up", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8700, .text = "package C-state watchdog: hang in C2 (block master)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8800, .text = "package C-state watchdog: hang in C2 (PS limit)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8900, .text = "package C-state watchdog: hang in SETDISP", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8b00, .text = "package C-state allow-L1 error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x9000, .text = "die too hot (recoverable thermal event)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0xa000, .text = "ADR signal timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0xa100, .text = "BCLK frequency above the overclocking threshold", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0xb000, .text = "dispatcher run busy timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x00f0, .mscod = 0x0040, .text = "clock/power IP response timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x00f0, .mscod = 0x0050, .text = "SMBus controller raised an SMI", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x00f0, .mscod = 0x0090, .text = "PM controller received an invalid transaction", .src = REF_MCELOG_I10NM },
	/* PCU microcontroller codes in 19:16 (Ice Lake-D) */
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0001, .text = "PCU microcontroller: instruction address out of range", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0002, .text = "PCU microcontroller: double-bit RAM error on instruction fetch", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0003, .text = "PCU microcontroller: invalid opcode", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0004, .text = "PCU microcontroller: stack underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0005, .text = "PCU microcontroller: stack overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0006, .text = "PCU microcontroller: data address out of range", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0007, .text = "PCU microcontroller: double-bit RAM error on data fetch", .src = REF_MCELOG_I10NM },
	/* M2M flag bits 23:16 (Ice Lake-D, bank 12) */
	{ .plat = PLAT_ICX_D, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x0001, .mscod = 0x0001, .text = "M2M: memory controller read data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x0004, .mscod = 0x0004, .text = "M2M: memory controller partial write data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x0008, .mscod = 0x0008, .text = "M2M: full write data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x0010, .mscod = 0x0010, .text = "M2M: clock-domain-crossing buffer (BGF) error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x0020, .mscod = 0x0020, .text = "M2M: timeout", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x0040, .mscod = 0x0040, .text = "M2M: tracker parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x0080, .mscod = 0x0080, .text = "M2M: bucket1 error (fatal)", .src = REF_MCELOG_I10NM },
	/* M2M flag bits 23:16 (Ice Lake-D, bank 16) */
	{ .plat = PLAT_ICX_D, .lo = 16, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0001, .mscod = 0x0001, .text = "M2M: memory controller read data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 16, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0004, .mscod = 0x0004, .text = "M2M: memory controller partial write data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 16, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0008, .mscod = 0x0008, .text = "M2M: full write data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 16, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0010, .mscod = 0x0010, .text = "M2M: clock-domain-crossing buffer (BGF) error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 16, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0020, .mscod = 0x0020, .text = "M2M: timeout", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 16, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0040, .mscod = 0x0040, .text = "M2M: tracker parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 16, .hi = 16, .kind = MS_EACH, .mscod_mask = 0x0080, .mscod = 0x0080, .text = "M2M: bucket1 error (fatal)", .src = REF_MCELOG_I10NM },
	/* M2M number fields 25:24 and 31:26 (Ice Lake-D, bank 12) */
	{ .plat = PLAT_ICX_D, .lo = 12, .hi = 12, .kind = MS_NUMBER, .mscod_mask = 0x0300, .mscod = 0x0000, .text = "M2M DDR type field", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 12, .hi = 12, .kind = MS_NUMBER, .mscod_mask = 0xfc00, .mscod = 0x0000, .text = "M2M miscellaneous-errors field", .src = REF_MCELOG_I10NM },
	/* M2M number fields 25:24 and 31:26 (Ice Lake-D, bank 16) */
	{ .plat = PLAT_ICX_D, .lo = 16, .hi = 16, .kind = MS_NUMBER, .mscod_mask = 0x0300, .mscod = 0x0000, .text = "M2M DDR type field", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 16, .hi = 16, .kind = MS_NUMBER, .mscod_mask = 0xfc00, .mscod = 0x0000, .text = "M2M miscellaneous-errors field", .src = REF_MCELOG_I10NM },
	/* memory controller, as on Ice Lake (Ice Lake-D, banks 13-15) */
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0001, .text = "address parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0002, .text = "data parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0003, .text = "data ECC error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0004, .text = "data byte-enable parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0005, .text = "received uncorrectable data", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0006, .text = "received uncorrectable metadata", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0007, .text = "transaction ID parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0008, .text = "corrected patrol scrub error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0010, .text = "uncorrected patrol scrub error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0020, .text = "corrected spare error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0040, .text = "uncorrected spare error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0080, .text = "corrected read error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00a0, .text = "uncorrected read error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00c0, .text = "uncorrected metadata", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0100, .text = "write data buffer (WDB) read parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0103, .text = "read pending address (RPA) parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0105, .text = "write pending address (WPA) parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0106, .text = "DDR-T DPPP data byte-enable error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0107, .text = "DDR-T DPPP data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0108, .text = "DDR link failure", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0111, .text = "PCLS CAM error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0112, .text = "PCLS data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0200, .text = "DDR4 command/address parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0220, .text = "HBM command/address parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0221, .text = "HBM data parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0400, .text = "read pending queue (RPQ) parity error, primary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0401, .text = "read pending queue (RPQ) parity error, buddy", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0404, .text = "write pending queue (WPQ) parity error, primary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0405, .text = "write pending queue (WPQ) parity error, buddy", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0408, .text = "read pending buffer (RPB) parity error, primary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0409, .text = "read pending buffer (RPB) parity error, buddy", .src = REF_MCELOG_I10NM },
	/* DDR-T / CMI / TME group 0x08xx (Ice Lake-D, banks 13-15) */
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0800, .text = "DDR-T bad request", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0801, .text = "DDR data response to an invalid entry", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0802, .text = "DDR data response to an entry not expecting data", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0803, .text = "DDR4 completion to an invalid entry", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0804, .text = "DDR-T completion to an invalid entry", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0805, .text = "DDR data/completion FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0806, .text = "DDR-T ERID correctable parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0807, .text = "DDR-T ERID uncorrectable error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0808, .text = "DDR-T interrupt while an earlier one was not acknowledged", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0809, .text = "ERID FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080a, .text = "DDR-T error on FNV write credits", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080b, .text = "DDR-T error on FNV read credits", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080c, .text = "DDR-T scheduler error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080d, .text = "DDR-T FNV error event", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080e, .text = "DDR-T FNV thermal event", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080f, .text = "CMI packet while idle", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0810, .text = "DDR-T RPQ request parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0811, .text = "DDR-T WPQ request parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0812, .text = "2LM near-memory fill-write CAM error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0813, .text = "CMI credit oversubscription", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0814, .text = "CMI total credit count error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0815, .text = "CMI reserved credit pool error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0816, .text = "DDR-T read error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0817, .text = "WDB FIFO error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0818, .text = "CMI request FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0819, .text = "CMI request FIFO underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081a, .text = "CMI response FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081b, .text = "CMI response FIFO underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081c, .text = "CMI miscellaneous credit error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081d, .text = "CMI miscellaneous arbitration error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081e, .text = "DDR-T write completion FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081f, .text = "DDR-T write completion FIFO underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0820, .text = "CMI read completion FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0821, .text = "CMI read completion FIFO underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0822, .text = "TME key parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0823, .text = "TME CMI miscellaneous error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0824, .text = "TME CMI overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0825, .text = "TME CMI underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0826, .text = "TME TEM secure error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0827, .text = "TME underfill parity error", .src = REF_MCELOG_I10NM },
	/* TME codes 0x0829-0x082e and the mirror-secondary group 0x10xx (Ice
	 * Lake-D, banks 13-15) */
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0829, .text = "memory controller internal error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082a, .text = "TME integrity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082b, .text = "TME TDX error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082c, .text = "TME underfill TEM secure error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082d, .text = "TME key poison error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082e, .text = "TME security engine error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1008, .text = "corrected patrol scrub error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1010, .text = "uncorrected patrol scrub error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1020, .text = "corrected spare error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1040, .text = "uncorrected spare error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1080, .text = "corrected read error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x10a0, .text = "uncorrected read error on the mirror secondary", .src = REF_MCELOG_I10NM },
	/* memory controller, as on Ice Lake (Ice Lake-D, banks 17-19) */
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0001, .text = "address parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0002, .text = "data parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0003, .text = "data ECC error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0004, .text = "data byte-enable parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0005, .text = "received uncorrectable data", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0006, .text = "received uncorrectable metadata", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0007, .text = "transaction ID parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0008, .text = "corrected patrol scrub error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0010, .text = "uncorrected patrol scrub error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0020, .text = "corrected spare error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0040, .text = "uncorrected spare error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0080, .text = "corrected read error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00a0, .text = "uncorrected read error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00c0, .text = "uncorrected metadata", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0100, .text = "write data buffer (WDB) read parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0103, .text = "read pending address (RPA) parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0105, .text = "write pending address (WPA) parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0106, .text = "DDR-T DPPP data byte-enable error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0107, .text = "DDR-T DPPP data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0108, .text = "DDR link failure", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0111, .text = "PCLS CAM error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0112, .text = "PCLS data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0200, .text = "DDR4 command/address parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0220, .text = "HBM command/address parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0221, .text = "HBM data parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0400, .text = "read pending queue (RPQ) parity error, primary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0401, .text = "read pending queue (RPQ) parity error, buddy", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0404, .text = "write pending queue (WPQ) parity error, primary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0405, .text = "write pending queue (WPQ) parity error, buddy", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0408, .text = "read pending buffer (RPB) parity error, primary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0409, .text = "read pending buffer (RPB) parity error, buddy", .src = REF_MCELOG_I10NM },
	/* DDR-T / CMI / TME group 0x08xx (Ice Lake-D, banks 17-19) */
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0800, .text = "DDR-T bad request", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0801, .text = "DDR data response to an invalid entry", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0802, .text = "DDR data response to an entry not expecting data", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0803, .text = "DDR4 completion to an invalid entry", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0804, .text = "DDR-T completion to an invalid entry", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0805, .text = "DDR data/completion FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0806, .text = "DDR-T ERID correctable parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0807, .text = "DDR-T ERID uncorrectable error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0808, .text = "DDR-T interrupt while an earlier one was not acknowledged", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0809, .text = "ERID FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080a, .text = "DDR-T error on FNV write credits", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080b, .text = "DDR-T error on FNV read credits", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080c, .text = "DDR-T scheduler error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080d, .text = "DDR-T FNV error event", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080e, .text = "DDR-T FNV thermal event", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080f, .text = "CMI packet while idle", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0810, .text = "DDR-T RPQ request parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0811, .text = "DDR-T WPQ request parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0812, .text = "2LM near-memory fill-write CAM error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0813, .text = "CMI credit oversubscription", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0814, .text = "CMI total credit count error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0815, .text = "CMI reserved credit pool error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0816, .text = "DDR-T read error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0817, .text = "WDB FIFO error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0818, .text = "CMI request FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0819, .text = "CMI request FIFO underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081a, .text = "CMI response FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081b, .text = "CMI response FIFO underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081c, .text = "CMI miscellaneous credit error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081d, .text = "CMI miscellaneous arbitration error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081e, .text = "DDR-T write completion FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081f, .text = "DDR-T write completion FIFO underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0820, .text = "CMI read completion FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0821, .text = "CMI read completion FIFO underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0822, .text = "TME key parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0823, .text = "TME CMI miscellaneous error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0824, .text = "TME CMI overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0825, .text = "TME CMI underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0826, .text = "TME TEM secure error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0827, .text = "TME underfill parity error", .src = REF_MCELOG_I10NM },
	/* TME codes 0x0829-0x082e and the mirror-secondary group 0x10xx (Ice
	 * Lake-D, banks 17-19) */
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0829, .text = "memory controller internal error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082a, .text = "TME integrity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082b, .text = "TME TDX error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082c, .text = "TME underfill TEM secure error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082d, .text = "TME key poison error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082e, .text = "TME security engine error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1008, .text = "corrected patrol scrub error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1010, .text = "uncorrected patrol scrub error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1020, .text = "corrected spare error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1040, .text = "uncorrected spare error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1080, .text = "corrected read error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX_D, .lo = 17, .hi = 19, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x10a0, .text = "uncorrected read error on the mirror secondary", .src = REF_MCELOG_I10NM },

	/* ---- Snow Ridge: same tables, its banks (rasdaemon tremont[]) */
	/* PCU codes in 31:24 and 23:20, as on Ice Lake (Snow Ridge) */
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0d00, .text = "LLC BIST still active at timeout", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0e00, .text = "DMI link training timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0f00, .text = "DMI strap set arrival timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1000, .text = "DMI CPU reset acknowledge timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1100, .text = "more than one LT (TXT) agent", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1400, .text = "incompatible PCH type", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1e00, .text = "BIOS reset-complete sequence out of order", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1f00, .text = "BIOS set an invalid package state configuration", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x2d00, .text = "PCU PMAX calibration error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x2e00, .text = "TSC100 synchronisation timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x3a00, .text = "GPSB sideband timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x3b00, .text = "PMSB sideband timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x3e00, .text = "IOSF sideband PMREQ completion timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4000, .text = "SVID: VCCIN VR ICC max failure", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4200, .text = "SVID: VCCIN VR VOUT failure", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4300, .text = "SVID: CPU VR capability error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4400, .text = "SVID: critical VR failed", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4500, .text = "SVID: SA ITD error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4600, .text = "SVID register read failed", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4700, .text = "SVID register write failed", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4a00, .text = "SVID package C-state request failed", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4b00, .text = "SVID IMON request failed", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4c00, .text = "SVID alert request failed", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4d00, .text = "SVID: MCP VR ramp error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5600, .text = "FIVR power-delivery hard error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5800, .text = "package C-state watchdog timed out (secondary)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5900, .text = "package C-state watchdog timed out (main)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5a00, .text = "package S-state watchdog timed out (main)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5b00, .text = "message channel state machine watchdog timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5c00, .text = "bulk CR state machine watchdog timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5d00, .text = "IOSF sideband state machine watchdog timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6000, .text = "package S-state safe wake point timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6100, .text = "package S-state CPD/UNCPD timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6200, .text = "invalid package S-state request from the PCH", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6300, .text = "invalid internal package S-state request", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6400, .text = "invalid internal package S-state response", .src = REF_MCELOG_I10NM },
	/* 0x65-0x7a: one meaning, in aligned pieces */
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6500, .text = "package S-state reset preparation timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xfe00, .mscod = 0x6600, .text = "package S-state reset preparation timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xf800, .mscod = 0x6800, .text = "package S-state reset preparation timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xf800, .mscod = 0x7000, .text = "package S-state reset preparation timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xfe00, .mscod = 0x7800, .text = "package S-state reset preparation timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7a00, .text = "package S-state reset preparation timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7b00, .text = "SMBus VPP pause timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7c00, .text = "SMBus MCP pause timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7d00, .text = "SMBus SPD pause timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8000, .text = "package C-state dispatcher busy timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8100, .text = "invalid package C-state response from the PCH", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8300, .text = "package C-state watchdog: hang while powering CBZ down", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8400, .text = "package C-state watchdog: hang while powering CBZ up", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8700, .text = "package C-state watchdog: hang in C2 (block master)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8800, .text = "package C-state watchdog: hang in C2 (PS limit)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8900, .text = "package C-state watchdog: hang in SETDISP", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8b00, .text = "package C-state allow-L1 error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x9000, .text = "die too hot (recoverable thermal event)", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0xa000, .text = "ADR signal timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0xa100, .text = "BCLK frequency above the overclocking threshold", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0xb000, .text = "dispatcher run busy timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x00f0, .mscod = 0x0040, .text = "clock/power IP response timed out", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x00f0, .mscod = 0x0050, .text = "SMBus controller raised an SMI", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x00f0, .mscod = 0x0090, .text = "PM controller received an invalid transaction", .src = REF_MCELOG_I10NM },
	/* PCU microcontroller codes in 19:16 (Snow Ridge) */
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0001, .text = "PCU microcontroller: instruction address out of range", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0002, .text = "PCU microcontroller: double-bit RAM error on instruction fetch", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0003, .text = "PCU microcontroller: invalid opcode", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0004, .text = "PCU microcontroller: stack underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0005, .text = "PCU microcontroller: stack overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0006, .text = "PCU microcontroller: data address out of range", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x000f, .mscod = 0x0007, .text = "PCU microcontroller: double-bit RAM error on data fetch", .src = REF_MCELOG_I10NM },
	/* M2M flag bits 23:16 (Snow Ridge, bank 12) */
	{ .plat = PLAT_SNR, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x0001, .mscod = 0x0001, .text = "M2M: memory controller read data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x0004, .mscod = 0x0004, .text = "M2M: memory controller partial write data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x0008, .mscod = 0x0008, .text = "M2M: full write data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x0010, .mscod = 0x0010, .text = "M2M: clock-domain-crossing buffer (BGF) error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x0020, .mscod = 0x0020, .text = "M2M: timeout", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x0040, .mscod = 0x0040, .text = "M2M: tracker parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x0080, .mscod = 0x0080, .text = "M2M: bucket1 error (fatal)", .src = REF_MCELOG_I10NM },
	/* M2M number fields 25:24 and 31:26 (Snow Ridge, bank 12) */
	{ .plat = PLAT_SNR, .lo = 12, .hi = 12, .kind = MS_NUMBER, .mscod_mask = 0x0300, .mscod = 0x0000, .text = "M2M DDR type field", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 12, .hi = 12, .kind = MS_NUMBER, .mscod_mask = 0xfc00, .mscod = 0x0000, .text = "M2M miscellaneous-errors field", .src = REF_MCELOG_I10NM },
	/* memory controller, as on Ice Lake (Snow Ridge, banks 13-15) */
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0001, .text = "address parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0002, .text = "data parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0003, .text = "data ECC error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0004, .text = "data byte-enable parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0005, .text = "received uncorrectable data", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0006, .text = "received uncorrectable metadata", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0007, .text = "transaction ID parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0008, .text = "corrected patrol scrub error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0010, .text = "uncorrected patrol scrub error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0020, .text = "corrected spare error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0040, .text = "uncorrected spare error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0080, .text = "corrected read error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00a0, .text = "uncorrected read error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00c0, .text = "uncorrected metadata", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0100, .text = "write data buffer (WDB) read parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0103, .text = "read pending address (RPA) parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0105, .text = "write pending address (WPA) parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0106, .text = "DDR-T DPPP data byte-enable error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0107, .text = "DDR-T DPPP data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0108, .text = "DDR link failure", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0111, .text = "PCLS CAM error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0112, .text = "PCLS data error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0200, .text = "DDR4 command/address parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0220, .text = "HBM command/address parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0221, .text = "HBM data parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0400, .text = "read pending queue (RPQ) parity error, primary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0401, .text = "read pending queue (RPQ) parity error, buddy", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0404, .text = "write pending queue (WPQ) parity error, primary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0405, .text = "write pending queue (WPQ) parity error, buddy", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0408, .text = "read pending buffer (RPB) parity error, primary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0409, .text = "read pending buffer (RPB) parity error, buddy", .src = REF_MCELOG_I10NM },
	/* DDR-T / CMI / TME group 0x08xx (Snow Ridge, banks 13-15) */
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0800, .text = "DDR-T bad request", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0801, .text = "DDR data response to an invalid entry", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0802, .text = "DDR data response to an entry not expecting data", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0803, .text = "DDR4 completion to an invalid entry", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0804, .text = "DDR-T completion to an invalid entry", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0805, .text = "DDR data/completion FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0806, .text = "DDR-T ERID correctable parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0807, .text = "DDR-T ERID uncorrectable error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0808, .text = "DDR-T interrupt while an earlier one was not acknowledged", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0809, .text = "ERID FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080a, .text = "DDR-T error on FNV write credits", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080b, .text = "DDR-T error on FNV read credits", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080c, .text = "DDR-T scheduler error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080d, .text = "DDR-T FNV error event", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080e, .text = "DDR-T FNV thermal event", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080f, .text = "CMI packet while idle", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0810, .text = "DDR-T RPQ request parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0811, .text = "DDR-T WPQ request parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0812, .text = "2LM near-memory fill-write CAM error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0813, .text = "CMI credit oversubscription", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0814, .text = "CMI total credit count error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0815, .text = "CMI reserved credit pool error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0816, .text = "DDR-T read error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0817, .text = "WDB FIFO error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0818, .text = "CMI request FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0819, .text = "CMI request FIFO underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081a, .text = "CMI response FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081b, .text = "CMI response FIFO underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081c, .text = "CMI miscellaneous credit error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081d, .text = "CMI miscellaneous arbitration error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081e, .text = "DDR-T write completion FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081f, .text = "DDR-T write completion FIFO underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0820, .text = "CMI read completion FIFO overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0821, .text = "CMI read completion FIFO underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0822, .text = "TME key parity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0823, .text = "TME CMI miscellaneous error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0824, .text = "TME CMI overflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0825, .text = "TME CMI underflow", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0826, .text = "TME TEM secure error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0827, .text = "TME underfill parity error", .src = REF_MCELOG_I10NM },
	/* TME codes 0x0829-0x082e and the mirror-secondary group 0x10xx (Snow
	 * Ridge, banks 13-15) */
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0829, .text = "memory controller internal error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082a, .text = "TME integrity error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082b, .text = "TME TDX error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082c, .text = "TME underfill TEM secure error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082d, .text = "TME key poison error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082e, .text = "TME security engine error", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1008, .text = "corrected patrol scrub error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1010, .text = "uncorrected patrol scrub error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1020, .text = "corrected spare error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1040, .text = "uncorrected spare error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1080, .text = "corrected read error on the mirror secondary", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_SNR, .lo = 13, .hi = 15, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x10a0, .text = "uncorrected read error on the mirror secondary", .src = REF_MCELOG_I10NM },

	/* ---- Sapphire/Emerald Rapids: mcelog sapphire.c.  With MCACOD 0x040c
	 * status 19:16 holds a core-reported shutdown cause instead of a PCU
	 * microcontroller code (mcelog pcu_4, which has causes 4-9 only: 1-3
	 * are Diamond Rapids' list, not Sapphire Rapids'). */
	/* PCU codes in 31:24 and 23:20, as on Ice Lake (Sapphire Rapids) */
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0d00, .text = "LLC BIST still active at timeout", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0e00, .text = "DMI link training timed out", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0f00, .text = "DMI strap set arrival timed out", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1000, .text = "DMI CPU reset acknowledge timed out", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1100, .text = "more than one LT (TXT) agent", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1400, .text = "incompatible PCH type", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1e00, .text = "BIOS reset-complete sequence out of order", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1f00, .text = "BIOS set an invalid package state configuration", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x2d00, .text = "PCU PMAX calibration error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x2e00, .text = "TSC100 synchronisation timed out", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x3a00, .text = "GPSB sideband timed out", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x3b00, .text = "PMSB sideband timed out", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x3e00, .text = "IOSF sideband PMREQ completion timed out", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4000, .text = "SVID: VCCIN VR ICC max failure", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4200, .text = "SVID: VCCIN VR VOUT failure", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4300, .text = "SVID: CPU VR capability error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4400, .text = "SVID: critical VR failed", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4500, .text = "SVID: SA ITD error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4600, .text = "SVID register read failed", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4700, .text = "SVID register write failed", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4a00, .text = "SVID package C-state request failed", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4b00, .text = "SVID IMON request failed", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4c00, .text = "SVID alert request failed", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4d00, .text = "SVID: MCP VR ramp error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5600, .text = "FIVR power-delivery hard error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5800, .text = "package C-state watchdog timed out (secondary)", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5900, .text = "package C-state watchdog timed out (main)", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5a00, .text = "package S-state watchdog timed out (main)", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5b00, .text = "message channel state machine watchdog timed out", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5c00, .text = "bulk CR state machine watchdog timed out", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5d00, .text = "IOSF sideband state machine watchdog timed out", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6000, .text = "package S-state safe wake point timed out", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6100, .text = "package S-state CPD/UNCPD timed out", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6200, .text = "invalid package S-state request from the PCH", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6300, .text = "invalid internal package S-state request", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6400, .text = "invalid internal package S-state response", .src = REF_MCELOG_SAPPHIRE },
	/* 0x65-0x7a: one meaning, in aligned pieces */
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x6500, .text = "package S-state reset preparation timed out", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xfe00, .mscod = 0x6600, .text = "package S-state reset preparation timed out", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xf800, .mscod = 0x6800, .text = "package S-state reset preparation timed out", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xf800, .mscod = 0x7000, .text = "package S-state reset preparation timed out", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xfe00, .mscod = 0x7800, .text = "package S-state reset preparation timed out", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7a00, .text = "package S-state reset preparation timed out", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7b00, .text = "SMBus VPP pause timed out", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7c00, .text = "SMBus MCP pause timed out", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x7d00, .text = "SMBus SPD pause timed out", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8000, .text = "package C-state dispatcher busy timed out", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8100, .text = "invalid package C-state response from the PCH", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8300, .text = "package C-state watchdog: hang while powering CBZ down", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8400, .text = "package C-state watchdog: hang while powering CBZ up", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8700, .text = "package C-state watchdog: hang in C2 (block master)", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8800, .text = "package C-state watchdog: hang in C2 (PS limit)", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8900, .text = "package C-state watchdog: hang in SETDISP", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x8b00, .text = "package C-state allow-L1 error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x9000, .text = "die too hot (recoverable thermal event)", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0xa000, .text = "ADR signal timed out", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0xa100, .text = "BCLK frequency above the overclocking threshold", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0xb000, .text = "dispatcher run busy timed out", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x00f0, .mscod = 0x0040, .text = "clock/power IP response timed out", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x00f0, .mscod = 0x0050, .text = "SMBus controller raised an SMI", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_EACH, .mscod_mask = 0x00f0, .mscod = 0x0090, .text = "PM controller received an invalid transaction", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xffff, .mcacod = 0x040c, .mscod_mask = 0x000f, .mscod = 0x0004, .text = "unrecoverable error during a security flow", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xffff, .mcacod = 0x040c, .mscod_mask = 0x000f, .mscod = 0x0005, .text = "software triple fault shutdown", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xffff, .mcacod = 0x040c, .mscod_mask = 0x000f, .mscod = 0x0006, .text = "VMX exit consistency check failed", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xffff, .mcacod = 0x040c, .mscod_mask = 0x000f, .mscod = 0x0007, .text = "RSM consistency check failed", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xffff, .mcacod = 0x040c, .mscod_mask = 0x000f, .mscod = 0x0008, .text = "invalid state on protected-mode SMM entry", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xffff, .mcacod = 0x040c, .mscod_mask = 0x000f, .mscod = 0x0009, .text = "unrecoverable error during a security flow", .src = REF_MCELOG_SAPPHIRE },
	/* a code row without text: for this MCACOD the later code rows do not apply
	 * (their meaning is another field's); an MSCOD it meets stays unknown */
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xffff, .mcacod = 0x040c, .text = NULL, .src = REF_MCELOG_SAPPHIRE },
	/* PCU microcontroller codes in 19:16 (Sapphire Rapids) */
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0x000f, .mscod = 0x0001, .text = "PCU microcontroller: instruction address out of range", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0x000f, .mscod = 0x0002, .text = "PCU microcontroller: double-bit RAM error on instruction fetch", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0x000f, .mscod = 0x0003, .text = "PCU microcontroller: invalid opcode", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0x000f, .mscod = 0x0004, .text = "PCU microcontroller: stack underflow", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0x000f, .mscod = 0x0005, .text = "PCU microcontroller: stack overflow", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0x000f, .mscod = 0x0006, .text = "PCU microcontroller: data address out of range", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0x000f, .mscod = 0x0007, .text = "PCU microcontroller: double-bit RAM error on data fetch", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0015, .text = "UPI Rx: SGX MAC error (uncorrected)", .src = REF_MCELOG_SAPPHIRE },
	/* UPI MSCOD, status 21:16 (Sapphire Rapids, bank 5) */
	{ .plat = PLAT_SPR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0000, .text = "UPI phy initialisation failed (uncorrected)", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0001, .text = "UPI phy: drift buffer alarm (uncorrected)", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0002, .text = "UPI phy: latency buffer rollover (uncorrected)", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0010, .text = "UPI Rx: CRC error, link-level retry gave up (abort state)", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0011, .text = "UPI Rx: unsupported or undefined packet", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0012, .text = "UPI link layer or phy control error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0013, .text = "UPI Rx: parameter exchange exception", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x001f, .text = "UPI link layer: control error from the link-mesh interface", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0020, .text = "UPI phy initialisation aborted (corrected)", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0021, .text = "UPI phy reset (corrected)", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0022, .text = "UPI phy lane failure, link now runs at x8 width (corrected)", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0023, .text = "UPI phy L0c error corrected without a phy reset", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0024, .text = "UPI phy L0c error, corrected by a phy reset", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0025, .text = "UPI phy L0p exit error, corrected by a phy reset", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0030, .text = "UPI Rx: CRC error, link-level retry succeeded without phy re-init", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0x003f, .mscod = 0x0031, .text = "UPI Rx: CRC error, link-level retry succeeded after phy re-init", .src = REF_MCELOG_SAPPHIRE },
	/* UPI code 0x12, detail flags 31:22 (Sapphire Rapids, bank 5) */
	{ .plat = PLAT_SPR, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x007f, .mscod = 0x0052, .text = "phy control error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x00bf, .mscod = 0x0092, .text = "unexpected Retry.Ack flit", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x013f, .mscod = 0x0112, .text = "unexpected Retry.Req flit", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x023f, .mscod = 0x0212, .text = "RF parity error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x043f, .mscod = 0x0412, .text = "routeback table error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x083f, .mscod = 0x0812, .text = "unexpected Tx protocol flit (EOP, header or data)", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x103f, .mscod = 0x1012, .text = "Rx header/credit BGF credit overflow or underflow", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x203f, .mscod = 0x2012, .text = "link layer reset still running when the phy entered L0", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x403f, .mscod = 0x4012, .text = "link layer reset while protocol traffic was not idle", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 5, .hi = 5, .kind = MS_EACH, .mscod_mask = 0x803f, .mscod = 0x8012, .text = "link layer Tx parity error", .src = REF_MCELOG_SAPPHIRE },
	/* Sapphire Rapids M2M: error value in 23:16 and, as a field of its own,
	 * bits 25:24 = 01 marking an HBM error (other values of 25:24 are not
	 * documented).  mcelog sapphire.c (m2m_0[]; "HBM Error" when 25:24 is 1). */
	{ .plat = PLAT_SPR, .lo = 12, .hi = 12, .kind = MS_EACH, .mscod_mask = 0x0300, .mscod = 0x0100, .text = "HBM error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0x00ff, .mscod = 0x0001, .text = "M2M: read ECC error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0x00ff, .mscod = 0x0002, .text = "M2M: bucket1 error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0x00ff, .mscod = 0x0003, .text = "M2M: read tracker parity error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0x00ff, .mscod = 0x0005, .text = "M2M: prefetch channel mismatch", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0x00ff, .mscod = 0x0007, .text = "M2M: read completion parity error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0x00ff, .mscod = 0x0008, .text = "M2M: response parity error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0x00ff, .mscod = 0x0009, .text = "M2M: timeout", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0x00ff, .mscod = 0x000a, .text = "M2M: CMI reserved credit pool error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0x00ff, .mscod = 0x000b, .text = "M2M: CMI total credit count error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0x00ff, .mscod = 0x000c, .text = "M2M: CMI credit oversubscription", .src = REF_MCELOG_SAPPHIRE },
	/* M2M, as on Sapphire Rapids (Sapphire Rapids, bank 29) */
	{ .plat = PLAT_SPR, .lo = 29, .hi = 29, .kind = MS_EACH, .mscod_mask = 0x0300, .mscod = 0x0100, .text = "HBM error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 29, .hi = 29, .kind = MS_FIRST, .mscod_mask = 0x00ff, .mscod = 0x0001, .text = "M2M: read ECC error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 29, .hi = 29, .kind = MS_FIRST, .mscod_mask = 0x00ff, .mscod = 0x0002, .text = "M2M: bucket1 error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 29, .hi = 29, .kind = MS_FIRST, .mscod_mask = 0x00ff, .mscod = 0x0003, .text = "M2M: read tracker parity error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 29, .hi = 29, .kind = MS_FIRST, .mscod_mask = 0x00ff, .mscod = 0x0005, .text = "M2M: prefetch channel mismatch", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 29, .hi = 29, .kind = MS_FIRST, .mscod_mask = 0x00ff, .mscod = 0x0007, .text = "M2M: read completion parity error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 29, .hi = 29, .kind = MS_FIRST, .mscod_mask = 0x00ff, .mscod = 0x0008, .text = "M2M: response parity error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 29, .hi = 29, .kind = MS_FIRST, .mscod_mask = 0x00ff, .mscod = 0x0009, .text = "M2M: timeout", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 29, .hi = 29, .kind = MS_FIRST, .mscod_mask = 0x00ff, .mscod = 0x000a, .text = "M2M: CMI reserved credit pool error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 29, .hi = 29, .kind = MS_FIRST, .mscod_mask = 0x00ff, .mscod = 0x000b, .text = "M2M: CMI total credit count error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 29, .hi = 29, .kind = MS_FIRST, .mscod_mask = 0x00ff, .mscod = 0x000c, .text = "M2M: CMI credit oversubscription", .src = REF_MCELOG_SAPPHIRE },
	/* Sapphire/Emerald Rapids memory controller (DDR5 13-20 and HBM 30-31):
	 * mcelog sapphire.c, rasdaemon mce-intel-i10nm.c; the kernel's
	 * i10nm_mscod_is_ddrt() for the SPR DDR-T codes. */
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0001, .text = "address parity error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0002, .text = "data parity error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0003, .text = "data ECC error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0004, .text = "data byte-enable parity error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0007, .text = "transaction ID parity error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0008, .text = "corrected patrol scrub error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0010, .text = "uncorrected patrol scrub error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0020, .text = "corrected spare error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0040, .text = "uncorrected spare error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0080, .text = "corrected read error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00a0, .text = "uncorrected read error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00c0, .text = "uncorrected metadata", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0100, .text = "write data buffer (WDB) read parity error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0108, .text = "DDR link failure", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0200, .text = "DDR5 command/address parity error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0400, .text = "read pending queue (RPQ) parity error, primary", .src = REF_MCELOG_SAPPHIRE },
	/* DDR-T / CMI / TME group 0x08xx (Sapphire Rapids, banks 13-20) */
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0800, .text = "DDR-T bad request", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0801, .text = "DDR data response to an invalid entry", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0802, .text = "DDR data response to an entry not expecting data", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0803, .text = "DDR completion to an invalid entry", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0804, .text = "DDR-T completion to an invalid entry", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0805, .text = "DDR data/completion FIFO overflow", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0806, .text = "DDR-T ERID correctable parity error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0807, .text = "DDR-T ERID uncorrectable error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0808, .text = "DDR-T interrupt while an earlier one was not acknowledged", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0809, .text = "ERID FIFO overflow", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080a, .text = "DDR-T error on FNV write credits", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080b, .text = "DDR-T error on FNV read credits", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080c, .text = "DDR-T scheduler error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080d, .text = "DDR-T FNV error event", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080e, .text = "DDR-T FNV thermal event", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080f, .text = "CMI packet while idle", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0810, .text = "DDR-T RPQ request parity error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0811, .text = "DDR-T WPQ request parity error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0812, .text = "2LM near-memory fill-write CAM error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0813, .text = "CMI credit oversubscription", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0814, .text = "CMI total credit count error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0815, .text = "CMI reserved credit pool error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0816, .text = "DDR-T read error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0817, .text = "WDB FIFO error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0818, .text = "CMI request FIFO overflow", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0819, .text = "CMI request FIFO underflow", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081a, .text = "CMI response FIFO overflow", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081b, .text = "CMI response FIFO underflow", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081c, .text = "CMI miscellaneous credit error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081d, .text = "CMI miscellaneous arbitration error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081e, .text = "DDR-T write completion FIFO overflow", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081f, .text = "DDR-T write completion FIFO underflow", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0820, .text = "CMI read completion FIFO overflow", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0821, .text = "CMI read completion FIFO underflow", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0822, .text = "TME key parity error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0823, .text = "TME CMI miscellaneous error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0824, .text = "TME CMI overflow", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0825, .text = "TME CMI underflow", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0826, .text = "TME TEM secure error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0827, .text = "TME underfill parity error", .src = REF_MCELOG_SAPPHIRE },
	/* TME codes 0x0829-0x082e and the mirror-secondary group 0x10xx
	 * (Sapphire Rapids, banks 13-20) */
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0829, .text = "memory controller internal error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082a, .text = "TME integrity error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082b, .text = "TME TDX error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082c, .text = "TME underfill TEM secure error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082d, .text = "TME key poison error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082e, .text = "TME security engine error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1008, .text = "corrected patrol scrub error on the mirror secondary", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1010, .text = "uncorrected patrol scrub error on the mirror secondary", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1020, .text = "corrected spare error on the mirror secondary", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1040, .text = "uncorrected spare error on the mirror secondary", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1080, .text = "corrected read error on the mirror secondary", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 13, .hi = 20, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x10a0, .text = "uncorrected read error on the mirror secondary", .src = REF_MCELOG_SAPPHIRE },
	/* memory controller, as on Sapphire Rapids (Sapphire Rapids, banks
	 * 30-31) */
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0001, .text = "address parity error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0002, .text = "data parity error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0003, .text = "data ECC error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0004, .text = "data byte-enable parity error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0007, .text = "transaction ID parity error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0008, .text = "corrected patrol scrub error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0010, .text = "uncorrected patrol scrub error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0020, .text = "corrected spare error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0040, .text = "uncorrected spare error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0080, .text = "corrected read error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00a0, .text = "uncorrected read error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00c0, .text = "uncorrected metadata", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0100, .text = "write data buffer (WDB) read parity error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0108, .text = "DDR link failure", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0200, .text = "DDR5 command/address parity error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0400, .text = "read pending queue (RPQ) parity error, primary", .src = REF_MCELOG_SAPPHIRE },
	/* DDR-T / CMI / TME group 0x08xx (Sapphire Rapids, banks 30-31) */
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0800, .text = "DDR-T bad request", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0801, .text = "DDR data response to an invalid entry", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0802, .text = "DDR data response to an entry not expecting data", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0803, .text = "DDR completion to an invalid entry", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0804, .text = "DDR-T completion to an invalid entry", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0805, .text = "DDR data/completion FIFO overflow", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0806, .text = "DDR-T ERID correctable parity error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0807, .text = "DDR-T ERID uncorrectable error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0808, .text = "DDR-T interrupt while an earlier one was not acknowledged", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0809, .text = "ERID FIFO overflow", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080a, .text = "DDR-T error on FNV write credits", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080b, .text = "DDR-T error on FNV read credits", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080c, .text = "DDR-T scheduler error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080d, .text = "DDR-T FNV error event", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080e, .text = "DDR-T FNV thermal event", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x080f, .text = "CMI packet while idle", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0810, .text = "DDR-T RPQ request parity error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0811, .text = "DDR-T WPQ request parity error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0812, .text = "2LM near-memory fill-write CAM error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0813, .text = "CMI credit oversubscription", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0814, .text = "CMI total credit count error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0815, .text = "CMI reserved credit pool error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0816, .text = "DDR-T read error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0817, .text = "WDB FIFO error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0818, .text = "CMI request FIFO overflow", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0819, .text = "CMI request FIFO underflow", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081a, .text = "CMI response FIFO overflow", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081b, .text = "CMI response FIFO underflow", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081c, .text = "CMI miscellaneous credit error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081d, .text = "CMI miscellaneous arbitration error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081e, .text = "DDR-T write completion FIFO overflow", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x081f, .text = "DDR-T write completion FIFO underflow", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0820, .text = "CMI read completion FIFO overflow", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0821, .text = "CMI read completion FIFO underflow", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0822, .text = "TME key parity error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0823, .text = "TME CMI miscellaneous error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0824, .text = "TME CMI overflow", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0825, .text = "TME CMI underflow", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0826, .text = "TME TEM secure error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0827, .text = "TME underfill parity error", .src = REF_MCELOG_SAPPHIRE },
	/* TME codes 0x0829-0x082e and the mirror-secondary group 0x10xx
	 * (Sapphire Rapids, banks 30-31) */
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0829, .text = "memory controller internal error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082a, .text = "TME integrity error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082b, .text = "TME TDX error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082c, .text = "TME underfill TEM secure error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082d, .text = "TME key poison error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x082e, .text = "TME security engine error", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1008, .text = "corrected patrol scrub error on the mirror secondary", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1010, .text = "uncorrected patrol scrub error on the mirror secondary", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1020, .text = "corrected spare error on the mirror secondary", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1040, .text = "uncorrected spare error on the mirror secondary", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1080, .text = "corrected read error on the mirror secondary", .src = REF_MCELOG_SAPPHIRE },
	{ .plat = PLAT_SPR, .lo = 30, .hi = 31, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x10a0, .text = "uncorrected read error on the mirror secondary", .src = REF_MCELOG_SAPPHIRE },

	/* ---- Granite Rapids-X: mcelog granite.c (UPI code in all of 31:16;
	 * Punit errors in 23:16 and 31:24; B2CMI code in 31:16). */
	{ .plat = PLAT_GNR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0000, .text = "UPI phy initialisation failed (uncorrected)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0001, .text = "UPI phy: drift buffer alarm (uncorrected)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0002, .text = "UPI phy: latency buffer rollover (uncorrected)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0010, .text = "UPI Rx: CRC error, link-level retry gave up (abort state)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0011, .text = "UPI Rx: unsupported or undefined packet", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0012, .text = "UPI link layer or phy control error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0013, .text = "UPI Rx: parameter exchange exception", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0014, .text = "UPI link layer: TDX failure", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0015, .text = "UPI link layer: SGX failure", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0016, .text = "UPI link layer: Tx SDC parity error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0017, .text = "UPI link layer: Rx SDC parity error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0018, .text = "UPI link layer: FLE failure", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x001f, .text = "UPI link layer: control error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0020, .text = "UPI phy initialisation aborted (corrected)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0021, .text = "UPI phy in-band reset (corrected)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0022, .text = "UPI phy lane failure, link now runs at x8 width (corrected)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0023, .text = "UPI phy L0c error corrected without a phy reset", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0024, .text = "UPI phy L0c error, corrected by a phy reset", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0025, .text = "UPI phy L0p exit error, corrected by a phy reset", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0030, .text = "UPI Rx: CRC error, link-level retry succeeded without phy re-init", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 5, .hi = 5, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0031, .text = "UPI Rx: CRC error, link-level retry succeeded after phy re-init", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 6, .hi = 6, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0900, .text = "TSC download timed out", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 6, .hi = 6, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0b00, .text = "GPSB sideband did not answer in time", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 6, .hi = 6, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0c00, .text = "PMSB sideband did not answer in time", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 6, .hi = 6, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1000, .text = "PMAX calibration error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 6, .hi = 6, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1a00, .text = "dispatcher busy past its timeout", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 6, .hi = 6, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1d00, .text = "more than one LT (TXT) agent found at boot", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 6, .hi = 6, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x2300, .text = "SVID error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 6, .hi = 6, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x3500, .text = "invalid SVID VCCIN load-line resistance", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 6, .hi = 6, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x3600, .text = "invalid SVID ICC max", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 6, .hi = 6, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4000, .text = "invalid SVID VID max", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 6, .hi = 6, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4100, .text = "invalid VDD ramp voltage", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 6, .hi = 6, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4800, .text = "invalid ITD fuse settings", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 6, .hi = 6, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4900, .text = "invalid SVID DC load-line setting", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 6, .hi = 6, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4a00, .text = "FIVR fault reported by a PM event", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 6, .hi = 6, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x4c00, .text = "double-bit error reading HPM SRAM", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 6, .hi = 6, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x5600, .text = "invalid SVID active VID fuses", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 6, .hi = 6, .kind = MS_EACH, .mscod_mask = 0x00fe, .mscod = 0x0002, .text = "power management microcontroller double-bit ECC error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 6, .hi = 6, .kind = MS_EACH, .mscod_mask = 0x00fe, .mscod = 0x0008, .text = "power management microcontroller error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 6, .hi = 6, .kind = MS_EACH, .mscod_mask = 0x00ff, .mscod = 0x000a, .text = "power management microcontroller patch load error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 6, .hi = 6, .kind = MS_EACH, .mscod_mask = 0x00ff, .mscod = 0x000b, .text = "power management microcontroller POReqValid error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 6, .hi = 6, .kind = MS_EACH, .mscod_mask = 0x00ff, .mscod = 0x0010, .text = "power management microcontroller telemetry SRAM double-bit ECC error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 6, .hi = 6, .kind = MS_EACH, .mscod_mask = 0x00ff, .mscod = 0x0020, .text = "error signalled by the power management agent", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 6, .hi = 6, .kind = MS_EACH, .mscod_mask = 0x00ff, .mscod = 0x0080, .text = "error signalled by S3M", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 6, .hi = 6, .kind = MS_EACH, .mscod_mask = 0x00ff, .mscod = 0x00a0, .text = "HPM SRAM double-bit ECC error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 6, .hi = 6, .kind = MS_EACH, .mscod_mask = 0x00ff, .mscod = 0x00b0, .text = "TPMI SRAM double-bit ECC error", .src = REF_MCELOG_GRANITE },
	/* Granite Rapids B2CMI (mesh-to-memory), code in all of 31:16: mcelog
	 * granite.c b2cmi_1[]. */
	{ .plat = PLAT_GNR, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0001, .text = "B2CMI: read ECC error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0002, .text = "B2CMI: bucket1 error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0003, .text = "B2CMI: tracker parity error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0004, .text = "B2CMI: security mismatch", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0007, .text = "B2CMI: read completion parity error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0008, .text = "B2CMI: response parity error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0009, .text = "B2CMI: timeout", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x000a, .text = "B2CMI: address parity error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x000c, .text = "B2CMI: CMI credit oversubscription", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x000d, .text = "B2CMI: SAI mismatch", .src = REF_MCELOG_GRANITE },
	/* Granite Rapids memory controller channel (one bank per channel, two
	 * sub-channels sCH0/sCH1): status 31:24 picks a group, 23:16 the error.
	 * mcelog granite.c. */
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0001, .text = "address parity error (APPP)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0002, .text = "CMI write data parity error, sub-channel 0", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0003, .text = "CMI ECC error (corrected or not), sub-channel 0", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0004, .text = "CMI write byte-enable parity error, sub-channel 0", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0005, .text = "CMI write MAC parity error, sub-channel 0", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0008, .text = "corrected patrol scrub error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0010, .text = "uncorrected patrol scrub error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0020, .text = "corrected spare error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0040, .text = "uncorrected spare error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0080, .text = "transient or corrected error on a demand or underfill read", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00a0, .text = "uncorrected error on a demand or underfill read", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00b0, .text = "poison read from memory while the controller had poison disabled", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00c0, .text = "2LM metadata read error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0100, .text = "WDB read parity error, sub-channel 0", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0102, .text = "WDB read ECC error (corrected or not), sub-channel 0", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0104, .text = "WDB byte-enable read parity error, sub-channel 0", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0106, .text = "WDB read persistent corrected ECC error, sub-channel 0", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0108, .text = "DDR link failure", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0109, .text = "illegal incoming opcode", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0200, .text = "DDR command/address parity or write CRC error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0400, .text = "scheduler address parity error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0832, .text = "memory controller internal error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0833, .text = "tracker address register-file parity error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x2002, .text = "CMI write data parity error, sub-channel 1", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x2003, .text = "CMI ECC error (corrected or not), sub-channel 1", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x2004, .text = "CMI write byte-enable parity error, sub-channel 1", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x2005, .text = "CMI write MAC parity error, sub-channel 1", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x2100, .text = "WDB read parity error, sub-channel 1", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x2102, .text = "WDB read ECC error (corrected or not), sub-channel 1", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x2104, .text = "WDB byte-enable read parity error, sub-channel 1", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x2106, .text = "WDB read persistent corrected ECC error, sub-channel 1", .src = REF_MCELOG_GRANITE },

	/* ---- Granite Rapids-D: memory controllers as Granite Rapids-X
	 * (kernel i10nm gnr_cfg); the other banks are undocumented. */
	/* memory controller channel, as on Granite Rapids (Granite Rapids-D,
	 * banks 13-24) */
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0001, .text = "address parity error (APPP)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0002, .text = "CMI write data parity error, sub-channel 0", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0003, .text = "CMI ECC error (corrected or not), sub-channel 0", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0004, .text = "CMI write byte-enable parity error, sub-channel 0", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0005, .text = "CMI write MAC parity error, sub-channel 0", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0008, .text = "corrected patrol scrub error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0010, .text = "uncorrected patrol scrub error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0020, .text = "corrected spare error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0040, .text = "uncorrected spare error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0080, .text = "transient or corrected error on a demand or underfill read", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00a0, .text = "uncorrected error on a demand or underfill read", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00b0, .text = "poison read from memory while the controller had poison disabled", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00c0, .text = "2LM metadata read error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0100, .text = "WDB read parity error, sub-channel 0", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0102, .text = "WDB read ECC error (corrected or not), sub-channel 0", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0104, .text = "WDB byte-enable read parity error, sub-channel 0", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0106, .text = "WDB read persistent corrected ECC error, sub-channel 0", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0108, .text = "DDR link failure", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0109, .text = "illegal incoming opcode", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0200, .text = "DDR command/address parity or write CRC error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0400, .text = "scheduler address parity error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0832, .text = "memory controller internal error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0833, .text = "tracker address register-file parity error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x2002, .text = "CMI write data parity error, sub-channel 1", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x2003, .text = "CMI ECC error (corrected or not), sub-channel 1", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x2004, .text = "CMI write byte-enable parity error, sub-channel 1", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x2005, .text = "CMI write MAC parity error, sub-channel 1", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x2100, .text = "WDB read parity error, sub-channel 1", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x2102, .text = "WDB read ECC error (corrected or not), sub-channel 1", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x2104, .text = "WDB byte-enable read parity error, sub-channel 1", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_GNR_D, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x2106, .text = "WDB read persistent corrected ECC error, sub-channel 1", .src = REF_MCELOG_GRANITE },

	/* ---- Core 2 / Penryn: SDM 3B table 16-4 (bus errors; the bits of
	 * 63:32 are in intel_bits[]).  mcelog core2.c decodes the same fields. */
	/* Core 2 / Penryn bus errors (MCACOD 0000 1PPT RRRR IILL): SDM 3B table
	 * 16-4; three sub-fields and four flags in 31:16 (16-18 reserved). */
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x01f8, .mscod = 0x0000, .text = "bus queue request: data cache read (DCU_READ)", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x01f8, .mscod = 0x0008, .text = "bus queue request: prefetch read (PREF_READ)", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x01f8, .mscod = 0x0010, .text = "bus queue request: instruction fetch (IFU_DEMAND)", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x01f8, .mscod = 0x0018, .text = "bus queue request: uncacheable instruction fetch (IFU_DEMAND_NC)", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x01f8, .mscod = 0x0020, .text = "bus queue request: read for ownership (DCU_RFO)", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x01f8, .mscod = 0x0028, .text = "bus queue request: locked read for ownership (DCU_RFO_LOCK)", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x01f8, .mscod = 0x0030, .text = "bus queue request: invalidate to modified (DCU_ITOM)", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x01f8, .mscod = 0x0040, .text = "bus queue request: writeback (DCU_WB)", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x01f8, .mscod = 0x0050, .text = "bus queue request: write-combining eviction (DCU_WCEVICT)", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x01f8, .mscod = 0x0058, .text = "bus queue request: write-combining full line (DCU_WCLINE)", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x01f8, .mscod = 0x0060, .text = "bus queue request: branch trace message (DCU_BTM)", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x01f8, .mscod = 0x0068, .text = "bus queue request: interrupt acknowledge (DCU_INTACK)", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x01f8, .mscod = 0x0070, .text = "bus queue request: invalidate L2 (DCU_INVALL2)", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x01f8, .mscod = 0x0078, .text = "bus queue request: flush L2 (DCU_FLUSHL2)", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x01f8, .mscod = 0x0080, .text = "bus queue request: partial read (DCU_PART_RD)", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x01f8, .mscod = 0x0090, .text = "bus queue request: partial write (DCU_PART_WR)", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x01f8, .mscod = 0x00a0, .text = "bus queue request: special cycle (DCU_SPEC_CYC)", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x01f8, .mscod = 0x00c0, .text = "bus queue request: I/O read (DCU_IO_RD)", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x01f8, .mscod = 0x00c8, .text = "bus queue request: I/O write (DCU_IO_WR)", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x01f8, .mscod = 0x00e0, .text = "bus queue request: locked read (DCU_LOCK_RD)", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x01f8, .mscod = 0x00e8, .text = "bus queue request: locked write (DCU_LOCK_WR)", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x01f8, .mscod = 0x00f0, .text = "bus queue request: split-lock read (DCU_SPLOCK_RD)", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x01f8, .mscod = 0x0120, .text = "bus queue request: L2 write-invalidate read for ownership (L2_WI_RFO)", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x01f8, .mscod = 0x0130, .text = "bus queue request: L2 write-invalidate ItoM (L2_WI_ITOM)", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x0e00, .mscod = 0x0200, .text = "bus queue error: address parity", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x0e00, .mscod = 0x0400, .text = "bus queue error: hard error response", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x0e00, .mscod = 0x0600, .text = "bus queue error: response parity", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x1000, .mscod = 0x1000, .text = "MCE driven by this processor", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x2000, .mscod = 0x2000, .text = "MCE observed", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x4000, .mscod = 0x4000, .text = "BINIT driven by this processor (internal BINIT)", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xf800, .mcacod = 0x0800, .mscod_mask = 0x8000, .mscod = 0x8000, .text = "BINIT observed", .src = REF_SDM_T16_4 },

	/* ---- Dunnington (Xeon 7400): SDM 3B 16.2.1, table 16-6 for the bus
	 * and interconnect code 0x0e0f (flags) and table 16-7 for the internal
	 * (cache bus controller) code 0x0400 (values); the SDM names MC4 and MC6
	 * for them, so no bank is assumed (as mcelog dunnington.c). */
	{ .plat = PLAT_DNT, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xefff, .mcacod = 0x0e0f, .mscod_mask = 0x0001, .mscod = 0x0001, .text = "FSB request phase parity error", .src = REF_SDM_T16_6 },
	{ .plat = PLAT_DNT, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xefff, .mcacod = 0x0e0f, .mscod_mask = 0x0010, .mscod = 0x0010, .text = "hard-failure response received for a local transaction", .src = REF_SDM_T16_6 },
	{ .plat = PLAT_DNT, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xefff, .mcacod = 0x0e0f, .mscod_mask = 0x0020, .mscod = 0x0020, .text = "FSB response field parity error", .src = REF_SDM_T16_6 },
	{ .plat = PLAT_DNT, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xefff, .mcacod = 0x0e0f, .mscod_mask = 0x0040, .mscod = 0x0040, .text = "FSB inbound data parity error", .src = REF_SDM_T16_6 },
	{ .plat = PLAT_DNT, .lo = 0, .hi = 255, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0x0001, .text = "inclusion error from core 0", .src = REF_SDM_T16_7 },
	{ .plat = PLAT_DNT, .lo = 0, .hi = 255, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0x0002, .text = "inclusion error from core 1", .src = REF_SDM_T16_7 },
	{ .plat = PLAT_DNT, .lo = 0, .hi = 255, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0x0003, .text = "write-exclusive error from core 0", .src = REF_SDM_T16_7 },
	{ .plat = PLAT_DNT, .lo = 0, .hi = 255, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0x0004, .text = "write-exclusive error from core 1", .src = REF_SDM_T16_7 },
	{ .plat = PLAT_DNT, .lo = 0, .hi = 255, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0x0005, .text = "inclusion error from the FSB", .src = REF_SDM_T16_7 },
	{ .plat = PLAT_DNT, .lo = 0, .hi = 255, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0x0006, .text = "snoop stall error from the FSB", .src = REF_SDM_T16_7 },
	{ .plat = PLAT_DNT, .lo = 0, .hi = 255, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0x0007, .text = "write stall error from the FSB", .src = REF_SDM_T16_7 },
	{ .plat = PLAT_DNT, .lo = 0, .hi = 255, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0x0008, .text = "FSB arbiter timeout", .src = REF_SDM_T16_7 },
	{ .plat = PLAT_DNT, .lo = 0, .hi = 255, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0x000a, .text = "inclusion error from core 2", .src = REF_SDM_T16_7 },
	{ .plat = PLAT_DNT, .lo = 0, .hi = 255, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0x000b, .text = "write-exclusive error from core 2", .src = REF_SDM_T16_7 },
	{ .plat = PLAT_DNT, .lo = 0, .hi = 255, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0x0200, .text = "internal timeout", .src = REF_SDM_T16_7 },
	{ .plat = PLAT_DNT, .lo = 0, .hi = 255, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0x0300, .text = "internal timeout", .src = REF_SDM_T16_7 },
	{ .plat = PLAT_DNT, .lo = 0, .hi = 255, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0x0400, .text = "Cache Safe Technology queue full, or disabled ways in a set overflowed", .src = REF_SDM_T16_7 },
	{ .plat = PLAT_DNT, .lo = 0, .hi = 255, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0x0500, .text = "quiet cycle timeout (corrected)", .src = REF_SDM_T16_7 },
	{ .plat = PLAT_DNT, .lo = 0, .hi = 255, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0xc002, .text = "corrected ECC error on outgoing core 0 data", .src = REF_SDM_T16_7 },
	{ .plat = PLAT_DNT, .lo = 0, .hi = 255, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0xc004, .text = "corrected ECC error on outgoing core 1 data", .src = REF_SDM_T16_7 },
	{ .plat = PLAT_DNT, .lo = 0, .hi = 255, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0xc008, .text = "corrected ECC error on outgoing core 2 data", .src = REF_SDM_T16_7 },
	{ .plat = PLAT_DNT, .lo = 0, .hi = 255, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0xe002, .text = "uncorrected ECC error on outgoing core 0 data", .src = REF_SDM_T16_7 },
	{ .plat = PLAT_DNT, .lo = 0, .hi = 255, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0xe004, .text = "uncorrected ECC error on outgoing core 1 data", .src = REF_SDM_T16_7 },
	{ .plat = PLAT_DNT, .lo = 0, .hi = 255, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0xe008, .text = "uncorrected ECC error on outgoing core 2 data", .src = REF_SDM_T16_7 },

	/* ---- Xeon 7100 (Tulsa), MC4: SDM 3B 16.10.3, tables 16-35 (L3 code
	 * 0x010b: 18:16 the error, 31:21 a fixed pattern), 16-36 (bus code
	 * 0x0e0f: flags) and 16-37 (internal code 0x0400: values).  mcelog
	 * tulsa.c decodes the bus and internal tables alike; it has no L3
	 * table. */
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x010b, .mscod_mask = 0xffff, .mscod = 0x2001, .text = "L3: more than one way reported a corrected error", .src = REF_SDM_T16_35 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x010b, .mscod_mask = 0xffff, .mscod = 0x2002, .text = "L3: more than one way reported an uncorrected error", .src = REF_SDM_T16_35 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x010b, .mscod_mask = 0xffff, .mscod = 0x2003, .text = "L3: more than one way reported a tag hit", .src = REF_SDM_T16_35 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x010b, .mscod_mask = 0xffff, .mscod = 0x2005, .text = "L3: one way reported a corrected error", .src = REF_SDM_T16_35 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x010b, .mscod_mask = 0xffff, .mscod = 0x2006, .text = "L3: one way reported an uncorrected error", .src = REF_SDM_T16_35 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x010b, .mscod_mask = 0xffff, .mscod = 0x2007, .text = "L3: corrected errors in some ways and uncorrected errors in others", .src = REF_SDM_T16_35 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_EACH, .mcacod_mask = 0xefff, .mcacod = 0x0e0f, .mscod_mask = 0x0001, .mscod = 0x0001, .text = "FSB request phase parity error", .src = REF_SDM_T16_36 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_EACH, .mcacod_mask = 0xefff, .mcacod = 0x0e0f, .mscod_mask = 0x0002, .mscod = 0x0002, .text = "parity error in core 0's request address", .src = REF_SDM_T16_36 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_EACH, .mcacod_mask = 0xefff, .mcacod = 0x0e0f, .mscod_mask = 0x0004, .mscod = 0x0004, .text = "parity error in core 1's request address", .src = REF_SDM_T16_36 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_EACH, .mcacod_mask = 0xefff, .mcacod = 0x0e0f, .mscod_mask = 0x0010, .mscod = 0x0010, .text = "FSB response field parity error", .src = REF_SDM_T16_36 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_EACH, .mcacod_mask = 0xefff, .mcacod = 0x0e0f, .mscod_mask = 0x0020, .mscod = 0x0020, .text = "FSB inbound data parity error", .src = REF_SDM_T16_36 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_EACH, .mcacod_mask = 0xefff, .mcacod = 0x0e0f, .mscod_mask = 0x0040, .mscod = 0x0040, .text = "parity error on data from core 0", .src = REF_SDM_T16_36 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_EACH, .mcacod_mask = 0xefff, .mcacod = 0x0e0f, .mscod_mask = 0x0080, .mscod = 0x0080, .text = "parity error on data from core 1", .src = REF_SDM_T16_36 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_EACH, .mcacod_mask = 0xefff, .mcacod = 0x0e0f, .mscod_mask = 0x0100, .mscod = 0x0100, .text = "enhanced defer (IDS) parity error", .src = REF_SDM_T16_36 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_EACH, .mcacod_mask = 0xefff, .mcacod = 0x0e0f, .mscod_mask = 0x0200, .mscod = 0x0200, .text = "ECC error on FSB inbound data", .src = REF_SDM_T16_36 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_EACH, .mcacod_mask = 0xefff, .mcacod = 0x0e0f, .mscod_mask = 0x0400, .mscod = 0x0400, .text = "FSB data strobe glitch or sequencing error", .src = REF_SDM_T16_36 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_EACH, .mcacod_mask = 0xefff, .mcacod = 0x0e0f, .mscod_mask = 0x0800, .mscod = 0x0800, .text = "FSB address strobe glitch or sequencing error", .src = REF_SDM_T16_36 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0x0001, .text = "inclusion error from core 0", .src = REF_SDM_T16_37 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0x0002, .text = "inclusion error from core 1", .src = REF_SDM_T16_37 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0x0003, .text = "write-exclusive error from core 0", .src = REF_SDM_T16_37 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0x0004, .text = "write-exclusive error from core 1", .src = REF_SDM_T16_37 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0x0005, .text = "inclusion error from the FSB", .src = REF_SDM_T16_37 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0x0006, .text = "snoop stall error from the FSB", .src = REF_SDM_T16_37 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0x0007, .text = "write stall error from the FSB", .src = REF_SDM_T16_37 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0x0008, .text = "FSB arbiter timeout", .src = REF_SDM_T16_37 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0x0009, .text = "cache bus controller OOD queue underflow or overflow", .src = REF_SDM_T16_37 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0x0100, .text = "Enhanced SpeedStep TM1-TM2 error", .src = REF_SDM_T16_37 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0x0200, .text = "internal timeout", .src = REF_SDM_T16_37 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0x0300, .text = "internal timeout", .src = REF_SDM_T16_37 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0x0400, .text = "Cache Safe Technology queue full, or disabled ways in a set overflowed", .src = REF_SDM_T16_37 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0xc001, .text = "corrected ECC error on outgoing FSB data", .src = REF_SDM_T16_37 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0xc002, .text = "corrected ECC error on outgoing core 0 data", .src = REF_SDM_T16_37 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0xc004, .text = "corrected ECC error on outgoing core 1 data", .src = REF_SDM_T16_37 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0xe001, .text = "uncorrected ECC error on outgoing FSB data", .src = REF_SDM_T16_37 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0xe002, .text = "uncorrected ECC error on outgoing core 0 data", .src = REF_SDM_T16_37 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0400, .mscod_mask = 0xffff, .mscod = 0xe004, .text = "uncorrected ECC error on outgoing core 1 data", .src = REF_SDM_T16_37 },

	/* ---- Nehalem-EP / Westmere-EP: SDM 3B 16.3 (06_1AH): QPI MC0-MC1
	 * table 16-8 (flags; 21:20 reserved), internal MC7 table 16-10, iMC MC8
	 * table 16-11 (DIMM and channel in MCi_MISC: intel_bits[]).  Westmere-EP
	 * taken as Nehalem-EP after the kernel's i7core_edac and mcelog
	 * (cputype.table maps 06_2CH to the Nehalem decoder). */
	{ .plat = PLAT_NHM_EP, .lo = 0, .hi = 1, .kind = MS_EACH, .mscod_mask = 0x0001, .mscod = 0x0001, .text = "QPI header parity error", .src = REF_SDM_T16_8 },
	{ .plat = PLAT_NHM_EP, .lo = 0, .hi = 1, .kind = MS_EACH, .mscod_mask = 0x0002, .mscod = 0x0002, .text = "QPI data packet parity error", .src = REF_SDM_T16_8 },
	{ .plat = PLAT_NHM_EP, .lo = 0, .hi = 1, .kind = MS_EACH, .mscod_mask = 0x0004, .mscod = 0x0004, .text = "QPI retry count exceeded", .src = REF_SDM_T16_8 },
	{ .plat = PLAT_NHM_EP, .lo = 0, .hi = 1, .kind = MS_EACH, .mscod_mask = 0x0008, .mscod = 0x0008, .text = "QPI received a data packet the sender marked poisoned", .src = REF_SDM_T16_8 },
	{ .plat = PLAT_NHM_EP, .lo = 0, .hi = 1, .kind = MS_EACH, .mscod_mask = 0x0040, .mscod = 0x0040, .text = "QPI received a message encoding it does not support", .src = REF_SDM_T16_8 },
	{ .plat = PLAT_NHM_EP, .lo = 0, .hi = 1, .kind = MS_EACH, .mscod_mask = 0x0080, .mscod = 0x0080, .text = "QPI credit type not supported", .src = REF_SDM_T16_8 },
	{ .plat = PLAT_NHM_EP, .lo = 0, .hi = 1, .kind = MS_EACH, .mscod_mask = 0x0100, .mscod = 0x0100, .text = "QPI receive flit overrun (the sender sent too many flits)", .src = REF_SDM_T16_8 },
	{ .plat = PLAT_NHM_EP, .lo = 0, .hi = 1, .kind = MS_EACH, .mscod_mask = 0x0200, .mscod = 0x0200, .text = "QPI sender sent a failed response", .src = REF_SDM_T16_8 },
	{ .plat = PLAT_NHM_EP, .lo = 0, .hi = 1, .kind = MS_EACH, .mscod_mask = 0x0400, .mscod = 0x0400, .text = "QPI receiver clock jitter", .src = REF_SDM_T16_8 },
	/* Nehalem internal errors, status 31:24: SDM 3B table 16-10 (MC7 on
	 * 06_1AH); mcelog applies the same list to Xeon 7500 (xeon75xx_decode_model,
	 * MCACOD 0x0001). */
	{ .plat = PLAT_NHM_EP, .lo = 7, .hi = 7, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0300, .text = "reset firmware did not complete", .src = REF_SDM_T16_10 },
	{ .plat = PLAT_NHM_EP, .lo = 7, .hi = 7, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0800, .text = "invalid CMPD received", .src = REF_SDM_T16_10 },
	{ .plat = PLAT_NHM_EP, .lo = 7, .hi = 7, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0a00, .text = "invalid power management request", .src = REF_SDM_T16_10 },
	{ .plat = PLAT_NHM_EP, .lo = 7, .hi = 7, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x0d00, .text = "invalid S-state transition", .src = REF_SDM_T16_10 },
	{ .plat = PLAT_NHM_EP, .lo = 7, .hi = 7, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1100, .text = "VID controller does not match the selected POC controller", .src = REF_SDM_T16_10 },
	{ .plat = PLAT_NHM_EP, .lo = 7, .hi = 7, .kind = MS_EACH, .mscod_mask = 0xff00, .mscod = 0x1a00, .text = "MSID from the POC does not match the CPU's MSID", .src = REF_SDM_T16_10 },
	/* Nehalem memory controller (MC8): SDM 3B table 16-11, one bit each, so
	 * several may be set (mcelog nehalem.c nhm_memory_status[] SBITFIELDs; the
	 * kernel's i7core_edac names the first set bit). */
	{ .plat = PLAT_NHM_EP, .lo = 8, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x0001, .mscod = 0x0001, .text = "ECC error on a read", .src = REF_SDM_T16_11 },
	{ .plat = PLAT_NHM_EP, .lo = 8, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x0002, .mscod = 0x0002, .text = "ECC error during a scrub", .src = REF_SDM_T16_11 },
	{ .plat = PLAT_NHM_EP, .lo = 8, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x0004, .mscod = 0x0004, .text = "parity error on a write", .src = REF_SDM_T16_11 },
	{ .plat = PLAT_NHM_EP, .lo = 8, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x0008, .mscod = 0x0008, .text = "redundancy loss: error in one half of redundant memory", .src = REF_SDM_T16_11 },
	{ .plat = PLAT_NHM_EP, .lo = 8, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x0020, .mscod = 0x0020, .text = "memory access out of range", .src = REF_SDM_T16_11 },
	{ .plat = PLAT_NHM_EP, .lo = 8, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x0040, .mscod = 0x0040, .text = "internal request ID (RTID) out of range", .src = REF_SDM_T16_11 },
	{ .plat = PLAT_NHM_EP, .lo = 8, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x0080, .mscod = 0x0080, .text = "address parity error", .src = REF_SDM_T16_11 },
	{ .plat = PLAT_NHM_EP, .lo = 8, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x0100, .mscod = 0x0100, .text = "byte-enable parity error", .src = REF_SDM_T16_11 },

	/* ---- Lynnfield: the memory controller bank only (kernel i7core_edac) */
	/* memory controller flags: SDM 3B table 16-11 (Lynnfield) */
	{ .plat = PLAT_NHM, .lo = 8, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x0001, .mscod = 0x0001, .text = "ECC error on a read", .src = REF_SDM_T16_11 },
	{ .plat = PLAT_NHM, .lo = 8, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x0002, .mscod = 0x0002, .text = "ECC error during a scrub", .src = REF_SDM_T16_11 },
	{ .plat = PLAT_NHM, .lo = 8, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x0004, .mscod = 0x0004, .text = "parity error on a write", .src = REF_SDM_T16_11 },
	{ .plat = PLAT_NHM, .lo = 8, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x0008, .mscod = 0x0008, .text = "redundancy loss: error in one half of redundant memory", .src = REF_SDM_T16_11 },
	{ .plat = PLAT_NHM, .lo = 8, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x0020, .mscod = 0x0020, .text = "memory access out of range", .src = REF_SDM_T16_11 },
	{ .plat = PLAT_NHM, .lo = 8, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x0040, .mscod = 0x0040, .text = "internal request ID (RTID) out of range", .src = REF_SDM_T16_11 },
	{ .plat = PLAT_NHM, .lo = 8, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x0080, .mscod = 0x0080, .text = "address parity error", .src = REF_SDM_T16_11 },
	{ .plat = PLAT_NHM, .lo = 8, .hi = 8, .kind = MS_EACH, .mscod_mask = 0x0100, .mscod = 0x0100, .text = "byte-enable parity error", .src = REF_SDM_T16_11 },

	/* ---- Nehalem-EX / Westmere-EX: internal errors only, MCACOD 0x0001 in
	 * any bank (mcelog nehalem.c xeon75xx_decode_model, which reuses the
	 * Nehalem-EP list of SDM table 16-10). */
	/* internal errors, status 31:24: SDM 3B table 16-10 (Nehalem-EX, any
	 * bank) */
	{ .plat = PLAT_NHM_EX, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xffff, .mcacod = 0x0001, .mscod_mask = 0xff00, .mscod = 0x0300, .text = "reset firmware did not complete", .src = REF_MCELOG_NEHALEM },
	{ .plat = PLAT_NHM_EX, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xffff, .mcacod = 0x0001, .mscod_mask = 0xff00, .mscod = 0x0800, .text = "invalid CMPD received", .src = REF_MCELOG_NEHALEM },
	{ .plat = PLAT_NHM_EX, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xffff, .mcacod = 0x0001, .mscod_mask = 0xff00, .mscod = 0x0a00, .text = "invalid power management request", .src = REF_MCELOG_NEHALEM },
	{ .plat = PLAT_NHM_EX, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xffff, .mcacod = 0x0001, .mscod_mask = 0xff00, .mscod = 0x0d00, .text = "invalid S-state transition", .src = REF_MCELOG_NEHALEM },
	{ .plat = PLAT_NHM_EX, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xffff, .mcacod = 0x0001, .mscod_mask = 0xff00, .mscod = 0x1100, .text = "VID controller does not match the selected POC controller", .src = REF_MCELOG_NEHALEM },
	{ .plat = PLAT_NHM_EX, .lo = 0, .hi = 255, .kind = MS_EACH, .mcacod_mask = 0xffff, .mcacod = 0x0001, .mscod_mask = 0xff00, .mscod = 0x1a00, .text = "MSID from the POC does not match the CPU's MSID", .src = REF_MCELOG_NEHALEM },

	/* ---- Denverton: mcelog denverton.c mc_bits[] (flags, "SDM 3B table
	 * 16-33" in its numbering), banks 6-7. */
	{ .plat = PLAT_DNV, .lo = 6, .hi = 7, .kind = MS_EACH, .mscod_mask = 0x0001, .mscod = 0x0001, .text = "command/address parity error", .src = REF_MCELOG_DENVERTON },
	{ .plat = PLAT_DNV, .lo = 6, .hi = 7, .kind = MS_EACH, .mscod_mask = 0x0002, .mscod = 0x0002, .text = "corrected demand or patrol scrub error", .src = REF_MCELOG_DENVERTON },
	{ .plat = PLAT_DNV, .lo = 6, .hi = 7, .kind = MS_EACH, .mscod_mask = 0x0004, .mscod = 0x0004, .text = "uncorrected patrol scrub error", .src = REF_MCELOG_DENVERTON },
	{ .plat = PLAT_DNV, .lo = 6, .hi = 7, .kind = MS_EACH, .mscod_mask = 0x0008, .mscod = 0x0008, .text = "uncorrected demand read error", .src = REF_MCELOG_DENVERTON },
	{ .plat = PLAT_DNV, .lo = 6, .hi = 7, .kind = MS_EACH, .mscod_mask = 0x0010, .mscod = 0x0010, .text = "write data buffer (WDB) read ECC error", .src = REF_MCELOG_DENVERTON },

	/* ---- Sierra Forest / Clearwater Forest: Granite Rapids' memory tables
	 * on the banks mcelog (granite_decode_model for CPU_SIERRAFOREST and
	 * CPU_CLEARWATERFOREST) and the kernel's i10nm (gnr_cfg) give. */
	/* B2CMI, as on Granite Rapids (Sierra Forest, bank 12) */
	{ .plat = PLAT_SRF, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0001, .text = "B2CMI: read ECC error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0002, .text = "B2CMI: bucket1 error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0003, .text = "B2CMI: tracker parity error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0004, .text = "B2CMI: security mismatch", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0007, .text = "B2CMI: read completion parity error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0008, .text = "B2CMI: response parity error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0009, .text = "B2CMI: timeout", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x000a, .text = "B2CMI: address parity error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x000c, .text = "B2CMI: CMI credit oversubscription", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 12, .hi = 12, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x000d, .text = "B2CMI: SAI mismatch", .src = REF_MCELOG_GRANITE },
	/* memory controller channel, as on Granite Rapids (Sierra Forest, banks
	 * 13-24) */
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0001, .text = "address parity error (APPP)", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0002, .text = "CMI write data parity error, sub-channel 0", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0003, .text = "CMI ECC error (corrected or not), sub-channel 0", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0004, .text = "CMI write byte-enable parity error, sub-channel 0", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0005, .text = "CMI write MAC parity error, sub-channel 0", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0008, .text = "corrected patrol scrub error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0010, .text = "uncorrected patrol scrub error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0020, .text = "corrected spare error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0040, .text = "uncorrected spare error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0080, .text = "transient or corrected error on a demand or underfill read", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00a0, .text = "uncorrected error on a demand or underfill read", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00b0, .text = "poison read from memory while the controller had poison disabled", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00c0, .text = "2LM metadata read error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0100, .text = "WDB read parity error, sub-channel 0", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0102, .text = "WDB read ECC error (corrected or not), sub-channel 0", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0104, .text = "WDB byte-enable read parity error, sub-channel 0", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0106, .text = "WDB read persistent corrected ECC error, sub-channel 0", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0108, .text = "DDR link failure", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0109, .text = "illegal incoming opcode", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0200, .text = "DDR command/address parity or write CRC error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0400, .text = "scheduler address parity error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0832, .text = "memory controller internal error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0833, .text = "tracker address register-file parity error", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x2002, .text = "CMI write data parity error, sub-channel 1", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x2003, .text = "CMI ECC error (corrected or not), sub-channel 1", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x2004, .text = "CMI write byte-enable parity error, sub-channel 1", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x2005, .text = "CMI write MAC parity error, sub-channel 1", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x2100, .text = "WDB read parity error, sub-channel 1", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x2102, .text = "WDB read ECC error (corrected or not), sub-channel 1", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x2104, .text = "WDB byte-enable read parity error, sub-channel 1", .src = REF_MCELOG_GRANITE },
	{ .plat = PLAT_SRF, .lo = 13, .hi = 24, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x2106, .text = "WDB read persistent corrected ECC error, sub-channel 1", .src = REF_MCELOG_GRANITE },

	/* ---- Diamond Rapids (family 0x13): mcelog diamond.c (rasdaemon
	 * mce-intel-diamond.c has the same tables).  Bank 4: MCACOD 0x040b is a
	 * scan-at-field error whatever the MSCOD; else 31:24 picks a group and
	 * 23:16 the error. */
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xffff, .mcacod = 0x040b, .text = "scan-at-field error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0001, .text = "machine check while CR4.MCE was clear", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0002, .text = "machine check while MCIP was already set", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0003, .text = "machine check during WPS", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0004, .text = "unrecoverable error during a security flow", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0005, .text = "software triple fault shutdown", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0006, .text = "VMX exit consistency check failed", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0007, .text = "RSM consistency check failed", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0008, .text = "invalid state on protected-mode SMM entry", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0009, .text = "microcode patch load failed (security flow)", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0816, .text = "DVFS counter expired", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0823, .text = "unsupported response", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0825, .text = "functional-safety memory BIST error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0826, .text = "SA PLL lock error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0827, .text = "crystal frequency monitor error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0828, .text = "PMSB fuse puller error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0829, .text = "GPSB fuse puller error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0830, .text = "pcode watchdog expired", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0831, .text = "bandgap reference functional-safety error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0832, .text = "core FIVR error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0833, .text = "die-to-die FIVR error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0834, .text = "MLC FIVR error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0835, .text = "ring FIVR error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0836, .text = "die-to-die monitor PLL functional-safety error 0", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0837, .text = "die-to-die monitor PLL functional-safety error 1", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0838, .text = "TOP0 PLL functional-safety error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0839, .text = "base PLL functional-safety error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0840, .text = "UCIe reset: bus stopped on error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0841, .text = "resource adaptation 0 error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0842, .text = "resource adaptation 1 error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0845, .text = "TOP1 PLL functional-safety error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0846, .text = "TOP2 PLL functional-safety error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0847, .text = "TOP3 PLL functional-safety error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0848, .text = "microcode patch load acknowledge error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0c01, .text = "Punit microcontroller instruction RAM double-bit error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0c02, .text = "Punit microcontroller double exception", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0c03, .text = "Punit microcontroller telemetry SRAM error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0c04, .text = "Punit microcontroller data RAM double-bit error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0c05, .text = "Punit microcontroller TPMI SRAM error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1401, .text = "FIVR high-voltage yellow alarm", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 4, .hi = 4, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x1402, .text = "FIVR high-voltage red alarm", .src = REF_MCELOG_DIAMOND },
	/* bank 11: a code in 31:24 when that is non-zero, else one in 23:16 */
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xff00, .mscod = 0x0900, .text = "TSC download timed out", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xff00, .mscod = 0x0a00, .text = "crystal frequency out of the valid range", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xff00, .mscod = 0x0b00, .text = "GPSB sideband timed out", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xff00, .mscod = 0x0c00, .text = "PMSB sideband timed out", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xff00, .mscod = 0x0d00, .text = "configuration acknowledge timed out", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xff00, .mscod = 0x2300, .text = "SVID error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xff00, .mscod = 0x3500, .text = "invalid SVID load-line setting", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xff00, .mscod = 0x3600, .text = "invalid SVID ICC max", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xff00, .mscod = 0x4a00, .text = "FIVR power-delivery hard error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xff00, .mscod = 0x4c00, .text = "double-bit error in HPM SRAM", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xff00, .mscod = 0x5800, .text = "invalid memory frequency", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xff00, .mscod = 0x6300, .text = "SVID VCCIN protocol error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xff00, .mscod = 0x6a00, .text = "SPPR timed out", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xff00, .mscod = 0x6f00, .text = "invalid SID", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xff00, .mscod = 0x7000, .text = "invalid remote legacy agent", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xff00, .mscod = 0x7100, .text = "invalid remote LT agent", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xff00, .mscod = 0x7b00, .text = "thermal sensor invalid", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xff00, .mscod = 0x7c00, .text = "CXL device has no credit", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xff00, .mscod = 0x7e00, .text = "die too hot (recoverable thermal event)", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xff00, .mscod = 0x8300, .text = "package S-state reset-preparation acknowledge timed out (recoverable)", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xfffe, .mscod = 0x0002, .text = "power management microcontroller double-bit ECC error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xfffe, .mscod = 0x0008, .text = "power management microcontroller error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x000a, .text = "power management microcontroller patch load error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x000b, .text = "power management microcontroller POReqValid error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x000c, .text = "power management microcontroller RAM address error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x000d, .text = "power management microcontroller RAM access error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0010, .text = "pcode watchdog expired or TeleSRAM double-bit ECC error (MCi_MISC's model-specific information tells which)", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0020, .text = "error signalled by the power management agent", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0030, .text = "power management microcontroller error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00a0, .text = "HPM SRAM double-bit ECC error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 11, .hi = 11, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00b0, .text = "TPMI SRAM double-bit ECC error", .src = REF_MCELOG_DIAMOND },
	/* bank 18 UPI: groups 0x00 and 0x02 in 31:24 */
	{ .plat = PLAT_DMR, .lo = 18, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xfffe, .mscod = 0x0000, .text = "UPI internal parity error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 18, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0002, .text = "UPI internal parity error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 18, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0005, .text = "UPI internal parity error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 18, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0008, .text = "UPI internal queue overflow", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 18, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0009, .text = "UPI link layer buffer overflow", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 18, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x000a, .text = "UPI internal queue underflow", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 18, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x000b, .text = "UPI link layer buffer underflow", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 18, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x000c, .text = "UPI link layer or internal credit overflow", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 18, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0011, .text = "UPI internal queue overflow", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 18, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0012, .text = "UPI internal queue overflow", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 18, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0013, .text = "UPI internal queue underflow", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 18, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0014, .text = "UPI internal queue underflow", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 18, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0021, .text = "UPI internal interface error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 18, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0023, .text = "UPI invalid message", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 18, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0024, .text = "UPI protocol error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 18, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0025, .text = "UPI interleave error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 18, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0028, .text = "UPI internal interface error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 18, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0029, .text = "UPI link integrity or initialisation error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 18, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xfffe, .mscod = 0x002a, .text = "UPI power management transition timed out", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 18, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xfffe, .mscod = 0x002c, .text = "UPI power management transition timed out", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 18, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0030, .text = "UPI received poison while poison is disabled", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 18, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0031, .text = "UPI internal interface error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 18, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0200, .text = "UPI link integrity or initialisation error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 18, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0203, .text = "UPI link degraded", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 18, .hi = 18, .kind = MS_FIRST, .mscod_mask = 0xfffc, .mscod = 0x0204, .text = "UPI power management transition timed out", .src = REF_MCELOG_DIAMOND },
	/* banks 19-26 memory channels */
	{ .plat = PLAT_DMR, .lo = 19, .hi = 26, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0001, .text = "CMI request address parity error (APPP)", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 19, .hi = 26, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0002, .text = "CMI write data parity error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 19, .hi = 26, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0004, .text = "CMI write byte-enable parity error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 19, .hi = 26, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0008, .text = "transient or corrected error on a patrol read", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 19, .hi = 26, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0010, .text = "uncorrected patrol scrub error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 19, .hi = 26, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0020, .text = "corrected or transient error on a spare read", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 19, .hi = 26, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0040, .text = "uncorrected spare error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 19, .hi = 26, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0080, .text = "transient or corrected error on a demand or underfill read", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 19, .hi = 26, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00a0, .text = "uncorrected error on a demand or underfill read", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 19, .hi = 26, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00b0, .text = "poisoned read data while poison is disabled", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 19, .hi = 26, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x00c0, .text = "2LM metadata read error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 19, .hi = 26, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0102, .text = "WDB read ECC error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 19, .hi = 26, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0104, .text = "WDB byte-enable read parity error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 19, .hi = 26, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0106, .text = "WDB read persistent ECC error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 19, .hi = 26, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0108, .text = "DDR link failure", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 19, .hi = 26, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0109, .text = "illegal incoming opcode", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 19, .hi = 26, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0200, .text = "DDR command/address parity or write CRC error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 19, .hi = 26, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0240, .text = "decoder structure error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 19, .hi = 26, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0400, .text = "memory controller internal address parity error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 19, .hi = 26, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0813, .text = "CMI credit oversubscription", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 19, .hi = 26, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0814, .text = "CMI total credit count error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 19, .hi = 26, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0815, .text = "CMI reserved credit pool error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 19, .hi = 26, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0832, .text = "memory controller internal error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 19, .hi = 26, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0834, .text = "tracker RDCMP register-file parity error", .src = REF_MCELOG_DIAMOND },
	{ .plat = PLAT_DMR, .lo = 19, .hi = 26, .kind = MS_FIRST, .mscod_mask = 0xffff, .mscod = 0x0836, .text = "tracker WRCMP register-file parity error", .src = REF_MCELOG_DIAMOND },
};

/*
 * Model-specific meanings of MCACOD (not MSCOD) in the PCU bank 4:
 * SDM 3B table 16-27 (Skylake-SP) and mcelog haswell.c / broadwell_epex.c /
 * broadwell_de.c / skylake_xeon.c (bit 12, corrected filtering, ignored).
 * Rows use struct mscod_row with mscod_mask 0; ras.c's MSCOD loop prints
 * "MSCOD 0x....: ", so the integrator should give these their own lookup
 * (e.g. "PCU: %s" after decode_mcacod) rather than append them to
 * intel_mscod[].  SDM note for Skylake-SP: after a core 3-strike IERR the
 * MLC bank 3 is copied into bank 4.
 */
static const struct mscod_row intel_pcu_mcacod[] = {
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0402, .text = "PCU internal error", .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0403, .text = "PCU internal error", .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0406, .text = "Intel TXT error", .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_HSX, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0407, .text = "other Ubox internal error", .src = REF_MCELOG_HASWELL },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0402, .text = "PCU internal error", .src = REF_MCELOG_BROADWELL_EPEX },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0403, .text = "PCU internal error", .src = REF_MCELOG_BROADWELL_EPEX },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0406, .text = "Intel TXT error", .src = REF_MCELOG_BROADWELL_EPEX },
	{ .plat = PLAT_BDX, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0407, .text = "other Ubox internal error", .src = REF_MCELOG_BROADWELL_EPEX },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0402, .text = "PCU internal error", .src = REF_MCELOG_BROADWELL_DE },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0403, .text = "PCU internal error", .src = REF_MCELOG_BROADWELL_DE },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0406, .text = "Intel TXT error", .src = REF_MCELOG_BROADWELL_DE },
	{ .plat = PLAT_BDX_DE, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0407, .text = "other Ubox internal error", .src = REF_MCELOG_BROADWELL_DE },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0402, .text = "PCU internal error", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0403, .text = "PCU internal error", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0406, .text = "Intel TXT error", .src = REF_SDM_T16_27 },
	{ .plat = PLAT_SKX, .lo = 4, .hi = 4, .kind = MS_FIRST, .mcacod_mask = 0xefff, .mcacod = 0x0407, .text = "other Ubox internal error", .src = REF_SDM_T16_27 },
};

/*
 * Model-specific bits outside MSCOD: status 63:32 ("other information")
 * and MCi_MISC.  Every matching row is printed (decode_intel_bits).  A
 * row without freg prints its text alone.
 */
static const struct intel_bits_row intel_bits[] = {
	/* Broadwell-EP/EX home agents (banks 7-8): MCi_MISC bits 41/42, mcelog
	 * broadwell_epex.c bdw_epex_ce_type() */
	/* corrected by mirroring: MISC bit FO (failover) or, without it, MC
	 * (primary channel scrubbed); mcelog p4.c check_for_mirror() asks only for
	 * corrected errors with MISCV */
	{ .plat = PLAT_BDX, .lo = 7, .hi = 8, .st_mask = S_UC, .st_value = 0, .misc_mask = BIT(41), .misc_value = BIT(41), .text = "corrected by mirroring with channel failover", .src = REF_MCELOG_BROADWELL_EPEX },
	{ .plat = PLAT_BDX, .lo = 7, .hi = 8, .st_mask = S_UC, .st_value = 0, .misc_mask = BIT(41) | BIT(42), .misc_value = BIT(42), .text = "corrected by mirroring, primary channel scrubbed successfully", .src = REF_MCELOG_BROADWELL_EPEX },
	/* Skylake-SP/Cascade Lake M2M (banks 7-8): MCi_MISC bits 63/62, mcelog
	 * skylake_xeon.c skylake_s_ce_type() */
	/* corrected by mirroring (Skylake-SP, banks 7-8) */
	{ .plat = PLAT_SKX, .lo = 7, .hi = 8, .st_mask = S_UC, .st_value = 0, .misc_mask = BIT(63), .misc_value = BIT(63), .text = "corrected by mirroring with channel failover", .src = REF_MCELOG_SKYLAKE },
	{ .plat = PLAT_SKX, .lo = 7, .hi = 8, .st_mask = S_UC, .st_value = 0, .misc_mask = BIT(63) | BIT(62), .misc_value = BIT(62), .text = "corrected by mirroring, primary channel scrubbed successfully", .src = REF_MCELOG_SKYLAKE },
	/* Ice Lake-SP M2M (banks 12, 16, 20, 24): MCi_MISC bits 63/62, mcelog
	 * i10nm.c i10nm_ce_type() (Ice Lake-SP only) */
	/* corrected by mirroring (Ice Lake-SP, bank 12) */
	{ .plat = PLAT_ICX, .lo = 12, .hi = 12, .st_mask = S_UC, .st_value = 0, .misc_mask = BIT(63), .misc_value = BIT(63), .text = "corrected by mirroring with channel failover", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 12, .hi = 12, .st_mask = S_UC, .st_value = 0, .misc_mask = BIT(63) | BIT(62), .misc_value = BIT(62), .text = "corrected by mirroring, primary channel scrubbed successfully", .src = REF_MCELOG_I10NM },
	/* corrected by mirroring (Ice Lake-SP, bank 16) */
	{ .plat = PLAT_ICX, .lo = 16, .hi = 16, .st_mask = S_UC, .st_value = 0, .misc_mask = BIT(63), .misc_value = BIT(63), .text = "corrected by mirroring with channel failover", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 16, .hi = 16, .st_mask = S_UC, .st_value = 0, .misc_mask = BIT(63) | BIT(62), .misc_value = BIT(62), .text = "corrected by mirroring, primary channel scrubbed successfully", .src = REF_MCELOG_I10NM },
	/* corrected by mirroring (Ice Lake-SP, bank 20) */
	{ .plat = PLAT_ICX, .lo = 20, .hi = 20, .st_mask = S_UC, .st_value = 0, .misc_mask = BIT(63), .misc_value = BIT(63), .text = "corrected by mirroring with channel failover", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 20, .hi = 20, .st_mask = S_UC, .st_value = 0, .misc_mask = BIT(63) | BIT(62), .misc_value = BIT(62), .text = "corrected by mirroring, primary channel scrubbed successfully", .src = REF_MCELOG_I10NM },
	/* corrected by mirroring (Ice Lake-SP, bank 24) */
	{ .plat = PLAT_ICX, .lo = 24, .hi = 24, .st_mask = S_UC, .st_value = 0, .misc_mask = BIT(63), .misc_value = BIT(63), .text = "corrected by mirroring with channel failover", .src = REF_MCELOG_I10NM },
	{ .plat = PLAT_ICX, .lo = 24, .hi = 24, .st_mask = S_UC, .st_value = 0, .misc_mask = BIT(63) | BIT(62), .misc_value = BIT(62), .text = "corrected by mirroring, primary channel scrubbed successfully", .src = REF_MCELOG_I10NM },

	/* Core 2 / Penryn bus errors, status 63:32: SDM 3B table 16-4 */
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .mcacod_mask = 0xf800, .mcacod = 0x0800, .st_mask = BIT(34), .st_value = BIT(34), .text = "data parity error on a PIC or FSB access", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .mcacod_mask = 0xf800, .mcacod = 0x0800, .st_mask = BIT(36), .st_value = BIT(36), .text = "received parity error on response transaction (RS[2:0]#)", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .mcacod_mask = 0xf800, .mcacod = 0x0800, .st_mask = BIT(37), .st_value = BIT(37), .text = "FSB address parity error", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .mcacod_mask = 0xf800, .mcacod = 0x0800, .st_mask = BIT(38), .st_value = BIT(38), .text = "timeout BINIT: no micro-op retired for a long time (ROB timeout)", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .mcacod_mask = 0xf800, .mcacod = 0x0800, .st_mask = BIT(42), .st_value = BIT(42), .text = "bus transaction received a hard error response", .src = REF_SDM_T16_4 },
	{ .plat = PLAT_CORE2, .lo = 0, .hi = 255, .mcacod_mask = 0xf800, .mcacod = 0x0800, .st_mask = BIT(43), .st_value = BIT(43), .text = "failure that asserted IERR", .src = REF_SDM_T16_4 },

	/* Xeon 7100 (Tulsa) MC4, status 56:32: SDM 3B table 16-34 (mcelog
	 * tulsa.c corr_numbers, ecc_numbers) */
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .freg = FREG_STATUS, .fhi = 39, .flo = 32, .text = "corrected event count", .src = REF_SDM_T16_34 },
	{ .plat = PLAT_TULSA, .lo = 4, .hi = 4, .st_mask = BIT(52), .st_value = BIT(52), .freg = FREG_STATUS, .fhi = 51, .flo = 44, .text = "ECC syndrome", .hex = 1, .src = REF_SDM_T16_34 },

	/* Nehalem-EP / Westmere-EP QPI (MC0-MC1) MCi_MISC: SDM 3B table 16-9 */
	{ .plat = PLAT_NHM_EP, .lo = 0, .hi = 1, .freg = FREG_MISC, .fhi = 7, .flo = 0, .text = "QPI packet class and opcode", .hex = 1, .src = REF_SDM_T16_9 },
	{ .plat = PLAT_NHM_EP, .lo = 0, .hi = 1, .freg = FREG_MISC, .fhi = 13, .flo = 8, .text = "QPI request transaction ID", .hex = 1, .src = REF_SDM_T16_9 },
	{ .plat = PLAT_NHM_EP, .lo = 0, .hi = 1, .freg = FREG_MISC, .fhi = 18, .flo = 16, .text = "QPI requester/home node ID", .src = REF_SDM_T16_9 },
	{ .plat = PLAT_NHM_EP, .lo = 0, .hi = 1, .misc_mask = BIT(24), .misc_value = BIT(24), .text = "QPI interleave/head indication bit set", .src = REF_SDM_T16_9 },
	/* Nehalem iMC (MC8) MCi_MISC on memory errors: SDM 3B table 16-12; the
	 * kernel's i7core_edac reads DIMM, channel and syndrome from it */
	/* iMC (MC8) MCi_MISC on memory errors: SDM 3B table 16-12 (Nehalem-EP) */
	{ .plat = PLAT_NHM_EP, .lo = 8, .hi = 8, .mcacod_mask = 0xef80, .mcacod = 0x0080, .freg = FREG_MISC, .fhi = 17, .flo = 16, .text = "DIMM", .src = REF_SDM_T16_12 },
	{ .plat = PLAT_NHM_EP, .lo = 8, .hi = 8, .mcacod_mask = 0xef80, .mcacod = 0x0080, .freg = FREG_MISC, .fhi = 19, .flo = 18, .text = "channel", .src = REF_SDM_T16_12 },
	{ .plat = PLAT_NHM_EP, .lo = 8, .hi = 8, .mcacod_mask = 0xef80, .mcacod = 0x0080, .freg = FREG_MISC, .fhi = 63, .flo = 32, .text = "ECC syndrome", .hex = 1, .src = REF_SDM_T16_12 },
	{ .plat = PLAT_NHM_EP, .lo = 8, .hi = 8, .mcacod_mask = 0xef80, .mcacod = 0x0080, .freg = FREG_MISC, .fhi = 7, .flo = 0, .text = "transaction tracker ID", .hex = 1, .src = REF_SDM_T16_12 },
	/* iMC (MC8) MCi_MISC on memory errors: SDM 3B table 16-12 (Lynnfield) */
	{ .plat = PLAT_NHM, .lo = 8, .hi = 8, .mcacod_mask = 0xef80, .mcacod = 0x0080, .freg = FREG_MISC, .fhi = 17, .flo = 16, .text = "DIMM", .src = REF_SDM_T16_12 },
	{ .plat = PLAT_NHM, .lo = 8, .hi = 8, .mcacod_mask = 0xef80, .mcacod = 0x0080, .freg = FREG_MISC, .fhi = 19, .flo = 18, .text = "channel", .src = REF_SDM_T16_12 },
	{ .plat = PLAT_NHM, .lo = 8, .hi = 8, .mcacod_mask = 0xef80, .mcacod = 0x0080, .freg = FREG_MISC, .fhi = 63, .flo = 32, .text = "ECC syndrome", .hex = 1, .src = REF_SDM_T16_12 },
	{ .plat = PLAT_NHM, .lo = 8, .hi = 8, .mcacod_mask = 0xef80, .mcacod = 0x0080, .freg = FREG_MISC, .fhi = 7, .flo = 0, .text = "transaction tracker ID", .hex = 1, .src = REF_SDM_T16_12 },
};

/* ===================================================================== */
/* SMCA extended error codes                                             */
/* ===================================================================== */

/*
 * Sources compared row by row, cited below by these short names:
 *   Linux 6.1   drivers/edac/mce_amd.c smca_*_mce_desc[] of Debian's 6.1.192
 *               (the in-kernel strings; later kernels, 6.12.118 and mainline,
 *               dropped them and print only "Ext. Error Code: N");
 *   rasd 0.8.5  rasdaemon mce-amd-smca.c smca_*_mce_desc[] at v0.8.5 (2026;
 *               its family 1Ah additions came with commit ad04441, May 2024);
 *   rasd 0.6.8  the same file at v0.6.8, the version Debian 12 ships
 *               (0.6.8-1.1; upstream tag used, Debian's source archive was
 *               not downloadable here).
 * Rows where the sources name different errors say so and print both names,
 * marked with their source, rather than picking one.  Codes no source names
 * are absent (NULL) and print as unknown with the raw value.
 */

/*
 * LS, HWID 0xB0 McaType 0x0.  AMD PPR for family 17h (MCA_STATUS_LS
 * ErrorCodeExt; mnemonics as transcribed by the "MCE Ryzen Decoder" tool) and
 * later PPRs; learned from Linux drivers/edac/mce_amd.c and rasdaemon
 * mce-amd-smca.c.  0x13 disagrees with itself: AMD's own MCA_CTL_MASK_LS
 * header (AGESA) names the bit DcTagErr7 but describes it as "DC tag error
 * type 5", and Linux 6.1 and rasd 0.8.5 print "type 5" (the same words as
 * 0x4); printed here with the field name and both numbers.  0x4: Linux 6.1
 * and rasd 0.8.5 "type 5", rasd 0.6.8 "reserved".  0x15-0x1a: rasd 0.8.5
 * only (family 1Ah update).
 */
static const char *const smca_ls_xec[] = {
	[0x00] = "load queue (LDQ) parity",
	[0x01] = "store queue (STQ) parity",
	[0x02] = "miss address buffer (MAB) payload parity",
	[0x03] = "L1 data TLB parity",
	[0x04] = "DC tag error type 5",
	[0x05] = "DC tag error type 6",
	[0x06] = "DC tag error type 1",
	[0x07] = "internal error type 1",
	[0x08] = "internal error type 2",
	[0x09] = "system read data error, thread 0",
	[0x0a] = "system read data error, thread 1",
	[0x0b] = "DC tag error type 2",
	[0x0c] = "DC data error type 1 or poison consumed",
	[0x0d] = "DC data error type 2",
	[0x0e] = "DC data error type 3",
	[0x0f] = "DC tag error type 4",
	[0x10] = "L2 data TLB parity",
	[0x11] = "PDC parity",
	[0x12] = "DC tag error type 3",
	[0x13] = "DC tag error DcTagErr7 (described as type 5)",
	[0x14] = "L2 fill data error",
	[0x15] = "SCB line state or address error",
	[0x16] = "SCB data error, commit pipe 0",
	[0x17] = "SCB data error, commit pipe 1",
	[0x18] = "SCB data error, non-cacheable DRAM or IO",
	[0x19] = "system read data error seen by the write-combining buffer (WCB)",
	[0x1a] = "hardware assertion",
};

/* LS_V2, HWID 0xB0 McaType 0x10 (Zen 3 and later).  AMD PPR MCA_STATUS_LS;
 * learned from Linux drivers/edac/mce_amd.c and rasdaemon mce-amd-smca.c. */
static const char *const smca_ls_v2_xec[] = {
	[0x00] = "DC data ECC error on a probe or victim read",
	[0x01] = "DC data ECC error or L2 poison on a load",
	[0x02] = "DC data ECC error on a store read-modify-write",
	[0x03] = "DC tag ECC error or poison-bit mismatch on a probe or victim read",
	[0x04] = "DC tag ECC error or poison-bit mismatch on a load",
	[0x05] = "DC tag ECC error or poison-bit mismatch on a store",
	[0x06] = "EMEM ECC error on a load",
	[0x07] = "EMEM ECC error on a store read-modify-write",
	[0x08] = "L1 TLB entry parity",
	[0x09] = "L2 TLB entry parity",
	[0x0a] = "PWC entry parity",
	[0x0b] = "STQ entry parity",
	[0x0c] = "LDQ entry parity",
	[0x0d] = "MAB entry parity",
	[0x0e] = "SCB entry state field parity",
	[0x0f] = "SCB entry address field parity",
	[0x10] = "SCB entry data field parity",
	[0x11] = "WCB entry parity",
	[0x12] = "poisoned line in an SCB entry",
	[0x13] = "system read data error from L2 for a load",
	[0x14] = "system read data error from L2 for an SCB store",
	[0x15] = "system read data error from L2 for a WCB store",
	[0x16] = "hardware assertion",
	[0x17] = "parity error in STLF, SCB EMEM entry, store data mask or SRB store data",
};

/* IF, HWID 0xB0 McaType 0x1.  AMD PPR MCA_STATUS_IF; learned from Linux
 * drivers/edac/mce_amd.c and rasdaemon mce-amd-smca.c.  0x4 differs: the
 * decoupling queue physical-address parity in Linux 6.1 and rasd 0.6.8, PRQ
 * parity in rasd 0.8.5 (both printed).  0xd: "system read data error" in
 * Linux 6.1, rasd 0.6.8 and 0.8.5 (an intermediate rasdaemon said "L2 cache
 * error response").  0xf-0x12: Linux 6.1 and rasd 0.8.5, not rasd 0.6.8. */
static const char *const smca_if_xec[] = {
	[0x00] = "op cache microtag probe port parity",
	[0x01] = "IC microtag or full tag multi-hit",
	[0x02] = "IC full tag parity",
	[0x03] = "IC data array parity",
	[0x04] = "decoupling queue physical address parity (Linux 6.1) or PRQ parity (rasdaemon 0.8.5)",
	[0x05] = "L0 ITLB parity",
	[0x06] = "L1 ITLB parity",
	[0x07] = "L2 ITLB parity",
	[0x08] = "BPQ snoop parity, thread 0",
	[0x09] = "BPQ snoop parity, thread 1",
	[0x0a] = "L1 BTB multi-hit",
	[0x0b] = "L2 BTB multi-hit",
	[0x0c] = "poison in an L2 cache response",
	[0x0d] = "system read data error",
	[0x0e] = "hardware assertion",
	[0x0f] = "L1 TLB multi-hit",
	[0x10] = "L2 TLB multi-hit",
	[0x11] = "BSR parity",
	[0x12] = "CT machine check",
};

/* L2, HWID 0xB0 McaType 0x2.  AMD PPR MCA_STATUS_L2; learned from Linux
 * drivers/edac/mce_amd.c and rasdaemon mce-amd-smca.c (0x4-0x5 rasdaemon). */
static const char *const smca_l2_xec[] = {
	[0x00] = "L2M tag multiple-way hit",
	[0x01] = "L2M tag or state array ECC error",
	[0x02] = "L2M data array ECC error",
	[0x03] = "hardware assertion",
	[0x04] = "SDP read response parity",
	[0x05] = "raised by the programmable state machine",
};

/* DE, HWID 0xB0 McaType 0x3.  AMD PPR MCA_STATUS_DE; learned from Linux
 * drivers/edac/mce_amd.c and rasdaemon mce-amd-smca.c.  0x8 differs: micro-op
 * buffer in Linux 6.1 and rasd 0.6.8, micro-op fetch queue in rasd 0.8.5
 * (both printed). */
static const char *const smca_de_xec[] = {
	[0x00] = "op cache tag array parity",
	[0x01] = "op cache data array parity",
	[0x02] = "instruction buffer (IBB) parity",
	[0x03] = "micro-op queue parity",
	[0x04] = "instruction dispatch queue parity",
	[0x05] = "fetch address FIFO parity",
	[0x06] = "patch RAM data parity",
	[0x07] = "patch RAM sequencer parity",
	[0x08] = "micro-op buffer parity (Linux 6.1) or micro-op fetch queue parity (rasdaemon 0.8.5)",
	[0x09] = "hardware assertion",
};

/* EX, HWID 0xB0 McaType 0x5.  AMD PPR MCA_STATUS_EX; learned from Linux
 * drivers/edac/mce_amd.c and rasdaemon mce-amd-smca.c. */
static const char *const smca_ex_xec[] = {
	[0x00] = "watchdog timeout",
	[0x01] = "physical register file parity",
	[0x02] = "flag register file parity",
	[0x03] = "immediate/displacement register file parity",
	[0x04] = "address generator payload parity",
	[0x05] = "EX payload parity",
	[0x06] = "checkpoint queue parity",
	[0x07] = "retire dispatch queue parity",
	[0x08] = "retire status queue parity",
	[0x09] = "scheduler queue parity",
	[0x0a] = "branch buffer queue parity",
	[0x0b] = "hardware assertion",
	[0x0c] = "speculative map parity",
	[0x0d] = "retire map parity",
};

/* FP, HWID 0xB0 McaType 0x6.  AMD PPR MCA_STATUS_FP; learned from Linux
 * drivers/edac/mce_amd.c and rasdaemon mce-amd-smca.c (0x7 rasdaemon). */
static const char *const smca_fp_xec[] = {
	[0x00] = "physical register file (PRF) parity",
	[0x01] = "free list (FL) parity",
	[0x02] = "scheduler queue parity",
	[0x03] = "NSQ parity",
	[0x04] = "retire queue (RQ) parity",
	[0x05] = "status register file (SRF) parity",
	[0x06] = "hardware assertion",
	[0x07] = "mask register file (KRF) parity",
};

/* L3, HWID 0xB0 McaType 0x7.  AMD PPR MCA_STATUS_L3; learned from Linux
 * drivers/edac/mce_amd.c and rasdaemon mce-amd-smca.c (0x8-0x9 rasd 0.8.5).
 * 0x5: Linux 6.1 names both the SDP parity and the system read data error,
 * rasd 0.8.5 only the parity.  0x6 differs: victim queue parity in Linux 6.1
 * and rasd 0.6.8, a data fabric error in rasd 0.8.5 (both printed). */
static const char *const smca_l3_xec[] = {
	[0x00] = "shadow tag macro ECC error",
	[0x01] = "shadow tag macro multi-way hit",
	[0x02] = "L3M tag ECC error",
	[0x03] = "L3M tag multi-way hit",
	[0x04] = "L3M data ECC error",
	[0x05] = "SDP parity or system read data error from XI",
	[0x06] = "L3 victim queue parity (Linux 6.1) or data fabric error (rasdaemon 0.8.5)",
	[0x07] = "hardware assertion",
	[0x08] = "XI WCB parity poison created",
	[0x09] = "raised by a DSM action",
};

/* CS, HWID 0x2E McaType 0x0 (data fabric coherent slave).  AMD PPR
 * MCA_STATUS_CS; learned from Linux drivers/edac/mce_amd.c and rasdaemon. */
static const char *const smca_cs_xec[] = {
	[0x00] = "illegal request",
	[0x01] = "address violation",
	[0x02] = "security violation",
	[0x03] = "illegal response",
	[0x04] = "unexpected response",
	[0x05] = "request or probe response parity",
	[0x06] = "read response parity",
	[0x07] = "atomic request parity",
	[0x08] = "probe filter ECC error",
};

/* CS_V2, HWID 0x2E McaType 0x2.  AMD PPR MCA_STATUS_CS; learned from Linux
 * drivers/edac/mce_amd.c and rasdaemon mce-amd-smca.c (0xe-0x14 rasdaemon). */
static const char *const smca_cs_v2_xec[] = {
	[0x00] = "illegal request",
	[0x01] = "address violation",
	[0x02] = "security violation",
	[0x03] = "illegal response",
	[0x04] = "unexpected response",
	[0x05] = "request or probe response parity",
	[0x06] = "read response parity",
	[0x07] = "atomic request parity",
	[0x08] = "SDP read response with no matching CS queue entry",
	[0x09] = "probe filter protocol error",
	[0x0a] = "probe filter ECC error",
	[0x0b] = "SDP read response with an unexpected RETRY",
	[0x0c] = "counter overflow",
	[0x0d] = "counter underflow",
	[0x0e] = "illegal request on the no-data channel",
	[0x0f] = "address violation on the no-data channel",
	[0x10] = "security violation on the no-data channel",
	[0x11] = "hardware assertion",
	[0x12] = "shadow tag array protocol error",
	[0x13] = "shadow tag ECC error",
	[0x14] = "shadow tag transaction error",
};

/* CS_V2 as reassigned by erratum 1384 (Genoa revision guide): used instead of
 * smca_cs_v2_xec on the models listed at smca_quirk_types.  Learned from
 * rasd 0.8.5 mce-amd-smca.c (smca_cs2_quirk_mce_desc, fixup_hwid()): 0x9-0xd
 * move (probe filter codes after the counters), 0x12-0x14 do not exist. */
static const char *const smca_cs_v2_quirk_xec[] = {
	[0x00] = "illegal request",
	[0x01] = "address violation",
	[0x02] = "security violation",
	[0x03] = "illegal response",
	[0x04] = "unexpected response",
	[0x05] = "request or probe response parity",
	[0x06] = "read response parity",
	[0x07] = "atomic request parity",
	[0x08] = "SDP read response with no matching CS queue entry",
	[0x09] = "SDP read response with an unexpected RETRY",
	[0x0a] = "counter overflow",
	[0x0b] = "counter underflow",
	[0x0c] = "probe filter protocol error",
	[0x0d] = "probe filter ECC error",
	[0x0e] = "illegal request on the no-data channel",
	[0x0f] = "address violation on the no-data channel",
	[0x10] = "security violation on the no-data channel",
	[0x11] = "hardware assertion",
};

/* PIE, HWID 0x2E McaType 0x1 (power, interrupts, etc.).  AMD PPR
 * MCA_STATUS_PIE; learned from Linux drivers/edac/mce_amd.c and rasdaemon
 * mce-amd-smca.c (0x5-0x8 rasd 0.8.5; 0x4 not in rasd 0.6.8).  0x2: "link
 * error" (Linux 6.1, rasd 0.8.5), "error on a GMI link" (rasd 0.6.8).  0x3:
 * poison consumed (Linux 6.1, rasd 0.8.5), poison written to a PIE register
 * (rasd 0.6.8): the same event seen from two sides. */
static const char *const smca_pie_xec[] = {
	[0x00] = "hardware assertion",
	[0x01] = "register security violation",
	[0x02] = "link error",
	[0x03] = "poison data consumed (written to a PIE register)",
	[0x04] = "deferred error in the data fabric",
	[0x05] = "watchdog timer",
	[0x06] = "CNLI SRAM ECC error",
	[0x07] = "register access during a DF C-state",
	[0x08] = "DSM error",
};

/* UMC, HWID 0x96 McaType 0x0.  AMD PPR MCA_STATUS_UMC; learned from Linux
 * drivers/edac/mce_amd.c and rasdaemon mce-amd-smca.c (0x0-0x7 Linux 6.1;
 * 0x8-0x10 rasd 0.8.5, 0xc-0xf reserved there).  Family 19h models 90h-9Fh
 * (MI300) use smca_umc_quirk_xec instead. */
static const char *const smca_umc_xec[] = {
	[0x00] = "DRAM ECC error",
	[0x01] = "data poison error",
	[0x02] = "SDP parity error",
	[0x03] = "advanced peripheral bus (APB) error",
	[0x04] = "address/command parity",
	[0x05] = "write data CRC error",
	[0x06] = "DCQ SRAM ECC error",
	[0x07] = "AES SRAM ECC error",
	[0x08] = "ECS row error",
	[0x09] = "ECS error",
	[0x0a] = "UMC throttling",
	[0x0b] = "read CRC error",
	[0x10] = "RFM SRAM ECC error",
};

/* UMC on family 19h models 90h-9Fh (MI300, HBM3): replaces smca_umc_xec
 * there.  Learned from rasd 0.8.5 mce-amd-smca.c (smca_umc_quirk_mce_desc,
 * commit 2d15882 "Handle reassigned bit definitions for UMC bank", 2023;
 * 0x3, 0x7, 0x8, 0xc reserved).  Linux has no such table (amdgpu's
 * smu_v13_0_6 lists the MI300 UMC bank as HWID 0x96 McaType 0x0, the same
 * pair as a CPU's UMC). */
static const char *const smca_umc_quirk_xec[] = {
	[0x00] = "DRAM on-die ECC error",
	[0x01] = "data poison error",
	[0x02] = "SDP parity error",
	[0x04] = "address/command parity",
	[0x05] = "HBM write data parity",
	[0x06] = "consolidated SRAM ECC error",
	[0x09] = "RDB SRAM ECC error",
	[0x0a] = "thermal throttling",
	[0x0b] = "HBM read data parity",
	[0x0d] = "UMC firmware error",
	[0x0e] = "SRAM parity",
	[0x0f] = "HBM CRC error",
};

/* UMC_V2, HWID 0x96 McaType 0x1 (HBM memory controllers on GPU nodes, e.g.
 * MI200 behind family 19h model 30h).  Learned from Linux 6.1 and rasd 0.8.5
 * (identical; 0x3 and 0x7 reserved). */
static const char *const smca_umc_v2_xec[] = {
	[0x00] = "DRAM ECC error",
	[0x01] = "data poison error",
	[0x02] = "SDP parity error",
	[0x04] = "address/command parity",
	[0x05] = "write data parity",
	[0x06] = "DCQ SRAM ECC error",
	[0x08] = "read data parity",
	[0x09] = "RDB SRAM ECC error",
	[0x0a] = "RdRsp SRAM ECC error",
	[0x0b] = "LM32 MP error",
};

/* MA_LLC, HWID 0x2E McaType 0x4.  Learned from rasdaemon mce-amd-smca.c
 * (commit adding MA_LLC/USR_DP/USR_CP, AMD 2023). */
static const char *const smca_ma_llc_xec[] = {
	[0x00] = "counter overflow",
	[0x01] = "counter underflow",
	[0x02] = "write data parity",
	[0x03] = "read response parity",
	[0x04] = "cache tag ECC error, macro 0",
	[0x05] = "cache tag ECC error, macro 1",
	[0x06] = "cache data ECC error",
};

/* PB, HWID 0x05 McaType 0x0.  AMD PPR MCA_STATUS_PB; learned from Linux
 * drivers/edac/mce_amd.c and rasdaemon. */
static const char *const smca_pb_xec[] = {
	[0x00] = "parameter block RAM ECC error",
};

/* PSP, HWID 0xFF McaType 0x0.  Learned from Linux drivers/edac/mce_amd.c and
 * rasdaemon mce-amd-smca.c. */
static const char *const smca_psp_xec[] = {
	[0x00] = "PSP RAM ECC or parity error",
};

/* PSP_V2, HWID 0xFF McaType 0x1.  Learned from Linux drivers/edac/mce_amd.c
 * and rasdaemon mce-amd-smca.c (0x12-0x17 rasdaemon). */
static const char *const smca_psp_v2_xec[] = {
	[0x00] = "high SRAM ECC or parity error",
	[0x01] = "low SRAM ECC or parity error",
	[0x02] = "instruction cache bank 0 ECC or parity error",
	[0x03] = "instruction cache bank 1 ECC or parity error",
	[0x04] = "instruction tag RAM 0 parity",
	[0x05] = "instruction tag RAM 1 parity",
	[0x06] = "data cache bank 0 ECC or parity error",
	[0x07] = "data cache bank 1 ECC or parity error",
	[0x08] = "data cache bank 2 ECC or parity error",
	[0x09] = "data cache bank 3 ECC or parity error",
	[0x0a] = "data tag bank 0 parity",
	[0x0b] = "data tag bank 1 parity",
	[0x0c] = "data tag bank 2 parity",
	[0x0d] = "data tag bank 3 parity",
	[0x0e] = "dirty data RAM parity",
	[0x0f] = "TLB bank 0 parity",
	[0x10] = "TLB bank 1 parity",
	[0x11] = "system hub read buffer ECC or parity error",
	[0x12] = "FUSE IP SRAM ECC or parity error",
	[0x13] = "PCRU FUSE SRAM ECC or parity error",
	[0x14] = "SIB SRAM parity",
	[0x15] = "mpASP SECEMC error",
	[0x16] = "mpASP A5 hang",
	[0x17] = "SIB watchdog timer error",
};

/* SMU, HWID 0x01 McaType 0x0.  Learned from Linux drivers/edac/mce_amd.c and
 * rasdaemon mce-amd-smca.c. */
static const char *const smca_smu_xec[] = {
	[0x00] = "SMU RAM ECC or parity error",
};

/* SMU_V2, HWID 0x01 McaType 0x1.  Learned from Linux drivers/edac/mce_amd.c
 * and rasdaemon mce-amd-smca.c (0xc-0x39, 0x3c-0x3d, 0x3f reserved; the GFX
 * sub-IP codes, seen on MI300, are rasd 0.8.5 only).  0xb differs: a PHY RAM
 * ECC error in Linux 6.1, a PHY RAS ECC error in rasd 0.8.5 (both printed). */
static const char *const smca_smu_v2_xec[] = {
	[0x00] = "high SRAM ECC or parity error",
	[0x01] = "low SRAM ECC or parity error",
	[0x02] = "data cache bank A ECC or parity error",
	[0x03] = "data cache bank B ECC or parity error",
	[0x04] = "data tag cache bank A ECC or parity error",
	[0x05] = "data tag cache bank B ECC or parity error",
	[0x06] = "instruction cache bank A ECC or parity error",
	[0x07] = "instruction cache bank B ECC or parity error",
	[0x08] = "instruction tag cache bank A ECC or parity error",
	[0x09] = "instruction tag cache bank B ECC or parity error",
	[0x0a] = "system hub read buffer ECC or parity error",
	[0x0b] = "PHY RAM ECC error (Linux 6.1) or PHY RAS ECC error (rasdaemon 0.8.5)",
	[0x3a] = "correctable error from a GFX sub-IP",
	[0x3b] = "fatal error from a GFX sub-IP",
	[0x3e] = "poison from a GFX sub-IP",
};

/* MP5, HWID 0x01 McaType 0x2.  Learned from Linux drivers/edac/mce_amd.c and
 * rasdaemon mce-amd-smca.c (0xa rasdaemon). */
static const char *const smca_mp5_xec[] = {
	[0x00] = "high SRAM ECC or parity error",
	[0x01] = "low SRAM ECC or parity error",
	[0x02] = "data cache bank A ECC or parity error",
	[0x03] = "data cache bank B ECC or parity error",
	[0x04] = "data tag cache bank A ECC or parity error",
	[0x05] = "data tag cache bank B ECC or parity error",
	[0x06] = "instruction cache bank A ECC or parity error",
	[0x07] = "instruction cache bank B ECC or parity error",
	[0x08] = "instruction tag cache bank A ECC or parity error",
	[0x09] = "instruction tag cache bank B ECC or parity error",
	[0x0a] = "fuse SRAM ECC or parity error",
};

/* MPDMA, HWID 0x01 McaType 0x3.  Learned from Linux 6.1 and rasd 0.8.5
 * mce-amd-smca.c.  The cache/tag bank entries appear three times in both
 * (0x4-0xb, 0xc-0x13, 0x14-0x1b) without saying which instance each group
 * is: numbered here.  0x00-0x2a agree.  From 0x2b on the two lists differ:
 * Linux 6.1 has the five PTE FIFO/memory codes at 0x2b-0x2f, five completion
 * FIFOs at 0x30-0x34 and the SDP watchdog at 0x35; rasd 0.8.5 has the SDP
 * watchdog at 0x2b, the PTE codes at 0x2c-0x30, TVF SDP master memory 7 at
 * 0x31 and nothing after.  Neither says which processors its list is for, so
 * 0x2b-0x31 print both meanings and 0x32-0x35 say they are Linux's only. */
static const char *const smca_mpdma_xec[] = {
	[0x00] = "main SRAM bits 31:0 bank ECC or parity error",
	[0x01] = "main SRAM bits 63:32 bank ECC or parity error",
	[0x02] = "main SRAM bits 95:64 bank ECC or parity error",
	[0x03] = "main SRAM bits 127:96 bank ECC or parity error",
	[0x04] = "data cache bank A ECC or parity error (group 1)",
	[0x05] = "data cache bank B ECC or parity error (group 1)",
	[0x06] = "data tag cache bank A ECC or parity error (group 1)",
	[0x07] = "data tag cache bank B ECC or parity error (group 1)",
	[0x08] = "instruction cache bank A ECC or parity error (group 1)",
	[0x09] = "instruction cache bank B ECC or parity error (group 1)",
	[0x0a] = "instruction tag cache bank A ECC or parity error (group 1)",
	[0x0b] = "instruction tag cache bank B ECC or parity error (group 1)",
	[0x0c] = "data cache bank A ECC or parity error (group 2)",
	[0x0d] = "data cache bank B ECC or parity error (group 2)",
	[0x0e] = "data tag cache bank A ECC or parity error (group 2)",
	[0x0f] = "data tag cache bank B ECC or parity error (group 2)",
	[0x10] = "instruction cache bank A ECC or parity error (group 2)",
	[0x11] = "instruction cache bank B ECC or parity error (group 2)",
	[0x12] = "instruction tag cache bank A ECC or parity error (group 2)",
	[0x13] = "instruction tag cache bank B ECC or parity error (group 2)",
	[0x14] = "data cache bank A ECC or parity error (group 3)",
	[0x15] = "data cache bank B ECC or parity error (group 3)",
	[0x16] = "data tag cache bank A ECC or parity error (group 3)",
	[0x17] = "data tag cache bank B ECC or parity error (group 3)",
	[0x18] = "instruction cache bank A ECC or parity error (group 3)",
	[0x19] = "instruction cache bank B ECC or parity error (group 3)",
	[0x1a] = "instruction tag cache bank A ECC or parity error (group 3)",
	[0x1b] = "instruction tag cache bank B ECC or parity error (group 3)",
	[0x1c] = "system hub read buffer ECC or parity error",
	[0x1d] = "TVF DVSEC memory ECC or parity error",
	[0x1e] = "TVF MMIO mailbox 0 ECC or parity error",
	[0x1f] = "TVF MMIO mailbox 1 ECC or parity error",
	[0x20] = "TVF doorbell memory ECC or parity error",
	[0x21] = "TVF SDP slave memory 0 ECC or parity error",
	[0x22] = "TVF SDP slave memory 1 ECC or parity error",
	[0x23] = "TVF SDP slave memory 2 ECC or parity error",
	[0x24] = "TVF SDP master memory 0 ECC or parity error",
	[0x25] = "TVF SDP master memory 1 ECC or parity error",
	[0x26] = "TVF SDP master memory 2 ECC or parity error",
	[0x27] = "TVF SDP master memory 3 ECC or parity error",
	[0x28] = "TVF SDP master memory 4 ECC or parity error",
	[0x29] = "TVF SDP master memory 5 ECC or parity error",
	[0x2a] = "TVF SDP master memory 6 ECC or parity error",
	[0x2b] = "PTE command FIFO ECC or parity error (Linux 6.1) or SDP watchdog timer expired (rasdaemon 0.8.5)",
	[0x2c] = "PTE hub data FIFO (Linux 6.1) or PTE command FIFO (rasdaemon 0.8.5) ECC or parity error",
	[0x2d] = "PTE internal data FIFO (Linux 6.1) or PTE hub data FIFO (rasdaemon 0.8.5) ECC or parity error",
	[0x2e] = "PTE command memory DMA (Linux 6.1) or PTE internal data FIFO (rasdaemon 0.8.5) ECC or parity error",
	[0x2f] = "PTE command memory internal (Linux 6.1) or PTE command memory DMA (rasdaemon 0.8.5) ECC or parity error",
	[0x30] = "PTE DMA completion FIFO (Linux 6.1) or PTE command memory internal (rasdaemon 0.8.5) ECC or parity error",
	[0x31] = "PTE tablewalk completion FIFO (Linux 6.1) or TVF SDP master memory 7 (rasdaemon 0.8.5) ECC or parity error",
	[0x32] = "PTE descriptor completion FIFO ECC or parity error (Linux 6.1 only)",
	[0x33] = "PTE read-only completion FIFO ECC or parity error (Linux 6.1 only)",
	[0x34] = "PTE direct-write completion FIFO ECC or parity error (Linux 6.1 only)",
	[0x35] = "SDP watchdog timer expired (Linux 6.1 only)",
};

/* NBIO, HWID 0x18 McaType 0x0.  Learned from Linux drivers/edac/mce_amd.c and
 * rasdaemon mce-amd-smca.c (0x5 rasd 0.8.5).  0x2: "SDP ErrEvent" in Linux
 * 6.1 and rasd 0.6.8, "external SDP ErrEvent" in rasd 0.8.5. */
static const char *const smca_nbio_xec[] = {
	[0x00] = "ECC or parity error",
	[0x01] = "PCIe error",
	[0x02] = "external SDP ErrEvent",
	[0x03] = "SDP egress poison",
	[0x04] = "internal (IOHC) poison",
	[0x05] = "internal system fatal error event",
};

/* PCIE, HWID 0x46 McaType 0x0.  Learned from Linux drivers/edac/mce_amd.c and
 * rasdaemon mce-amd-smca.c. */
static const char *const smca_pcie_xec[] = {
	[0x00] = "CCIX PER message logged",
	[0x01] = "CCIX read response status: non-data error",
	[0x02] = "CCIX write response status: non-data error",
	[0x03] = "CCIX read response status: data error",
	[0x04] = "CCIX non-okay write response with data error",
};

/* PCIE_V2, HWID 0x46 McaType 0x1.  Learned from rasdaemon mce-amd-smca.c. */
static const char *const smca_pcie_v2_xec[] = {
	[0x00] = "SDP data parity error logged",
};

/* XGMI_PCS, HWID 0x50 McaType 0x0.  Learned from rasdaemon mce-amd-smca.c
 * (0x1c is spelled "Pocket" there: a packet error). */
static const char *const smca_xgmi_pcs_xec[] = {
	[0x00] = "data loss",
	[0x01] = "training error",
	[0x02] = "flow control acknowledge error",
	[0x03] = "RX FIFO underflow",
	[0x04] = "RX FIFO overflow",
	[0x05] = "CRC error",
	[0x06] = "BER exceeded",
	[0x07] = "TX VCID data error",
	[0x08] = "replay buffer parity",
	[0x09] = "data parity",
	[0x0a] = "replay FIFO overflow",
	[0x0b] = "replay FIFO underflow",
	[0x0c] = "elastic FIFO overflow",
	[0x0d] = "deskew error",
	[0x0e] = "flow control CRC error",
	[0x0f] = "data startup limit exceeded",
	[0x10] = "FC init timeout",
	[0x11] = "recovery timeout",
	[0x12] = "ready serial timeout",
	[0x13] = "ready serial attempts exhausted",
	[0x14] = "recovery attempts exhausted",
	[0x15] = "recovery relock attempts exhausted",
	[0x16] = "replay attempts exhausted",
	[0x17] = "sync header error",
	[0x18] = "TX replay timeout",
	[0x19] = "RX replay timeout",
	[0x1a] = "LinkSub TX timeout",
	[0x1b] = "LinkSub RX timeout",
	[0x1c] = "RX command packet error",
};

/* XGMI_PHY (HWID 0x259), WAFL_PHY (0x267), GMI_PHY (0x269), McaType 0x0: the
 * same codes for all three.  Learned from rasdaemon mce-amd-smca.c. */
static const char *const smca_phy_xec[] = {
	[0x00] = "RAM ECC error",
	[0x01] = "ARC instruction buffer parity",
	[0x02] = "ARC data buffer parity",
	[0x03] = "PHY APB error",
};

/* NBIF (HWID 0x6C) and SHUB (HWID 0x80), McaType 0x0: the same codes.
 * Learned from rasdaemon mce-amd-smca.c. */
static const char *const smca_nbif_xec[] = {
	[0x00] = "timeout from GMI",
	[0x01] = "SRAM ECC error",
	[0x02] = "NTB error event",
	[0x03] = "SDP parity error",
};

/* SATA, HWID 0xA8 McaType 0x0.  Learned from rasdaemon mce-amd-smca.c. */
static const char *const smca_sata_xec[] = {
	[0x00] = "port 0 parity",
	[0x01] = "port 1 parity",
	[0x02] = "port 2 parity",
	[0x03] = "port 3 parity",
	[0x04] = "port 4 parity",
	[0x05] = "port 5 parity",
	[0x06] = "port 6 parity",
	[0x07] = "port 7 parity",
};

/* USB, HWID 0xAA McaType 0x0.  Learned from rasdaemon mce-amd-smca.c. */
static const char *const smca_usb_xec[] = {
	[0x00] = "S0 RAM0 parity or ECC error",
	[0x01] = "S0 RAM1 parity or ECC error",
	[0x02] = "S0 RAM2 parity or ECC error",
	[0x03] = "PHY RAM0 parity",
	[0x04] = "PHY RAM1 parity",
	[0x05] = "AXI slave response error",
};

/* USR_DP, HWID 0x170 McaType 0x0 (ultra short reach data plane).  Learned
 * from rasdaemon mce-amd-smca.c (0x14 reserved). */
static const char *const smca_usr_dp_xec[] = {
	[0x00] = "master command error",
	[0x01] = "master RX FIFO error",
	[0x02] = "master deskew error",
	[0x03] = "master detect timeout",
	[0x04] = "master flow control error",
	[0x05] = "master data-valid FIFO error",
	[0x06] = "MAC link state error",
	[0x07] = "deskew error",
	[0x08] = "init timeout",
	[0x09] = "init attempts exhausted",
	[0x0a] = "recovery timeout",
	[0x0b] = "recovery attempts exhausted",
	[0x0c] = "eye training timeout",
	[0x0d] = "data startup limit exceeded",
	[0x0e] = "LS0 exit error",
	[0x0f] = "PLL power state update timeout",
	[0x10] = "RX FIFO error",
	[0x11] = "LCU error",
	[0x12] = "conversion correctable ECC error",
	[0x13] = "conversion uncorrectable ECC error",
	[0x15] = "RX data loss",
	[0x16] = "replay correctable ECC error",
	[0x17] = "replay uncorrectable ECC error",
	[0x18] = "CRC error",
	[0x19] = "BER exceeded",
	[0x1a] = "FC init timeout",
	[0x1b] = "FC init attempts exhausted",
	[0x1c] = "replay timeout",
	[0x1d] = "replay attempts exhausted",
	[0x1e] = "replay underflow",
	[0x1f] = "replay overflow",
};

/* USR_CP, HWID 0x180 McaType 0x0 (ultra short reach control plane).  Learned
 * from rasdaemon mce-amd-smca.c. */
static const char *const smca_usr_cp_xec[] = {
	[0x00] = "packet type error",
	[0x01] = "RX FIFO error",
	[0x02] = "deskew error",
	[0x03] = "RX detect timeout",
	[0x04] = "data parity",
	[0x05] = "data loss",
	[0x06] = "LCU error",
	[0x07] = "HB1 handshake timeout",
	[0x08] = "HB2 handshake timeout",
	[0x09] = "clock sleep response timeout",
	[0x0a] = "clock wake response timeout",
	[0x0b] = "reset attack detected",
	[0x0c] = "remote link fatal error",
};

/* GMI_PCS, HWID 0x241 McaType 0x0.  Learned from rasdaemon mce-amd-smca.c
 * (0x1f repeats 0x0 there). */
static const char *const smca_gmi_pcs_xec[] = {
	[0x00] = "data loss",
	[0x01] = "training error",
	[0x02] = "replay parity",
	[0x03] = "RX FIFO underflow",
	[0x04] = "RX FIFO overflow",
	[0x05] = "CRC error",
	[0x06] = "BER exceeded",
	[0x07] = "TX FIFO underflow",
	[0x08] = "replay buffer parity",
	[0x09] = "TX overflow",
	[0x0a] = "replay FIFO overflow",
	[0x0b] = "replay FIFO underflow",
	[0x0c] = "elastic FIFO overflow",
	[0x0d] = "deskew error",
	[0x0e] = "offline error",
	[0x0f] = "data startup limit exceeded",
	[0x10] = "FC init timeout",
	[0x11] = "recovery timeout",
	[0x12] = "ready serial timeout",
	[0x13] = "ready serial attempts exhausted",
	[0x14] = "recovery attempts exhausted",
	[0x15] = "recovery relock attempts exhausted",
	[0x16] = "deskew abort",
	[0x17] = "RX buffer error",
	[0x18] = "RX LFDS FIFO overflow",
	[0x19] = "RX LFDS FIFO underflow",
	[0x1a] = "LinkSub TX timeout",
	[0x1b] = "LinkSub RX timeout",
	[0x1c] = "RX command packet error",
	[0x1d] = "LFDS training timeout",
	[0x1e] = "LFDS FC init timeout",
	[0x1f] = "data loss",
};

/* ===================================================================== */
/* SMCA bank types: (HWID, McaType) -> type                              */
/* ===================================================================== */

/*
 * Linux arch/x86/kernel/cpu/mce/amd.c smca_hwid_mcatypes[] (HWID, McaType
 * values and the set of types) and rasdaemon mce-amd-smca.c
 * smca_hwid_mcatypes[]; names follow the kernel's SMCA_* enum.  Checked
 * against Linux 6.1.192, 6.12.118 and mainline (torvalds/linux as read
 * through the code index: the same 35 pairs plus HWID 0 McaType 0 in 6.12 and
 * mainline; 6.1 lacks MA_LLC, USR_DP and USR_CP) and rasd 0.8.5 (the same 35
 * plus two software-only pairs, below).  No source adds a pair for family 1Ah
 * (Turin, Zen 5): its banks reuse these types, with the new codes in the
 * extended error code tables above (rasdaemon commit ad04441).  The MI300
 * (family 19h models 90h-9Fh) GPU-side banks are also ordinary pairs: amdgpu
 * smu_v13_0_6_ppt.c (Linux 6.12) lists UMC 0x96/0x0, SMU 0x01/0x1, MP5
 * 0x01/0x2 and XGMI PCS 0x50/0x0; the UMC codes differ there, see
 * smca_quirk_types.
 * Left out on purpose, so that they print as unknown with the raw IPID:
 *   HWID 0xB0 McaType 0x4, reserved in both sources;
 *   HWID 0x0 McaType 0x0, which Linux maps to SMCA_RESERVED ("Bank N is
 *     reserved"): no IP behind the bank;
 *   HWID 0x0 McaType 0x1 and 0x2, which rasdaemon uses as keys of its
 *     erratum types (CS_V2 and UMC quirks): hardware never reports them;
 *   rasdaemon also takes any IPID it cannot match whose InstanceIdHi
 *     (47:44) is 8 or more as UMC_V2; ras does not guess a type.
 */
static const struct smca_bank_type smca_types[] = {
	/* Zen core, HWID 0xB0 */
	{ .name = "LS", .desc = "load-store unit", .hwid = 0x0b0, .mcatype = 0x00, .xec = smca_ls_xec, .nxec = LEN(smca_ls_xec) },
	{ .name = "LS_V2", .desc = "load-store unit (v2 error codes)", .hwid = 0x0b0, .mcatype = 0x10, .xec = smca_ls_v2_xec, .nxec = LEN(smca_ls_v2_xec) },
	{ .name = "IF", .desc = "instruction fetch unit", .hwid = 0x0b0, .mcatype = 0x01, .xec = smca_if_xec, .nxec = LEN(smca_if_xec) },
	{ .name = "L2", .desc = "L2 cache", .hwid = 0x0b0, .mcatype = 0x02, .xec = smca_l2_xec, .nxec = LEN(smca_l2_xec) },
	{ .name = "DE", .desc = "decode unit", .hwid = 0x0b0, .mcatype = 0x03, .xec = smca_de_xec, .nxec = LEN(smca_de_xec) },
	{ .name = "EX", .desc = "execution unit", .hwid = 0x0b0, .mcatype = 0x05, .xec = smca_ex_xec, .nxec = LEN(smca_ex_xec) },
	{ .name = "FP", .desc = "floating-point unit", .hwid = 0x0b0, .mcatype = 0x06, .xec = smca_fp_xec, .nxec = LEN(smca_fp_xec) },
	{ .name = "L3", .desc = "L3 cache", .hwid = 0x0b0, .mcatype = 0x07, .xec = smca_l3_xec, .nxec = LEN(smca_l3_xec) },
	/* data fabric, HWID 0x2E */
	{ .name = "CS", .desc = "coherent slave (data fabric)", .hwid = 0x02e, .mcatype = 0x00, .xec = smca_cs_xec, .nxec = LEN(smca_cs_xec) },
	{ .name = "PIE", .desc = "power, interrupts, etc. (data fabric)", .hwid = 0x02e, .mcatype = 0x01, .xec = smca_pie_xec, .nxec = LEN(smca_pie_xec) },
	{ .name = "CS_V2", .desc = "coherent slave (data fabric, v2)", .hwid = 0x02e, .mcatype = 0x02, .xec = smca_cs_v2_xec, .nxec = LEN(smca_cs_v2_xec) },
	{ .name = "MA_LLC", .desc = "memory-attached last level cache", .hwid = 0x02e, .mcatype = 0x04, .xec = smca_ma_llc_xec, .nxec = LEN(smca_ma_llc_xec) },
	/* memory controllers, HWID 0x96 */
	{ .name = "UMC", .desc = "unified memory controller", .hwid = 0x096, .mcatype = 0x00, .xec = smca_umc_xec, .nxec = LEN(smca_umc_xec) },
	{ .name = "UMC_V2", .desc = "unified memory controller (v2, HBM)", .hwid = 0x096, .mcatype = 0x01, .xec = smca_umc_v2_xec, .nxec = LEN(smca_umc_v2_xec) },
	/* microcontrollers and firmware blocks */
	{ .name = "PB", .desc = "parameter block", .hwid = 0x005, .mcatype = 0x00, .xec = smca_pb_xec, .nxec = LEN(smca_pb_xec) },
	{ .name = "PSP", .desc = "platform security processor", .hwid = 0x0ff, .mcatype = 0x00, .xec = smca_psp_xec, .nxec = LEN(smca_psp_xec) },
	{ .name = "PSP_V2", .desc = "platform security processor (v2)", .hwid = 0x0ff, .mcatype = 0x01, .xec = smca_psp_v2_xec, .nxec = LEN(smca_psp_v2_xec) },
	{ .name = "SMU", .desc = "system management unit", .hwid = 0x001, .mcatype = 0x00, .xec = smca_smu_xec, .nxec = LEN(smca_smu_xec) },
	{ .name = "SMU_V2", .desc = "system management unit (v2)", .hwid = 0x001, .mcatype = 0x01, .xec = smca_smu_v2_xec, .nxec = LEN(smca_smu_v2_xec) },
	{ .name = "MP5", .desc = "microprocessor 5 unit", .hwid = 0x001, .mcatype = 0x02, .xec = smca_mp5_xec, .nxec = LEN(smca_mp5_xec) },
	{ .name = "MPDMA", .desc = "MPDMA unit", .hwid = 0x001, .mcatype = 0x03, .xec = smca_mpdma_xec, .nxec = LEN(smca_mpdma_xec) },
	/* IO */
	{ .name = "NBIO", .desc = "northbridge IO unit", .hwid = 0x018, .mcatype = 0x00, .xec = smca_nbio_xec, .nxec = LEN(smca_nbio_xec) },
	{ .name = "PCIE", .desc = "PCI Express unit", .hwid = 0x046, .mcatype = 0x00, .xec = smca_pcie_xec, .nxec = LEN(smca_pcie_xec) },
	{ .name = "PCIE_V2", .desc = "PCI Express unit (v2)", .hwid = 0x046, .mcatype = 0x01, .xec = smca_pcie_v2_xec, .nxec = LEN(smca_pcie_v2_xec) },
	{ .name = "XGMI_PCS", .desc = "xGMI PCS unit", .hwid = 0x050, .mcatype = 0x00, .xec = smca_xgmi_pcs_xec, .nxec = LEN(smca_xgmi_pcs_xec) },
	{ .name = "NBIF", .desc = "NBIF unit", .hwid = 0x06c, .mcatype = 0x00, .xec = smca_nbif_xec, .nxec = LEN(smca_nbif_xec) },
	{ .name = "SHUB", .desc = "system hub unit", .hwid = 0x080, .mcatype = 0x00, .xec = smca_nbif_xec, .nxec = LEN(smca_nbif_xec) },
	{ .name = "SATA", .desc = "SATA unit", .hwid = 0x0a8, .mcatype = 0x00, .xec = smca_sata_xec, .nxec = LEN(smca_sata_xec) },
	{ .name = "USB", .desc = "USB unit", .hwid = 0x0aa, .mcatype = 0x00, .xec = smca_usb_xec, .nxec = LEN(smca_usb_xec) },
	{ .name = "USR_DP", .desc = "ultra short reach data plane controller", .hwid = 0x170, .mcatype = 0x00, .xec = smca_usr_dp_xec, .nxec = LEN(smca_usr_dp_xec) },
	{ .name = "USR_CP", .desc = "ultra short reach control plane controller", .hwid = 0x180, .mcatype = 0x00, .xec = smca_usr_cp_xec, .nxec = LEN(smca_usr_cp_xec) },
	{ .name = "GMI_PCS", .desc = "GMI PCS unit", .hwid = 0x241, .mcatype = 0x00, .xec = smca_gmi_pcs_xec, .nxec = LEN(smca_gmi_pcs_xec) },
	{ .name = "XGMI_PHY", .desc = "xGMI PHY unit", .hwid = 0x259, .mcatype = 0x00, .xec = smca_phy_xec, .nxec = LEN(smca_phy_xec) },
	{ .name = "WAFL_PHY", .desc = "WAFL PHY unit", .hwid = 0x267, .mcatype = 0x00, .xec = smca_phy_xec, .nxec = LEN(smca_phy_xec) },
	{ .name = "GMI_PHY", .desc = "GMI PHY unit", .hwid = 0x269, .mcatype = 0x00, .xec = smca_phy_xec, .nxec = LEN(smca_phy_xec) },
};

/*
 * Model-specific replacements, keyed by the (HWID, McaType) the hardware
 * reports.  These banks report the usual HWID and McaType; what changes is
 * the meaning of their extended error codes (rasdaemon commits aa36c96 and
 * 2d15882: bits "reassigned without defining new HWID and McaType").
 * rasdaemon (0.8.5 fixup_hwid()) selects its replacement tables by turning
 * the pair into a software-only one (HWID 0); ras keeps the pair and picks
 * the row by family and model:
 *   CS_V2 (quirk) replaces CS_V2 (0x2E, 0x2) on family 0x19 models 0x10-0x1F
 *     (Genoa), 0x60-0x7B and 0xA0-0xAF (Bergamo, Siena), and on family 0x1A
 *     models 0x40-0x4F (Genoa revision guide erratum 1384: extended error
 *     codes reassigned).  Not on family 0x1A models 0x00-0x1F (Turin).
 *   UMC_HBM replaces UMC (0x96, 0x0) on family 0x19 models 0x90-0x9F (MI300).
 * The decoder checks family/model before using a row here (SMCA decoding is
 * done only for a known CPU model, so the choice is always made).  Linux has no such
 * quirks: 6.12 and mainline print only the number of the extended code.
 */
static const struct smca_bank_type smca_quirk_types[] = {
	{ .name = "CS_V2", .desc = "coherent slave (data fabric, v2; erratum 1384 codes)", .hwid = 0x02e, .mcatype = 0x02, .xec = smca_cs_v2_quirk_xec, .nxec = LEN(smca_cs_v2_quirk_xec) },
	{ .name = "UMC_HBM", .desc = "unified memory controller (MI300 HBM)", .hwid = 0x096, .mcatype = 0x00, .xec = smca_umc_quirk_xec, .nxec = LEN(smca_umc_quirk_xec) },
};

/* The models whose banks of a type use a smca_quirk_types row instead. */
static const struct smca_quirk_model smca_quirk_models[] = {
	{ .family = 0x19, .model_lo = 0x10, .model_hi = 0x1f, .type = "CS_V2" },
	{ .family = 0x19, .model_lo = 0x60, .model_hi = 0x7b, .type = "CS_V2" },
	{ .family = 0x19, .model_lo = 0xa0, .model_hi = 0xaf, .type = "CS_V2" },
	{ .family = 0x1a, .model_lo = 0x40, .model_hi = 0x4f, .type = "CS_V2" },
	{ .family = 0x19, .model_lo = 0x90, .model_hi = 0x9f, .type = "UMC_HBM" },
};

/* ===================================================================== */
/* Fields pulled out of registers                                        */
/* ===================================================================== */

/*
 * UMC channel: the UMC instance the bank belongs to, MCA_IPID[31:20] (Linux
 * 6.1/6.12 drivers/edac/amd64_edac.c umc_get_err_info(), rasd 0.8.5
 * find_umc_channel()).  The kernel uses it for DRAM ECC errors; it identifies
 * the bank's UMC for every code, so it is given for any xec here.
 * UMC chip select, on DRAM ECC errors (xec 0) when MCA_STATUS[SyndV] (bit
 * 53) is set: the sources disagree on its width.  rasd 0.6.8 and 0.8.5 read
 * MCA_SYND[2:0]; Linux 6.1.192 and 6.12.118 read MCA_SYND[1:0] (an earlier
 * amd64_edac.c read [2:0]).  When bit 2 is set both values are printed.
 * HBM channel (UMC_V2; UMC_HBM on MI300): MCA_IPID[15:12], plus 4 when the
 * UMC instance (IPID[31:20]) is odd, i.e. IPID[20] set: Linux 6.12
 * gpu_get_err_info() (used for every UMC bank of family 19h models 90h-9Fh)
 * and rasd 0.8.5 find_hbm_channel() (UMC_V2) agree.  Given for any xec, as
 * for UMC.  Not given (sources disagree): the HBM chip select, IPID[15:12] in
 * Linux, IPID[31:21] in rasdaemon.
 * UMC_V2 AMD node: MCA_IPID[47:44] (InstanceIdHi; Linux fixup_node_id(),
 * rasdaemon's non-CPU node test).
 * MI300 (UMC_HBM) memory die: IPID[47:46], InstanceIdHi / 4 (rasd 0.8.5, on
 * DRAM ECC errors; amdgpu smu_v13_0_6 reads the same bits as the AID).
 * need_status_bit is a mask (1ULL << bit), 0 for none.  Registers: only the
 * IPID and SYND, which the decode memo keys on.
 */
static const struct field_rule amd_fields[] = {
	{ .bank_type = "UMC", .xec = -1, .reg = 4, .hi = 31, .lo = 20, .label = "channel", .src = REF_LINUX_AMD64_EDAC },
	{ .bank_type = "UMC", .xec = 0, .reg = 3, .hi = 2, .lo = 0, .need_status_bit = 1ULL << 53, .label = "chip select", .alt_hi = 1, .alt_note = "rasdaemon reads SYND[2:0], Linux 6.12 SYND[1:0]", .src = REF_LINUX_AMD64_EDAC },
	{ .bank_type = "UMC_V2", .xec = -1, .reg = 4, .hi = 15, .lo = 12, .label = "HBM channel", .plus4_bit = 20, .src = REF_LINUX_AMD_HBM },
	{ .bank_type = "UMC_V2", .xec = -1, .reg = 4, .hi = 47, .lo = 44, .label = "AMD node", .src = REF_LINUX_AMD_NODE },
	{ .bank_type = "UMC_HBM", .xec = -1, .reg = 4, .hi = 15, .lo = 12, .label = "HBM channel", .plus4_bit = 20, .src = REF_LINUX_AMD_HBM },
	{ .bank_type = "UMC_HBM", .xec = 0, .reg = 4, .hi = 47, .lo = 46, .label = "memory die", .src = REF_RASD_SMCA },
};

/* ===================================================================== */
/* Legacy MCA, families 0x10-0x16: bank number -> unit                   */
/* ===================================================================== */

/*
 * Unit names as the older Linux drivers/edac/mce_amd.c printed them per bank
 * ("Data Cache", "Instruction Cache", "Bus Unit", "Load Store", "Northbridge",
 * "FIROB"; on family 15h "Combined Unit", "Execution Unit", "Floating Point
 * Unit") and the family 15h bank names Linux uses for threshold sysfs
 * (arch/x86/kernel/cpu/mce/amd.c th_names: load_store, insn_fetch,
 * combined_unit, northbridge, execution_unit), after the family 10h/15h
 * BKDGs.  Bank 3 is not used from family 14h on (Linux: "shouldn't be seeing
 * MC3").  Family 11h has no bank 5 (Linux never decodes MC5 there).
 * Less certain (no BKDG text consulted): family 14h bank 5 as FR (Linux
 * printed "FIROB" for it) and the family 16h names: Linux decodes F16h MC0/MC1
 * like F14h, MC2 as an L2 cache and MC5 with the F15h EX codes, so they are
 * named LS/IF/L2/NB/EX here.
 */
static const struct amd_bank_row amd_banks[] = {
	{ .fam_lo = 0x10, .fam_hi = 0x10, .bank = 0, .name = "DC", .desc = "data cache" },
	{ .fam_lo = 0x10, .fam_hi = 0x10, .bank = 1, .name = "IC", .desc = "instruction cache" },
	{ .fam_lo = 0x10, .fam_hi = 0x10, .bank = 2, .name = "BU", .desc = "bus unit (L2 cache)" },
	{ .fam_lo = 0x10, .fam_hi = 0x10, .bank = 3, .name = "LS", .desc = "load-store unit" },
	{ .fam_lo = 0x10, .fam_hi = 0x10, .bank = 4, .name = "NB", .desc = "northbridge" },
	{ .fam_lo = 0x10, .fam_hi = 0x10, .bank = 5, .name = "FR", .desc = "fixed-issue reorder buffer" },

	{ .fam_lo = 0x11, .fam_hi = 0x12, .bank = 0, .name = "DC", .desc = "data cache" },
	{ .fam_lo = 0x11, .fam_hi = 0x12, .bank = 1, .name = "IC", .desc = "instruction cache" },
	{ .fam_lo = 0x11, .fam_hi = 0x12, .bank = 2, .name = "BU", .desc = "bus unit (L2 cache)" },
	{ .fam_lo = 0x11, .fam_hi = 0x12, .bank = 3, .name = "LS", .desc = "load-store unit" },
	{ .fam_lo = 0x11, .fam_hi = 0x12, .bank = 4, .name = "NB", .desc = "northbridge" },
	{ .fam_lo = 0x12, .fam_hi = 0x12, .bank = 5, .name = "FR", .desc = "fixed-issue reorder buffer" },

	{ .fam_lo = 0x14, .fam_hi = 0x14, .bank = 0, .name = "DC", .desc = "data cache" },
	{ .fam_lo = 0x14, .fam_hi = 0x14, .bank = 1, .name = "IC", .desc = "instruction cache" },
	{ .fam_lo = 0x14, .fam_hi = 0x14, .bank = 2, .name = "BU", .desc = "bus unit (L2 cache)" },
	{ .fam_lo = 0x14, .fam_hi = 0x14, .bank = 4, .name = "NB", .desc = "northbridge" },
	{ .fam_lo = 0x14, .fam_hi = 0x14, .bank = 5, .name = "FR", .desc = "fixed-issue reorder buffer" },

	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 0, .name = "LS", .desc = "load-store unit" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 1, .name = "IF", .desc = "instruction fetch unit" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 2, .name = "CU", .desc = "combined unit (L2 cache)" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 4, .name = "NB", .desc = "northbridge" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 5, .name = "EX", .desc = "execution unit" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 6, .name = "FP", .desc = "floating-point unit" },

	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 0, .name = "LS", .desc = "load-store unit" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 1, .name = "IF", .desc = "instruction fetch unit" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .name = "L2", .desc = "L2 cache unit" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 4, .name = "NB", .desc = "northbridge" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 5, .name = "EX", .desc = "execution unit" },
};

/* ===================================================================== */
/* Legacy extended error codes, families 0x10-0x16                       */
/* ===================================================================== */

/*
 * Turned from the per-family decoders of Linux drivers/edac/mce_amd.c
 * (decode_mc0_mce() ... decode_mc6_mce(), k8_/f10h_/f12h_/cat_/f15h_/f16h_
 * helpers; kernel ~5.x-6.x), after the AMD BKDGs for families 10h-16h.
 * First match wins.  The decoder gives xec = status[20:16]; rows mask it:
 * families 0x10-0x14 use 4 bits (19:16, Linux xec_mask 0xf: xec_mask 0x0f
 * here) except bank 4, which uses 5 bits on every family; families
 * 0x15-0x16 use 5 bits (xec_mask 0x1f).
 *
 * Error-code forms (status[15:0], AMD APM vol. 2 / BKDG, Linux mce_amd.h):
 *   TLB  0000 0000 0001 TTLL   mask 0xFFF0 == 0x0010
 *   MEM  0000 0001 RRRR TTLL   mask 0xFF00 == 0x0100
 *   BUS  0000 1PPT RRRR IILL   mask 0xF800 == 0x0800
 *   INT  0000 01UU 0000 0000   mask 0xF4FF == 0x0400
 *   TT: 0 instruction, 1 data, 2 generic; LL: 1 L1, 2 L2, 3 L3/generic;
 *   RRRR: 0 GEN, 1 RD, 2 WR, 3 DRD, 4 DWR, 5 IRD, 6 PREF, 7 EVICT, 8 SNOOP;
 *   II: 0 memory, 2 IO.
 */
static const struct amd_xec_row amd_xec[] = {
	/* ---- bank 0: DC (F10h-F14h), LS (F15h-F16h) ---- */
	/* data TLB, all families (Linux decode_mc0_mce) */
	{ .fam_lo = 0x10, .fam_hi = 0x14, .bank = 0, .xec_mask = 0x0f, .xec = 0x00, .ec_mask = 0xfffc, .ec = 0x0014, .text = "data TLB parity" },
	{ .fam_lo = 0x10, .fam_hi = 0x14, .bank = 0, .xec_mask = 0x0f, .xec = 0x02, .ec_mask = 0xfffc, .ec = 0x0014, .text = "data TLB locked miss" },
	{ .fam_lo = 0x10, .fam_hi = 0x14, .bank = 0, .ec_mask = 0xfffc, .ec = 0x0014, .text = "data TLB multimatch" },
	{ .fam_lo = 0x15, .fam_hi = 0x16, .bank = 0, .xec_mask = 0x1f, .xec = 0x00, .ec_mask = 0xfffc, .ec = 0x0014, .text = "data TLB parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x16, .bank = 0, .xec_mask = 0x1f, .xec = 0x02, .ec_mask = 0xfffc, .ec = 0x0014, .text = "data TLB locked miss" },
	{ .fam_lo = 0x15, .fam_hi = 0x16, .bank = 0, .ec_mask = 0xfffc, .ec = 0x0014, .text = "data TLB multimatch" },
	/* F11h: like K8, a bus error is a system linefill (k8_mc0_mce) */
	{ .fam_lo = 0x11, .fam_hi = 0x11, .bank = 0, .ec_mask = 0xf800, .ec = 0x0800, .text = "error during a system linefill" },
	/* F10h/F11h: scrubber (f10h_mc0_mce); F10h-F12h (f12h_mc0_mce) */
	{ .fam_lo = 0x10, .fam_hi = 0x11, .bank = 0, .ec_mask = 0xfff3, .ec = 0x0101, .text = "error found by the data cache scrubber" },
	{ .fam_lo = 0x10, .fam_hi = 0x12, .bank = 0, .ec_mask = 0xff03, .ec = 0x0102, .text = "error during an L1 linefill from L2" },
	{ .fam_lo = 0x10, .fam_hi = 0x12, .bank = 0, .ec_mask = 0xff03, .ec = 0x0101, .text = "data or tag array error" },
	/* F14h, F16h (cat_mc0_mce) */
	/* F14h/F16h ("cat" cores) MC0: MEM with TT=data, LL=L1; BUS with II memory
	 * or IO (bit 2 clear) and LL=generic. */
	{ .fam_lo = 0x14, .fam_hi = 0x14, .bank = 0, .ec_mask = 0xffff, .ec = 0x0135, .text = "data/tag parity on a load or hardware prefetch" },
	{ .fam_lo = 0x14, .fam_hi = 0x14, .bank = 0, .ec_mask = 0xffff, .ec = 0x0145, .text = "data/tag parity on a store" },
	{ .fam_lo = 0x14, .fam_hi = 0x14, .bank = 0, .ec_mask = 0xffff, .ec = 0x0175, .text = "copyback parity on a tag miss" },
	{ .fam_lo = 0x14, .fam_hi = 0x14, .bank = 0, .ec_mask = 0xffff, .ec = 0x0185, .text = "tag parity during a snoop" },
	{ .fam_lo = 0x14, .fam_hi = 0x14, .bank = 0, .ec_mask = 0xf8f7, .ec = 0x0813, .text = "system read data error on a TLB reload" },
	{ .fam_lo = 0x14, .fam_hi = 0x14, .bank = 0, .ec_mask = 0xf8f7, .ec = 0x0843, .text = "system read data error on a store" },
	{ .fam_lo = 0x14, .fam_hi = 0x14, .bank = 0, .ec_mask = 0xf8f7, .ec = 0x0833, .text = "system read data error on a load" },
	/* F16h MC0, as F14h */
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 0, .ec_mask = 0xffff, .ec = 0x0135, .text = "data/tag parity on a load or hardware prefetch" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 0, .ec_mask = 0xffff, .ec = 0x0145, .text = "data/tag parity on a store" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 0, .ec_mask = 0xffff, .ec = 0x0175, .text = "copyback parity on a tag miss" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 0, .ec_mask = 0xffff, .ec = 0x0185, .text = "tag parity during a snoop" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 0, .ec_mask = 0xf8f7, .ec = 0x0813, .text = "system read data error on a TLB reload" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 0, .ec_mask = 0xf8f7, .ec = 0x0843, .text = "system read data error on a store" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 0, .ec_mask = 0xf8f7, .ec = 0x0833, .text = "system read data error on a load" },
	/* F15h LS (f15h_mc0_mce) */
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 0, .xec_mask = 0x1f, .xec = 0x00, .ec_mask = 0xff00, .ec = 0x0100, .text = "data array access error" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 0, .xec_mask = 0x1f, .xec = 0x01, .ec_mask = 0xff00, .ec = 0x0100, .text = "uncorrected error on a linefill from L2/NB" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 0, .xec_mask = 0x1f, .xec = 0x02, .ec_mask = 0xff00, .ec = 0x0100, .text = "STQ access error" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 0, .xec_mask = 0x1f, .xec = 0x03, .ec_mask = 0xff00, .ec = 0x0100, .text = "SCB access error" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 0, .xec_mask = 0x1f, .xec = 0x10, .ec_mask = 0xff00, .ec = 0x0100, .text = "tag error" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 0, .xec_mask = 0x1f, .xec = 0x11, .ec_mask = 0xff00, .ec = 0x0100, .text = "STQ access error" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 0, .xec_mask = 0x1f, .xec = 0x12, .ec_mask = 0xff00, .ec = 0x0100, .text = "LDQ access error" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 0, .xec_mask = 0x1f, .xec = 0x00, .ec_mask = 0xf800, .ec = 0x0800, .text = "system read data error" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 0, .ec_mask = 0xf800, .ec = 0x0800, .text = "internal error condition (type = extended error code)" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 0, .ec_mask = 0xf4ff, .ec = 0x0400, .text = "hardware assertion" },

	/* ---- bank 1: IC (F10h-F14h), IF (F15h-F16h) ---- */
	/* all families (decode_mc1_mce) */
	{ .fam_lo = 0x10, .fam_hi = 0x14, .bank = 1, .xec_mask = 0x0f, .xec = 0x00, .ec_mask = 0xfff0, .ec = 0x0010, .text = "instruction TLB parity" },
	{ .fam_lo = 0x10, .fam_hi = 0x14, .bank = 1, .ec_mask = 0xfff0, .ec = 0x0010, .text = "instruction TLB multimatch" },
	{ .fam_lo = 0x15, .fam_hi = 0x16, .bank = 1, .xec_mask = 0x1f, .xec = 0x00, .ec_mask = 0xfff0, .ec = 0x0010, .text = "instruction TLB parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x16, .bank = 1, .ec_mask = 0xfff0, .ec = 0x0010, .text = "instruction TLB multimatch" },
	{ .fam_lo = 0x10, .fam_hi = 0x16, .bank = 1, .ec_mask = 0xf800, .ec = 0x0800, .text = "error during an NB data read" },
	{ .fam_lo = 0x10, .fam_hi = 0x16, .bank = 1, .ec_mask = 0xf4ff, .ec = 0x0400, .text = "hardware assertion" },
	/* F10h-F12h (k8_mc1_mce) */
	{ .fam_lo = 0x10, .fam_hi = 0x12, .bank = 1, .ec_mask = 0xff03, .ec = 0x0102, .text = "error during a linefill from L2" },
	{ .fam_lo = 0x10, .fam_hi = 0x12, .bank = 1, .ec_mask = 0xfff3, .ec = 0x0151, .text = "parity error on an instruction data load" },
	{ .fam_lo = 0x10, .fam_hi = 0x12, .bank = 1, .ec_mask = 0xfff3, .ec = 0x0171, .text = "copyback parity or victim error" },
	{ .fam_lo = 0x10, .fam_hi = 0x12, .bank = 1, .ec_mask = 0xfff3, .ec = 0x0181, .text = "tag snoop error" },
	/* F14h, F16h (cat_mc1_mce) */
	/* F14h/F16h MC1: MEM with TT=instruction (bits 3:2 zero). */
	{ .fam_lo = 0x14, .fam_hi = 0x14, .bank = 1, .ec_mask = 0xfffc, .ec = 0x0150, .text = "data/tag array parity on a tag hit" },
	{ .fam_lo = 0x14, .fam_hi = 0x14, .bank = 1, .ec_mask = 0xfffc, .ec = 0x0180, .text = "tag error during a snoop or victimization" },
	{ .fam_lo = 0x14, .fam_hi = 0x14, .bank = 1, .xec_mask = 0x0f, .xec = 0x00, .ec_mask = 0xff0c, .ec = 0x0100, .text = "tag parity on a victim castout" },
	{ .fam_lo = 0x14, .fam_hi = 0x14, .bank = 1, .xec_mask = 0x0f, .xec = 0x02, .ec_mask = 0xff0c, .ec = 0x0100, .text = "microcode patch RAM parity" },
	/* F16h MC1, as F14h */
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 1, .ec_mask = 0xfffc, .ec = 0x0150, .text = "data/tag array parity on a tag hit" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 1, .ec_mask = 0xfffc, .ec = 0x0180, .text = "tag error during a snoop or victimization" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 1, .xec_mask = 0x1f, .xec = 0x00, .ec_mask = 0xff0c, .ec = 0x0100, .text = "tag parity on a victim castout" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 1, .xec_mask = 0x1f, .xec = 0x02, .ec_mask = 0xff0c, .ec = 0x0100, .text = "microcode patch RAM parity" },
	/* F15h IF (f15h_mc1_mce) */
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 1, .xec_mask = 0x1f, .xec = 0x00, .ec_mask = 0xff00, .ec = 0x0100, .text = "uncorrected error on a demand linefill from L2" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 1, .xec_mask = 0x1f, .xec = 0x01, .ec_mask = 0xff00, .ec = 0x0100, .text = "IC data load parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 1, .xec_mask = 0x1f, .xec = 0x02, .ec_mask = 0xff00, .ec = 0x0100, .text = "IC valid bit parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 1, .xec_mask = 0x1f, .xec = 0x03, .ec_mask = 0xff00, .ec = 0x0100, .text = "main tag parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 1, .xec_mask = 0x1f, .xec = 0x04, .ec_mask = 0xff00, .ec = 0x0100, .text = "prediction queue parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 1, .xec_mask = 0x1f, .xec = 0x05, .ec_mask = 0xff00, .ec = 0x0100, .text = "PFB data/address parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 1, .xec_mask = 0x1f, .xec = 0x06, .ec_mask = 0xff00, .ec = 0x0100, .text = "branch status register parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 1, .xec_mask = 0x1f, .xec = 0x07, .ec_mask = 0xff00, .ec = 0x0100, .text = "PFB promotion address error" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 1, .xec_mask = 0x1f, .xec = 0x08, .ec_mask = 0xff00, .ec = 0x0100, .text = "tag error during a probe or victimization" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 1, .xec_mask = 0x1f, .xec = 0x09, .ec_mask = 0xff00, .ec = 0x0100, .text = "IC probe tag valid bit parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 1, .xec_mask = 0x1f, .xec = 0x0a, .ec_mask = 0xff00, .ec = 0x0100, .text = "PFB non-cacheable bit parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 1, .xec_mask = 0x1f, .xec = 0x0d, .ec_mask = 0xff00, .ec = 0x0100, .text = "PFB valid bit parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 1, .xec_mask = 0x1f, .xec = 0x10, .ec_mask = 0xff00, .ec = 0x0100, .text = "microcode patch buffer parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 1, .xec_mask = 0x1f, .xec = 0x11, .ec_mask = 0xff00, .ec = 0x0100, .text = "decoder micro-op queue parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 1, .xec_mask = 0x1f, .xec = 0x12, .ec_mask = 0xff00, .ec = 0x0100, .text = "decoder instruction buffer parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 1, .xec_mask = 0x1f, .xec = 0x13, .ec_mask = 0xff00, .ec = 0x0100, .text = "decoder predecode buffer parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 1, .xec_mask = 0x1f, .xec = 0x14, .ec_mask = 0xff00, .ec = 0x0100, .text = "decoder fetch address FIFO parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 1, .xec_mask = 0x1f, .xec = 0x15, .ec_mask = 0xff00, .ec = 0x0100, .text = "decoder dispatch micro-op queue parity" },

	/* ---- bank 2: BU (F10h-F14h), CU (F15h), L2 (F16h) ---- */
	/* F10h-F14h (k8_mc2_mce) */
	{ .fam_lo = 0x10, .fam_hi = 0x14, .bank = 2, .xec_mask = 0x0f, .xec = 0x01, .text = "write data buffer error" },
	{ .fam_lo = 0x10, .fam_hi = 0x14, .bank = 2, .xec_mask = 0x0f, .xec = 0x03, .text = "victim data buffer error" },
	{ .fam_lo = 0x10, .fam_hi = 0x14, .bank = 2, .xec_mask = 0x0f, .xec = 0x02, .ec_mask = 0xff00, .ec = 0x0100, .text = "L2 cache tag error" },
	{ .fam_lo = 0x10, .fam_hi = 0x14, .bank = 2, .xec_mask = 0x0f, .xec = 0x00, .ec_mask = 0xfff0, .ec = 0x0010, .text = "page descriptor cache or guest TLB error" },
	{ .fam_lo = 0x10, .fam_hi = 0x14, .bank = 2, .xec_mask = 0x0f, .xec = 0x00, .ec_mask = 0xf800, .ec = 0x0800, .text = "parity/ECC error in data read from the NB" },
	{ .fam_lo = 0x10, .fam_hi = 0x14, .bank = 2, .xec_mask = 0x0f, .xec = 0x00, .ec_mask = 0xfff0, .ec = 0x0170, .text = "error during a data copyback" },
	{ .fam_lo = 0x10, .fam_hi = 0x14, .bank = 2, .xec_mask = 0x0f, .xec = 0x00, .ec_mask = 0xff80, .ec = 0x0180, .text = "error during a data copyback" },
	{ .fam_lo = 0x10, .fam_hi = 0x14, .bank = 2, .xec_mask = 0x0f, .xec = 0x00, .ec_mask = 0xffe0, .ec = 0x0100, .text = "parity/ECC error on a data access from L2" },
	/* F15h CU (f15h_mc2_mce) */
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 2, .xec_mask = 0x1f, .xec = 0x00, .ec_mask = 0xfff0, .ec = 0x0010, .text = "data parity on a TLB read" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 2, .xec_mask = 0x1f, .xec = 0x01, .ec_mask = 0xfff0, .ec = 0x0010, .text = "poison data supplied for a TLB fill" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 2, .xec_mask = 0x1e, .xec = 0x00, .ec_mask = 0xf800, .ec = 0x0800, .text = "error during an attempted NB data read" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 2, .xec_mask = 0x1f, .xec = 0x02, .ec_mask = 0xf800, .ec = 0x0800, .text = "error during an attempted NB data read" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 2, .xec_mask = 0x1f, .xec = 0x04, .ec_mask = 0xff00, .ec = 0x0100, .text = "fill ECC error on data fills" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 2, .xec_mask = 0x1f, .xec = 0x05, .ec_mask = 0xff00, .ec = 0x0100, .text = "fill parity on instruction fills" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 2, .xec_mask = 0x1f, .xec = 0x06, .ec_mask = 0xff00, .ec = 0x0100, .text = "prefetcher request FIFO parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 2, .xec_mask = 0x1f, .xec = 0x07, .ec_mask = 0xff00, .ec = 0x0100, .text = "PRQ address parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 2, .xec_mask = 0x1f, .xec = 0x08, .ec_mask = 0xff00, .ec = 0x0100, .text = "PRQ data parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 2, .xec_mask = 0x1f, .xec = 0x09, .ec_mask = 0xff00, .ec = 0x0100, .text = "WCC tag ECC error" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 2, .xec_mask = 0x1f, .xec = 0x0a, .ec_mask = 0xff00, .ec = 0x0100, .text = "WCC data ECC error" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 2, .xec_mask = 0x1f, .xec = 0x0b, .ec_mask = 0xff00, .ec = 0x0100, .text = "WCB data parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 2, .xec_mask = 0x1f, .xec = 0x0c, .ec_mask = 0xff00, .ec = 0x0100, .text = "VB data ECC or parity error" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 2, .xec_mask = 0x1f, .xec = 0x10, .ec_mask = 0xff00, .ec = 0x0100, .text = "L2 tag ECC error" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 2, .xec_mask = 0x1f, .xec = 0x11, .ec_mask = 0xff00, .ec = 0x0100, .text = "hard L2 tag ECC error" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 2, .xec_mask = 0x1f, .xec = 0x12, .ec_mask = 0xff00, .ec = 0x0100, .text = "multiple hits on an L2 tag" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 2, .xec_mask = 0x1f, .xec = 0x13, .ec_mask = 0xff00, .ec = 0x0100, .text = "XAB parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 2, .xec_mask = 0x1f, .xec = 0x14, .ec_mask = 0xff00, .ec = 0x0100, .text = "PRB address parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 2, .ec_mask = 0xf4ff, .ec = 0x0400, .text = "hardware assertion" },
	/* F16h L2 (f16h_mc2_mce); MEM only */
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x1e, .xec = 0x04, .ec_mask = 0xfff0, .ec = 0x0110, .text = "IBUFF parity" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x1e, .xec = 0x04, .ec_mask = 0xff00, .ec = 0x0100, .text = "OBUFF parity" },
	/* F16h MC2 (L2): the suffix says which access found it (R4 in the code). */
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x1f, .xec = 0x09, .ec_mask = 0xfff0, .ec = 0x0100, .text = "L2 tag ECC error (bank request)" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x1f, .xec = 0x09, .ec_mask = 0xfff0, .ec = 0x0180, .text = "L2 tag ECC error (probe)" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x1f, .xec = 0x09, .ec_mask = 0xff00, .ec = 0x0100, .text = "L2 tag ECC error (fill)" },
	/* F16h L2 tag ECC error, extended codes 0x0a-0x0b */
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x1e, .xec = 0x0a, .ec_mask = 0xfff0, .ec = 0x0100, .text = "L2 tag ECC error (bank request)" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x1e, .xec = 0x0a, .ec_mask = 0xfff0, .ec = 0x0180, .text = "L2 tag ECC error (probe)" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x1e, .xec = 0x0a, .ec_mask = 0xff00, .ec = 0x0100, .text = "L2 tag ECC error (fill)" },
	/* F16h L2 tag ECC error, extended code 0x0d */
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x1f, .xec = 0x0d, .ec_mask = 0xfff0, .ec = 0x0100, .text = "L2 tag ECC error (bank request)" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x1f, .xec = 0x0d, .ec_mask = 0xfff0, .ec = 0x0180, .text = "L2 tag ECC error (probe)" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x1f, .xec = 0x0d, .ec_mask = 0xff00, .ec = 0x0100, .text = "L2 tag ECC error (fill)" },
	/* F16h L2 tag ECC error, extended codes 0x0e-0x0f */
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x1e, .xec = 0x0e, .ec_mask = 0xfff0, .ec = 0x0100, .text = "L2 tag ECC error (bank request)" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x1e, .xec = 0x0e, .ec_mask = 0xfff0, .ec = 0x0180, .text = "L2 tag ECC error (probe)" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x1e, .xec = 0x0e, .ec_mask = 0xff00, .ec = 0x0100, .text = "L2 tag ECC error (fill)" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x1f, .xec = 0x10, .ec_mask = 0xfff0, .ec = 0x0110, .text = "L2 data array ECC error (hit)" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x1f, .xec = 0x14, .ec_mask = 0xfff0, .ec = 0x0110, .text = "L2 data array ECC error (hit)" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x1f, .xec = 0x18, .ec_mask = 0xfff0, .ec = 0x0110, .text = "L2 data array ECC error (hit)" },
	/* F16h L2 data array ECC error, extended codes 0x10-0x17 */
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x18, .xec = 0x10, .ec_mask = 0xfff0, .ec = 0x0100, .text = "L2 data array ECC error (attribute)" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x18, .xec = 0x10, .ec_mask = 0xfff0, .ec = 0x0170, .text = "L2 data array ECC error (victim)" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x18, .xec = 0x10, .ec_mask = 0xff00, .ec = 0x0100, .text = "L2 data array ECC error (fill)" },
	/* F16h L2 data array ECC error, extended codes 0x18-0x19 */
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x1e, .xec = 0x18, .ec_mask = 0xfff0, .ec = 0x0100, .text = "L2 data array ECC error (attribute)" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x1e, .xec = 0x18, .ec_mask = 0xfff0, .ec = 0x0170, .text = "L2 data array ECC error (victim)" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x1e, .xec = 0x18, .ec_mask = 0xff00, .ec = 0x0100, .text = "L2 data array ECC error (fill)" },
	/* F16h L2 data array ECC error, extended code 0x1b */
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x1f, .xec = 0x1b, .ec_mask = 0xfff0, .ec = 0x0100, .text = "L2 data array ECC error (attribute)" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x1f, .xec = 0x1b, .ec_mask = 0xfff0, .ec = 0x0170, .text = "L2 data array ECC error (victim)" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x1f, .xec = 0x1b, .ec_mask = 0xff00, .ec = 0x0100, .text = "L2 data array ECC error (fill)" },
	/* F16h L2 attribute bit parity, extended codes 0x1c-0x1d */
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x1e, .xec = 0x1c, .ec_mask = 0xfff0, .ec = 0x0110, .text = "L2 attribute bit parity (hit)" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x1e, .xec = 0x1c, .ec_mask = 0xfff0, .ec = 0x0100, .text = "L2 attribute bit parity (attribute)" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x1e, .xec = 0x1c, .ec_mask = 0xff00, .ec = 0x0100, .text = "L2 attribute bit parity (fill)" },
	/* F16h L2 attribute bit parity, extended code 0x1f */
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x1f, .xec = 0x1f, .ec_mask = 0xfff0, .ec = 0x0110, .text = "L2 attribute bit parity (hit)" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x1f, .xec = 0x1f, .ec_mask = 0xfff0, .ec = 0x0100, .text = "L2 attribute bit parity (attribute)" },
	{ .fam_lo = 0x16, .fam_hi = 0x16, .bank = 2, .xec_mask = 0x1f, .xec = 0x1f, .ec_mask = 0xff00, .ec = 0x0100, .text = "L2 attribute bit parity (fill)" },

	/* ---- bank 3: LS, F10h-F12h (decode_mc3_mce) ---- */
	{ .fam_lo = 0x10, .fam_hi = 0x12, .bank = 3, .xec_mask = 0x0f, .xec = 0x00, .ec_mask = 0xf8f0, .ec = 0x0830, .text = "load-store error on a data read" },
	{ .fam_lo = 0x10, .fam_hi = 0x12, .bank = 3, .xec_mask = 0x0f, .xec = 0x00, .ec_mask = 0xf8f0, .ec = 0x0840, .text = "load-store error on a data write" },

	/* ---- bank 4: NB, all families, 5-bit code (decode_mc4_mce) ---- */
	{ .fam_lo = 0x10, .fam_hi = 0x10, .bank = 4, .xec_mask = 0x1f, .xec = 0x00, .text = "DRAM ECC error" },
	{ .fam_lo = 0x12, .fam_hi = 0x16, .bank = 4, .xec_mask = 0x1f, .xec = 0x00, .text = "DRAM ECC error" },
	{ .fam_lo = 0x10, .fam_hi = 0x16, .bank = 4, .xec_mask = 0x1f, .xec = 0x01, .text = "HT link CRC error" },
	{ .fam_lo = 0x10, .fam_hi = 0x16, .bank = 4, .xec_mask = 0x1f, .xec = 0x02, .text = "HT link sync error packets" },
	{ .fam_lo = 0x10, .fam_hi = 0x16, .bank = 4, .xec_mask = 0x1f, .xec = 0x03, .text = "HT master abort" },
	{ .fam_lo = 0x10, .fam_hi = 0x16, .bank = 4, .xec_mask = 0x1f, .xec = 0x04, .text = "HT target abort" },
	{ .fam_lo = 0x10, .fam_hi = 0x16, .bank = 4, .xec_mask = 0x1f, .xec = 0x05, .text = "invalid GART PTE during a GART table walk" },
	{ .fam_lo = 0x10, .fam_hi = 0x16, .bank = 4, .xec_mask = 0x1f, .xec = 0x06, .text = "unsupported atomic RMW from an IO link" },
	{ .fam_lo = 0x10, .fam_hi = 0x16, .bank = 4, .xec_mask = 0x1f, .xec = 0x07, .text = "NB watchdog timeout (no forward progress)" },
	{ .fam_lo = 0x10, .fam_hi = 0x10, .bank = 4, .xec_mask = 0x1f, .xec = 0x08, .text = "DRAM ECC error" },
	{ .fam_lo = 0x12, .fam_hi = 0x16, .bank = 4, .xec_mask = 0x1f, .xec = 0x08, .text = "DRAM ECC error" },
	{ .fam_lo = 0x10, .fam_hi = 0x16, .bank = 4, .xec_mask = 0x1f, .xec = 0x09, .text = "SVM DMA exclusion vector error" },
	{ .fam_lo = 0x10, .fam_hi = 0x16, .bank = 4, .xec_mask = 0x1f, .xec = 0x0a, .text = "HT link data error" },
	{ .fam_lo = 0x10, .fam_hi = 0x16, .bank = 4, .xec_mask = 0x1f, .xec = 0x0b, .text = "protocol error (link, L3 or probe filter)" },
	{ .fam_lo = 0x10, .fam_hi = 0x16, .bank = 4, .xec_mask = 0x1f, .xec = 0x0c, .text = "NB internal array parity" },
	{ .fam_lo = 0x10, .fam_hi = 0x16, .bank = 4, .xec_mask = 0x1f, .xec = 0x0d, .text = "DRAM address/control parity" },
	{ .fam_lo = 0x10, .fam_hi = 0x16, .bank = 4, .xec_mask = 0x1f, .xec = 0x0e, .text = "IO link transmission error" },
	{ .fam_lo = 0x10, .fam_hi = 0x16, .bank = 4, .xec_mask = 0x1f, .xec = 0x0f, .ec_mask = 0xfff0, .ec = 0x0010, .text = "GART table walk data error" },
	{ .fam_lo = 0x10, .fam_hi = 0x16, .bank = 4, .xec_mask = 0x1f, .xec = 0x0f, .ec_mask = 0xf800, .ec = 0x0800, .text = "DMA exclusion vector table walk error" },
	{ .fam_lo = 0x15, .fam_hi = 0x16, .bank = 4, .xec_mask = 0x1f, .xec = 0x19, .text = "compute unit data error" },
	{ .fam_lo = 0x10, .fam_hi = 0x16, .bank = 4, .xec_mask = 0x1f, .xec = 0x1c, .text = "L3 data cache ECC error" },
	{ .fam_lo = 0x10, .fam_hi = 0x16, .bank = 4, .xec_mask = 0x1f, .xec = 0x1d, .text = "L3 cache tag error" },
	{ .fam_lo = 0x10, .fam_hi = 0x16, .bank = 4, .xec_mask = 0x1f, .xec = 0x1e, .text = "L3 LRU parity" },
	{ .fam_lo = 0x10, .fam_hi = 0x16, .bank = 4, .xec_mask = 0x1f, .xec = 0x1f, .text = "probe filter directory ECC error" },

	/* ---- bank 5: FR (F10h, F12h, F14h), EX (F15h-F16h) (decode_mc5_mce).
	 * Older Linux accepted only code 0 outside family 15h; codes 1-0xd are
	 * kept to families 15h/16h here. ---- */
	{ .fam_lo = 0x10, .fam_hi = 0x10, .bank = 5, .ec_mask = 0xf4ff, .ec = 0x0400, .text = "hardware assertion" },
	{ .fam_lo = 0x12, .fam_hi = 0x16, .bank = 5, .ec_mask = 0xf4ff, .ec = 0x0400, .text = "hardware assertion" },
	{ .fam_lo = 0x10, .fam_hi = 0x10, .bank = 5, .xec_mask = 0x0f, .xec = 0x00, .text = "CPU watchdog timer expired" },
	{ .fam_lo = 0x12, .fam_hi = 0x14, .bank = 5, .xec_mask = 0x0f, .xec = 0x00, .text = "CPU watchdog timer expired" },
	{ .fam_lo = 0x15, .fam_hi = 0x16, .bank = 5, .xec_mask = 0x1f, .xec = 0x00, .text = "CPU watchdog timer expired" },
	{ .fam_lo = 0x15, .fam_hi = 0x16, .bank = 5, .xec_mask = 0x1f, .xec = 0x01, .text = "wakeup array destination tag parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x16, .bank = 5, .xec_mask = 0x1f, .xec = 0x02, .text = "AG payload array parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x16, .bank = 5, .xec_mask = 0x1f, .xec = 0x03, .text = "EX payload array parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x16, .bank = 5, .xec_mask = 0x1f, .xec = 0x04, .text = "IDRF array parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x16, .bank = 5, .xec_mask = 0x1f, .xec = 0x05, .text = "retire dispatch queue parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x16, .bank = 5, .xec_mask = 0x1f, .xec = 0x06, .text = "mapper checkpoint array parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x16, .bank = 5, .xec_mask = 0x1f, .xec = 0x07, .text = "physical register file EX0 port parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x16, .bank = 5, .xec_mask = 0x1f, .xec = 0x08, .text = "physical register file EX1 port parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x16, .bank = 5, .xec_mask = 0x1f, .xec = 0x09, .text = "physical register file AG0 port parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x16, .bank = 5, .xec_mask = 0x1f, .xec = 0x0a, .text = "physical register file AG1 port parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x16, .bank = 5, .xec_mask = 0x1f, .xec = 0x0b, .text = "flag register file parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x16, .bank = 5, .xec_mask = 0x1f, .xec = 0x0c, .text = "DE error that could not be corrected" },
	{ .fam_lo = 0x15, .fam_hi = 0x16, .bank = 5, .xec_mask = 0x1f, .xec = 0x0d, .text = "retire status queue parity" },

	/* ---- bank 6: FP, F15h (decode_mc6_mce) ---- */
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 6, .xec_mask = 0x1f, .xec = 0x00, .text = "hardware assertion" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 6, .xec_mask = 0x1f, .xec = 0x01, .text = "free list parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 6, .xec_mask = 0x1f, .xec = 0x02, .text = "physical register file parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 6, .xec_mask = 0x1f, .xec = 0x03, .text = "retire queue parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 6, .xec_mask = 0x1f, .xec = 0x04, .text = "scheduler table parity" },
	{ .fam_lo = 0x15, .fam_hi = 0x15, .bank = 6, .xec_mask = 0x1f, .xec = 0x05, .text = "status register file parity" },
};

/* SMBIOS type 17 codes (DSP0134 3.7 section 7.18.1-7.18.3), as dmidecode
 * names them; form factor and memory type codes count from 1 */
static const char *const t17_form_names[] = {
	[0x01 - 1] = "Other",
	[0x02 - 1] = "Unknown",
	[0x03 - 1] = "SIMM",
	[0x04 - 1] = "SIP",
	[0x05 - 1] = "Chip",
	[0x06 - 1] = "DIP",
	[0x07 - 1] = "ZIP",
	[0x08 - 1] = "Proprietary Card",
	[0x09 - 1] = "DIMM",
	[0x0a - 1] = "TSOP",
	[0x0b - 1] = "Row Of Chips",
	[0x0c - 1] = "RIMM",
	[0x0d - 1] = "SODIMM",
	[0x0e - 1] = "SRIMM",
	[0x0f - 1] = "FB-DIMM",
	[0x10 - 1] = "Die",
};

static const char *const t17_type_names[] = {
	[0x01 - 1] = "Other",
	[0x02 - 1] = "Unknown",
	[0x03 - 1] = "DRAM",
	[0x04 - 1] = "EDRAM",
	[0x05 - 1] = "VRAM",
	[0x06 - 1] = "SRAM",
	[0x07 - 1] = "RAM",
	[0x08 - 1] = "ROM",
	[0x09 - 1] = "Flash",
	[0x0a - 1] = "EEPROM",
	[0x0b - 1] = "FEPROM",
	[0x0c - 1] = "EPROM",
	[0x0d - 1] = "CDRAM",
	[0x0e - 1] = "3DRAM",
	[0x0f - 1] = "SDRAM",
	[0x10 - 1] = "SGRAM",
	[0x11 - 1] = "RDRAM",
	[0x12 - 1] = "DDR",
	[0x13 - 1] = "DDR2",
	[0x14 - 1] = "DDR2 FB-DIMM",
	[0x18 - 1] = "DDR3",
	[0x19 - 1] = "FBD2",
	[0x1a - 1] = "DDR4",
	[0x1b - 1] = "LPDDR",
	[0x1c - 1] = "LPDDR2",
	[0x1d - 1] = "LPDDR3",
	[0x1e - 1] = "LPDDR4",
	[0x1f - 1] = "Logical non-volatile device",
	[0x20 - 1] = "HBM",
	[0x21 - 1] = "HBM2",
	[0x22 - 1] = "DDR5",
	[0x23 - 1] = "LPDDR5",
	[0x24 - 1] = "HBM3",
};

/* Type Detail bits 1-15 */
static const char *const t17_detail_names[] = {
	[1] = "Other",
	[2] = "Unknown",
	[3] = "Fast-paged",
	[4] = "Static Column",
	[5] = "Pseudo-static",
	[6] = "RAMBus",
	[7] = "Synchronous",
	[8] = "CMOS",
	[9] = "EDO",
	[10] = "Window DRAM",
	[11] = "Cache DRAM",
	[12] = "Non-Volatile",
	[13] = "Registered (Buffered)",
	[14] = "Unbuffered (Unregistered)",
	[15] = "LRDIMM",
};

/* Offset and size of each type 17 field; str: a string index. */
static const struct t17_loc t17_layout[NT17] = {
	[T17_ARRAY] = { .off = 0x04, .size = 2, .str = 0 },
	[T17_SIZE] = { .off = 0x0c, .size = 2, .str = 0 },
	[T17_FORM] = { .off = 0x0e, .size = 1, .str = 0 },
	[T17_LOCATOR] = { .off = 0x10, .size = 1, .str = 1 },
	[T17_BANK] = { .off = 0x11, .size = 1, .str = 1 },
	[T17_TYPE] = { .off = 0x12, .size = 1, .str = 0 },
	[T17_DETAIL] = { .off = 0x13, .size = 2, .str = 0 },
	[T17_SPEED] = { .off = 0x15, .size = 2, .str = 0 },
	[T17_MFR] = { .off = 0x17, .size = 1, .str = 1 },
	[T17_SERIAL] = { .off = 0x18, .size = 1, .str = 1 },
	[T17_ASSET] = { .off = 0x19, .size = 1, .str = 1 },
	[T17_PART] = { .off = 0x1a, .size = 1, .str = 1 },
	[T17_ATTR] = { .off = 0x1b, .size = 1, .str = 0 },
	[T17_XSIZE] = { .off = 0x1c, .size = 4, .str = 0 },
	[T17_CSPEED] = { .off = 0x20, .size = 2, .str = 0 },
	[T17_XSPEED] = { .off = 0x54, .size = 4, .str = 0 },
	[T17_XCSPEED] = { .off = 0x58, .size = 4, .str = 0 },
};

/* cper.c mem_err_type_strs[] (UEFI CPER memory error types) */
static const char *const cper_mem_types[] = {
	[0] = "unknown",
	[1] = "no error",
	[2] = "single-bit ECC",
	[3] = "multi-bit ECC",
	[4] = "single-symbol chipkill ECC",
	[5] = "multi-symbol chipkill ECC",
	[6] = "master abort",
	[7] = "target abort",
	[8] = "parity error",
	[9] = "watchdog timeout",
	[10] = "invalid address",
	[11] = "mirror broken",
	[12] = "memory sparing",
	[13] = "scrub corrected error",
	[14] = "scrub uncorrected error",
	[15] = "physical memory map-out event",
};

/* include/linux/cper.h CPER_MEM_VALID_*: the fields of struct cper_mem_err_compact (packed) */
static const struct cper_field cper_compact[] = {
	{ .valid = 0x00008, .off = 8, .size = 2, .field = M_NODE },
	{ .valid = 0x00010, .off = 10, .size = 2, .field = M_CARD },
	{ .valid = 0x00020, .off = 12, .size = 2, .field = M_MODULE },
	{ .valid = 0x00040, .off = 14, .size = 2, .field = M_BANK },
	{ .valid = 0x00080, .off = 16, .size = 2, .field = M_DEVICE },
	{ .valid = 0x00100, .off = 18, .size = 2, .field = M_ROW },
	{ .valid = 0x00200, .off = 20, .size = 2, .field = M_COLUMN },
	{ .valid = 0x00400, .off = 22, .size = 2, .field = M_BIT },
	{ .valid = 0x08000, .off = 48, .size = 2, .field = M_RANK },
	{ .valid = 0x20000, .off = 52, .size = 2, .field = M_HANDLE },
};

/* ---- PCIe AER errors ---- */

/*
 * The AER status registers' bits: the short name the kernel's aer.c prints
 * ("[ 0] RxErr"), then the PCIe Base Specification's name of the error
 * (7.8.4.2 Uncorrectable Error Status, 7.8.4.5 Correctable Error Status).
 * A bit with no row was reserved when the table was written: printed as
 * its number.
 */
struct aer_bit {
	uint8_t bit;
	const char *name, *what;
};

static const struct aer_bit aer_cor_bits[] = {
	{ 0, "RxErr", "receiver error" },
	{ 6, "BadTLP", "bad TLP" },
	{ 7, "BadDLLP", "bad DLLP" },
	{ 8, "Rollover", "REPLAY_NUM rollover" },
	{ 12, "Timeout", "replay timer timeout" },
	{ 13, "NonFatalErr", "advisory non-fatal error" },
	{ 14, "CorrIntErr", "corrected internal error" },
	{ 15, "HeaderOF", "header log overflow" },
};

static const struct aer_bit aer_uncor_bits[] = {
	{ 0, "Undefined", "undefined (a training error in PCIe 1.0a)" },
	{ 4, "DLP", "data link protocol error" },
	{ 5, "SDES", "surprise down error" },
	{ 12, "TLP", "poisoned TLP received" },
	{ 13, "FCP", "flow control protocol error" },
	{ 14, "CmpltTO", "completion timeout" },
	{ 15, "CmpltAbrt", "completer abort" },
	{ 16, "UnxCmplt", "unexpected completion" },
	{ 17, "RxOF", "receiver overflow" },
	{ 18, "MalfTLP", "malformed TLP" },
	{ 19, "ECRC", "ECRC check failed" },
	{ 20, "UnsupReq", "unsupported request" },
	{ 21, "ACSViol", "ACS violation" },
	{ 22, "UncorrIntErr", "uncorrectable internal error" },
	{ 23, "BlockedTLP", "MC blocked TLP" },
	{ 24, "AtomicOpBlocked", "AtomicOp egress blocked" },
	{ 25, "TLPBlockedErr", "TLP prefix blocked" },
	{ 26, "PoisonTLPBlocked", "poisoned TLP egress blocked" },
};

/* the event's severity, as ours: corrected, or uncorrectable by
 * whether the link may still be trusted (Base Specification 6.2.2) */
static const struct mem_grade pcie_sevs[NPSEV] = {
	[PSEV_CORRECTED] = { .sev = SEV_CORRECTED, .why = "AER correctable: the hardware recovered, nothing was lost",
	    .name = "corrected" },
	[PSEV_NONFATAL] = { .sev = SEV_UC, .why = "AER uncorrectable non-fatal: a transaction failed, the link "
	    "still works", .name = "non-fatal" },
	[PSEV_FATAL] = { .sev = SEV_FATAL, .why = "AER uncorrectable fatal: the link is unreliable, the kernel "
	    "resets it", .name = "fatal" },
};

/* ---- CXL memory devices (REF_CXL) ---- */

#define CT(t)		(1u << CXL_##t)
#define CT_HDR		(CT(GENERAL_MEDIA) | CT(DRAM) | CT(MODULE) | CT(GENERIC))
#define CT_MEDIA	(CT(GENERAL_MEDIA) | CT(DRAM))

struct cxl_type_def {
	const char *name;	/* ours: text, JSON, the trigger's RAS_CXL_EVENT */
	const char *what;
};

/* the cxl: events in enum cxl_type's order (tp_events[EV_CXL + type]) */
static const struct cxl_type_def cxl_types[NCXLTYPES] = {
	[CXL_GENERAL_MEDIA] = { "general_media", "general media event" },
	[CXL_DRAM] = { "dram", "DRAM event" },
	[CXL_MODULE] = { "memory_module", "memory module event" },
	[CXL_POISON] = { "poison", "poison list entry" },
	[CXL_AER_COR] = { "aer_correctable", "correctable CXL.cachemem error" },
	[CXL_AER_UNCOR] = { "aer_uncorrectable", "uncorrectable CXL.cachemem error" },
	[CXL_OVERFLOW] = { "overflow", "event log overflow" },
	[CXL_GENERIC] = { "generic", "generic event" },
};

/* how a field is given: CF_ALL1_NONE and CF_ZERO_NONE are the kernel's
 * values for "not given" (an HPA not translated, no poison overflow);
 * CF_TIME: nanoseconds since 1970, in JSON a string as time_ns is */
enum { CF_HEX = 1, CF_ALL1_NONE = 2, CF_ZERO_NONE = 4, CF_TIME = 8 };

struct cxl_field_def {
	const char *key;	/* ours: text and JSON */
	const char *tp;		/* the format's field */
	uint8_t types;		/* CT(): the events that have it */
	int8_t valid;		/* the bit of validity_flags that says it is given, -1: always given */
	uint8_t how;		/* CF_* */
};

static const struct cxl_field_def cxl_fields[NCXLFIELDS] = {
	[C_LOG] = { "log", "log", CT_HDR | CT(OVERFLOW), -1, 0 },
	[C_SERIAL] = { "serial", "serial", 0xff, -1, CF_HEX },	/* the PCIe DSN */
	[C_HDR_FLAGS] = { "flags", "hdr_flags", CT_HDR, -1, CF_HEX },
	[C_HANDLE] = { "handle", "hdr_handle", CT_HDR, -1, CF_HEX },
	[C_TIMESTAMP] = { "device_time", "hdr_timestamp", CT_HDR, -1, CF_TIME },
	[C_MAINT_OP] = { "maint_op_class", "hdr_maint_op_class", CT_HDR, -1, 0 },
	[C_DPA] = { "dpa", "dpa", CT_MEDIA | CT(POISON), -1, CF_HEX },
	[C_DPA_FLAGS] = { "dpa_flags", "dpa_flags", CT_MEDIA, -1, CF_HEX },
	[C_HPA] = { "hpa", "hpa", CT_MEDIA | CT(POISON), -1, CF_HEX | CF_ALL1_NONE },
	[C_DESCRIPTOR] = { "descriptor", "descriptor", CT_MEDIA, -1, CF_HEX },
	[C_MEDIA_TYPE] = { "type", "type", CT_MEDIA, -1, 0 },
	[C_TRANSACTION] = { "transaction_type", "transaction_type", CT_MEDIA, -1, 0 },
	[C_CHANNEL] = { "channel", "channel", CT_MEDIA, 0, 0 },
	[C_RANK] = { "rank", "rank", CT_MEDIA, 1, 0 },
	[C_DEVICE] = { "device", "device", CT(GENERAL_MEDIA), 2, CF_HEX },
	[C_NIBBLE] = { "nibble_mask", "nibble_mask", CT(DRAM), 2, CF_HEX },
	[C_BANK_GROUP] = { "bank_group", "bank_group", CT(DRAM), 3, 0 },
	[C_BANK] = { "bank", "bank", CT(DRAM), 4, 0 },
	[C_ROW] = { "row", "row", CT(DRAM), 5, 0 },
	[C_COLUMN] = { "column", "column", CT(DRAM), 6, 0 },
	[C_EVENT_TYPE] = { "event_type", "event_type", CT(MODULE), -1, 0 },
	[C_HEALTH] = { "health_status", "health_status", CT(MODULE), -1, CF_HEX },
	[C_MEDIA_STATUS] = { "media_status", "media_status", CT(MODULE), -1, 0 },
	[C_LIFE_USED] = { "life_used", "life_used", CT(MODULE), -1, 0 },
	[C_TEMP] = { "device_temp", "device_temp", CT(MODULE), -1, 0 },
	[C_DIRTY_SHUTDOWNS] = { "dirty_shutdowns", "dirty_shutdown_cnt", CT(MODULE), -1, 0 },
	[C_COR_VOL] = { "corrected_volatile", "cor_vol_err_cnt", CT(MODULE), -1, 0 },
	[C_COR_PER] = { "corrected_persistent", "cor_per_err_cnt", CT(MODULE), -1, 0 },
	[C_ADD_STATUS] = { "additional_status", "add_status", CT(MODULE), -1, CF_HEX },
	[C_TRACE_TYPE] = { "trace_type", "trace_type", CT(POISON), -1, 0 },
	[C_SOURCE] = { "source", "source", CT(POISON), -1, 0 },
	[C_POISON_FLAGS] = { "poison_flags", "flags", CT(POISON), -1, CF_HEX },
	[C_DPA_LENGTH] = { "dpa_length", "dpa_length", CT(POISON), -1, CF_HEX },
	[C_OVERFLOW_TS] = { "overflow_time", "overflow_ts", CT(POISON), -1, CF_ZERO_NONE | CF_TIME },
	[C_STATUS] = { "status", "status", CT(AER_COR) | CT(AER_UNCOR), -1, CF_HEX },
	[C_FIRST_ERROR] = { "first_error", "first_error", CT(AER_UNCOR), -1, CF_HEX },
	[C_COUNT] = { "count", "count", CT(OVERFLOW), -1, 0 },
	[C_FIRST_TS] = { "first_time", "first_ts", CT(OVERFLOW), -1, CF_TIME },
	[C_LAST_TS] = { "last_time", "last_ts", CT(OVERFLOW), -1, CF_TIME },
};

/* The names the kernel prints for a field's values, or for its bits
 * (flag 1: val is the bit's number); first_error has status's names. */
struct cxl_name {
	uint8_t field;		/* enum cxl_field */
	uint8_t types;		/* CT(): the events the name applies to */
	uint8_t flag;
	uint8_t val;
	const char *name;
};

static const struct cxl_name cxl_names[] = {
	{ C_LOG, 0xff, 0, 0, "Informational" },
	{ C_LOG, 0xff, 0, 1, "Warning" },
	{ C_LOG, 0xff, 0, 2, "Failure" },
	{ C_LOG, 0xff, 0, 3, "Fatal" },
	{ C_HDR_FLAGS, 0xff, 1, 2, "PERMANENT_CONDITION" },
	{ C_HDR_FLAGS, 0xff, 1, 3, "MAINTENANCE_NEEDED" },
	{ C_HDR_FLAGS, 0xff, 1, 4, "PERFORMANCE_DEGRADED" },
	{ C_HDR_FLAGS, 0xff, 1, 5, "HARDWARE_REPLACEMENT_NEEDED" },
	{ C_DPA_FLAGS, 0xff, 1, 0, "VOLATILE" },
	{ C_DPA_FLAGS, 0xff, 1, 1, "NOT_REPAIRABLE" },
	{ C_DESCRIPTOR, 0xff, 1, 0, "UNCORRECTABLE_EVENT" },
	{ C_DESCRIPTOR, 0xff, 1, 1, "THRESHOLD_EVENT" },
	{ C_DESCRIPTOR, 0xff, 1, 2, "POISON_LIST_OVERFLOW" },
	{ C_MEDIA_TYPE, CT(GENERAL_MEDIA), 0, 0, "ECC Error" },
	{ C_MEDIA_TYPE, CT(GENERAL_MEDIA), 0, 1, "Invalid Address" },
	{ C_MEDIA_TYPE, CT(GENERAL_MEDIA), 0, 2, "Data Path Error" },
	{ C_MEDIA_TYPE, CT(DRAM), 0, 0, "ECC Error" },
	{ C_MEDIA_TYPE, CT(DRAM), 0, 1, "Scrub Media ECC Error" },
	{ C_MEDIA_TYPE, CT(DRAM), 0, 2, "Invalid Address" },
	{ C_MEDIA_TYPE, CT(DRAM), 0, 3, "Data Path Error" },
	{ C_TRANSACTION, 0xff, 0, 0, "Unknown" },
	{ C_TRANSACTION, 0xff, 0, 1, "Host Read" },
	{ C_TRANSACTION, 0xff, 0, 2, "Host Write" },
	{ C_TRANSACTION, 0xff, 0, 3, "Host Scan Media" },
	{ C_TRANSACTION, 0xff, 0, 4, "Host Inject Poison" },
	{ C_TRANSACTION, 0xff, 0, 5, "Internal Media Scrub" },
	{ C_TRANSACTION, 0xff, 0, 6, "Internal Media Management" },
	{ C_EVENT_TYPE, 0xff, 0, 0, "Health Status Change" },
	{ C_EVENT_TYPE, 0xff, 0, 1, "Media Status Change" },
	{ C_EVENT_TYPE, 0xff, 0, 2, "Life Used Change" },
	{ C_EVENT_TYPE, 0xff, 0, 3, "Temperature Change" },
	{ C_EVENT_TYPE, 0xff, 0, 4, "Data Path Error" },
	{ C_EVENT_TYPE, 0xff, 0, 5, "LSA Error" },
	{ C_HEALTH, 0xff, 1, 0, "MAINTENANCE_NEEDED" },
	{ C_HEALTH, 0xff, 1, 1, "PERFORMANCE_DEGRADED" },
	{ C_HEALTH, 0xff, 1, 2, "REPLACEMENT_NEEDED" },
	{ C_MEDIA_STATUS, 0xff, 0, 0, "Normal" },
	{ C_MEDIA_STATUS, 0xff, 0, 1, "Not Ready" },
	{ C_MEDIA_STATUS, 0xff, 0, 2, "Write Persistency Lost" },
	{ C_MEDIA_STATUS, 0xff, 0, 3, "All Data Lost" },
	{ C_MEDIA_STATUS, 0xff, 0, 4, "Write Persistency Loss in the Event of Power Loss" },
	{ C_MEDIA_STATUS, 0xff, 0, 5, "Write Persistency Loss in Event of Shutdown" },
	{ C_MEDIA_STATUS, 0xff, 0, 6, "Write Persistency Loss Imminent" },
	{ C_MEDIA_STATUS, 0xff, 0, 7, "All Data Loss in Event of Power Loss" },
	{ C_MEDIA_STATUS, 0xff, 0, 8, "All Data loss in the Event of Shutdown" },
	{ C_MEDIA_STATUS, 0xff, 0, 9, "All Data Loss Imminent" },
	{ C_TRACE_TYPE, 0xff, 0, 0, "List" },
	{ C_TRACE_TYPE, 0xff, 0, 1, "Inject" },
	{ C_TRACE_TYPE, 0xff, 0, 2, "Clear" },
	{ C_SOURCE, 0xff, 0, 0, "Unknown" },
	{ C_SOURCE, 0xff, 0, 1, "External" },
	{ C_SOURCE, 0xff, 0, 2, "Internal" },
	{ C_SOURCE, 0xff, 0, 3, "Injected" },
	{ C_SOURCE, 0xff, 0, 4, "Reserved" },	/* trace.h: above 3, not 7 */
	{ C_SOURCE, 0xff, 0, 5, "Reserved" },
	{ C_SOURCE, 0xff, 0, 6, "Reserved" },
	{ C_SOURCE, 0xff, 0, 7, "Vendor" },
	{ C_POISON_FLAGS, 0xff, 1, 0, "More" },
	{ C_POISON_FLAGS, 0xff, 1, 1, "Overflow" },
	{ C_POISON_FLAGS, 0xff, 1, 2, "Scanning" },
	{ C_STATUS, CT(AER_COR), 1, 0, "Cache Data ECC Error" },
	{ C_STATUS, CT(AER_COR), 1, 1, "Memory Data ECC Error" },
	{ C_STATUS, CT(AER_COR), 1, 2, "CRC Threshold Hit" },
	{ C_STATUS, CT(AER_COR), 1, 3, "Retry Threshold" },
	{ C_STATUS, CT(AER_COR), 1, 4, "Received Cache Poison From Peer" },
	{ C_STATUS, CT(AER_COR), 1, 5, "Received Memory Poison From Peer" },
	{ C_STATUS, CT(AER_COR), 1, 6, "Received Error From Physical Layer" },
	{ C_STATUS, CT(AER_UNCOR), 1, 0, "Cache Data Parity Error" },
	{ C_STATUS, CT(AER_UNCOR), 1, 1, "Cache Address Parity Error" },
	{ C_STATUS, CT(AER_UNCOR), 1, 2, "Cache Byte Enable Parity Error" },
	{ C_STATUS, CT(AER_UNCOR), 1, 3, "Cache Data ECC Error" },
	{ C_STATUS, CT(AER_UNCOR), 1, 4, "Memory Data Parity Error" },
	{ C_STATUS, CT(AER_UNCOR), 1, 5, "Memory Address Parity Error" },
	{ C_STATUS, CT(AER_UNCOR), 1, 6, "Memory Byte Enable Parity Error" },
	{ C_STATUS, CT(AER_UNCOR), 1, 7, "Memory Data ECC Error" },
	{ C_STATUS, CT(AER_UNCOR), 1, 8, "REINIT Threshold Hit" },
	{ C_STATUS, CT(AER_UNCOR), 1, 9, "Received Unrecognized Encoding" },
	{ C_STATUS, CT(AER_UNCOR), 1, 10, "Received Poison From Peer" },
	{ C_STATUS, CT(AER_UNCOR), 1, 11, "Receiver Overflow" },
	{ C_STATUS, CT(AER_UNCOR), 1, 14, "Component Specific Error" },
	{ C_STATUS, CT(AER_UNCOR), 1, 15, "IDE Tx Error" },
	{ C_STATUS, CT(AER_UNCOR), 1, 16, "IDE Rx Error" },
};

/* the memory module's additional status (CXL_DHI_AS_*): a 2-bit level of
 * life used and device temperature, a bit for each corrected error count */
static const char *const cxl_levels[] = { "normal", "warning", "critical" };

/* the severity of a CXL record (decode_cxl), as ours */
enum { CSEV_CORRECTED, CSEV_THRESHOLD, CSEV_UNCORRECTED, CSEV_POISON, CSEV_POISON_OP,
    CSEV_AER_COR, CSEV_AER_UNCOR, CSEV_LOG_INFO, CSEV_LOG_WARN, CSEV_LOG_FAIL, CSEV_LOG_FATAL,
    CSEV_REPLACE, NCSEV };

static const struct mem_grade cxl_sevs[NCSEV] = {
	[CSEV_CORRECTED] = { .sev = SEV_CORRECTED, .why = "the device says corrected", .name = "corrected" },
	[CSEV_THRESHOLD] = { .sev = SEV_CORRECTED_THRESHOLD, .why = "corrected; the device's error "
	    "threshold was crossed", .name = "threshold" },
	[CSEV_UNCORRECTED] = { .sev = SEV_UC, .why = "the device says uncorrectable: the data there is "
	    "lost", .name = "uncorrected" },
	[CSEV_POISON] = { .sev = SEV_UC, .why = "poison at this range: a read of it fails", .name = "poison" },
	[CSEV_POISON_OP] = { .sev = SEV_CORRECTED, .why = "poison injected or cleared by request: not an "
	    "error", .name = "poison-op" },
	[CSEV_AER_COR] = { .sev = SEV_CORRECTED, .why = "CXL.cachemem correctable: the hardware "
	    "recovered", .name = "corrected" },
	[CSEV_AER_UNCOR] = { .sev = SEV_UC, .why = "CXL.cachemem uncorrectable: the kernel asks for a "
	    "reset of the device", .name = "uncorrected" },
	[CSEV_LOG_INFO] = { .sev = SEV_CORRECTED, .why = "from the device's informational log: no error to "
	    "act on", .name = "info" },
	[CSEV_LOG_WARN] = { .sev = SEV_CORRECTED, .why = "from the device's warning log", .name = "warning" },
	[CSEV_LOG_FAIL] = { .sev = SEV_UC, .why = "from the device's failure log", .name = "failure" },
	[CSEV_LOG_FATAL] = { .sev = SEV_FATAL, .why = "from the device's fatal log", .name = "fatal" },
	[CSEV_REPLACE] = { .sev = SEV_UC, .why = "the device says its hardware needs replacing (header "
	    "flags, module health)", .name = "replace" },
};

/* ---- memory errors of the other reporters ---- */

static const char *const mem_source_names[] = {
	[MEM_EDAC] = "EDAC",
	[MEM_CPER] = "firmware (CPER)",
	[MEM_FAILURE] = "memory_failure",
};

/* the reporter's grade, as ours: EDAC's CE/UE, CPER's severity_strs[] */
static const struct mem_grade mem_sevs[] = {
	[MSEV_CORRECTED] = { .sev = SEV_CORRECTED, .why = "the reporter says corrected", .name = "corrected" },
	[MSEV_UNCORRECTED] = { .sev = SEV_UC, .why = "the reporter says uncorrected", .name = "uncorrected" },
	[MSEV_RECOVERABLE] = { .sev = SEV_UC, .why = "firmware says recoverable: uncorrected, the system may go on", .name = "recoverable" },
	[MSEV_DEFERRED] = { .sev = SEV_DEFERRED, .why = "the reporter says deferred", .name = "deferred" },
	[MSEV_FATAL] = { .sev = SEV_FATAL, .why = "the reporter says fatal", .name = "fatal" },
	[MSEV_INFO] = { .sev = SEV_CORRECTED, .why = "firmware says informational: no error to act on", .name = "info" },
};

/* a memory error's location, coarse to fine, as people name the parts */
static const struct mem_name mem_names[] = {
	{ .field = M_SOCKET, .name = "socket", .json = "socket" },
	{ .field = M_NODE, .name = "node", .json = "node" },
	{ .field = M_IMC, .name = "memory controller", .json = "imc" },
	{ .field = M_BRANCH, .name = "branch", .json = "branch" },
	{ .field = M_CHANNEL, .name = "channel", .json = "channel" },
	{ .field = M_SUBCHANNEL, .name = "sub-channel", .json = "subchannel" },
	{ .field = M_CARD, .name = "card", .json = "card" },
	{ .field = M_CSROW, .name = "csrow", .json = "csrow" },
	{ .field = M_SLOT, .name = "slot", .json = "slot" },
	{ .field = M_MODULE, .name = "module", .json = "module" },
	{ .field = M_RANK, .name = "rank", .json = "rank" },
	{ .field = M_CHIP_SELECT, .name = "chip select", .json = "chip_select" },
	{ .field = M_DEVICE, .name = "device", .json = "device" },
	{ .field = M_BANK_GROUP, .name = "bank group", .json = "bank_group" },
	{ .field = M_BANK, .name = "bank", .json = "bank" },
	{ .field = M_ROW, .name = "row", .json = "row" },
	{ .field = M_COLUMN, .name = "column", .json = "column" },
	{ .field = M_BIT, .name = "bit", .json = "bit" },
	/* the rest: JSON only */
	{ .field = M_COUNT, .name = NULL, .json = "count" },
	{ .field = M_ADDR, .name = NULL, .json = "addr", .hex = 1 },
	{ .field = M_ADDR_MASK, .name = NULL, .json = "addr_mask", .hex = 1 },
	{ .field = M_GRAIN, .name = NULL, .json = "grain" },
	{ .field = M_SYND, .name = NULL, .json = "syndrome", .hex = 1 },
	{ .field = M_MC, .name = NULL, .json = "edac_mc" },
	{ .field = M_HANDLE, .name = NULL, .json = "smbios_handle", .hex = 1 },
	{ .field = M_ETYPE, .name = NULL, .json = "cper_error_type" },
	{ .field = M_ERR_STATUS, .name = NULL, .json = "cper_error_status", .hex = 1 },
	{ .field = M_SEQ, .name = NULL, .json = "seq" },
	{ .field = M_GHES_SOURCE, .name = NULL, .json = "ghes_source" },
	{ .field = M_LAYER_TOP, .name = NULL, .json = "edac_layer_top" },
	{ .field = M_LAYER_MID, .name = NULL, .json = "edac_layer_mid" },
	{ .field = M_LAYER_LOW, .name = NULL, .json = "edac_layer_low" },
	{ .field = M_PFN, .name = NULL, .json = "pfn", .hex = 1 },
	{ .field = M_PAGE_TYPE, .name = NULL, .json = "page_type" },
	{ .field = M_RESULT, .name = NULL, .json = "result" },
};

/*
 * Banks that belong to one core (and its SMT threads) alone: repeated cache
 * and TLB errors there are that core's, and taking the core offline stops
 * them.  Intel: banks 0-3 are core-specific, banks 4 on are in the uncore
 * (Xeon E5-1600/2600/4600 datasheet vol. 1, table 2-11 notes 5 and 7; the
 * IFU, DCU, DTLB and MLC of intel_banks[] on Skylake-SP).  AMD Scalable MCA:
 * the Zen core's own bank types (load-store, fetch, L2, decode, execution,
 * floating point); L3 belongs to a core complex, the rest to the die.
 * Elsewhere a bank's scope is not known to us: nothing is isolated.
 */
static const struct core_bank intel_core_banks[] = {
	{ .plat = PLAT_SNB_EP, .lo = 0, .hi = 3, .src = REF_XEON_E5_DS },
	{ .plat = PLAT_SKX, .lo = 0, .hi = 3, .src = REF_SDM3C_06_55 },
};
static const char *const smca_core_types[] = {
	"LS",
	"LS_V2",
	"IF",
	"L2",
	"DE",
	"EX",
	"FP",
};

/* a DIMM's verdict, as the JSON, the table and the metrics name it */
static const char *const verdict_names[] = {
	[V_OK] = "ok",
	[V_WATCH] = "watch",
	[V_REPLACE] = "replace",
};

/* the fault view (see enum fault) */
static const char *const fault_names[NFV] = {
	[FV_NONE] = "no place given",
	[FV_ADDR] = "one address",
	[FV_PAGE] = "one page",
	[FV_ADDRS] = "several pages (row, column and bank not given)",
	[FV_CELL] = "one cell",
	[FV_ROW] = "one row",
	[FV_COLUMN] = "one column",
	[FV_BANK] = "one bank",
	[FV_BANKS] = "several banks",
	[FV_RANKS] = "several ranks",
};

/*
 * Compressed logs (logrotate's .gz, .xz, .zst): the first bytes, and the
 * tool that writes the text to stdout (gzip's, busybox's); ras links no
 * decompressor.
 */
struct packed_magic {
	const char *magic;
	uint8_t len;
	const char *name, *cat;
	uint8_t src;
};

static const struct packed_magic packed_formats[] = {
	{ .magic = "\x1f\x8b", .len = 2, .name = "gzip", .cat = "zcat", .src = REF_GZIP },
	{ .magic = "\xfd" "7zXZ", .len = 6, .name = "xz", .cat = "xzcat", .src = REF_XZ },	/* with its NUL */
	{ .magic = "\x28\xb5\x2f\xfd", .len = 4, .name = "zstd", .cat = "zstdcat", .src = REF_ZSTD },
};

/*
 * The journal's MESSAGE_ID of each kind of message ras sends (128-bit,
 * made once at random as systemd.journal-fields(7) asks, never changed):
 * journalctl MESSAGE_ID=... selects them.
 */
enum { JID_MCE, JID_MEMORY, JID_NOTE, JID_PCIE, JID_CXL, NJID };

struct journal_id {
	const char *kind, *id, *what;
};

static const struct journal_id journal_ids[NJID] = {
	[JID_MCE] = { "mce", "6f6b413d4c3e4de19826fb6ba3e1595a", "a machine check record" },
	[JID_MEMORY] = { "memory", "1a159dfe76f64e599f6e0d30414c540a", "a memory error record (EDAC, CPER, memory_failure)" },
	[JID_NOTE] = { "note", "945c8cbbb8684708a361bf46930e4595", "the daemon's own message (start, problems, actions)" },
	[JID_PCIE] = { "pcie", "44b236d5ed14405aa7b2deed91928db4", "a PCIe AER error record" },
	[JID_CXL] = { "cxl", "32bcba957dc94db3ac3f53239b9e7a37", "a CXL memory device's event record" },
};

/* ---- the enums by name, for 'ras tables' ---- */

static const char *const vm_names[8] = {
	[VM_INTEL] = "VM_INTEL", [VM_AMD] = "VM_AMD", [VM_INTEL | VM_AMD] = "VM_INTEL|VM_AMD",
	[VM_OTHER] = "VM_OTHER", [VM_ALL] = "VM_ALL",
};

static const char *const rule_names[] = {
	[0] = "0", [RULE_SER] = "RULE_SER", [RULE_NOSER] = "RULE_NOSER",
};

static const char *const sev_enum_names[NSEV] = {
	[SEV_INVALID] = "SEV_INVALID", [SEV_CORRECTED] = "SEV_CORRECTED",
	[SEV_CORRECTED_THRESHOLD] = "SEV_CORRECTED_THRESHOLD", [SEV_DEFERRED] = "SEV_DEFERRED",
	[SEV_UC_NOACTION] = "SEV_UC_NOACTION", [SEV_UC_AO] = "SEV_UC_AO", [SEV_UC] = "SEV_UC",
	[SEV_UC_AR] = "SEV_UC_AR", [SEV_FATAL] = "SEV_FATAL",
};

static const char *const form_names[] = {
	[FORM_SIMPLE] = "FORM_SIMPLE", [FORM_GENERIC_CACHE] = "FORM_GENERIC_CACHE",
	[FORM_TLB] = "FORM_TLB", [FORM_MEMCTL] = "FORM_MEMCTL", [FORM_CACHE] = "FORM_CACHE",
	[FORM_BUS] = "FORM_BUS",
};

static const char *const plat_names[] = {
	[PLAT_NONE] = "PLAT_NONE", [PLAT_SNB_EP] = "PLAT_SNB_EP", [PLAT_IVB_EP] = "PLAT_IVB_EP",
	[PLAT_HSX] = "PLAT_HSX", [PLAT_BDX] = "PLAT_BDX", [PLAT_BDX_DE] = "PLAT_BDX_DE",
	[PLAT_SKX] = "PLAT_SKX", [PLAT_ICX] = "PLAT_ICX", [PLAT_ICX_D] = "PLAT_ICX_D",
	[PLAT_SNR] = "PLAT_SNR", [PLAT_SPR] = "PLAT_SPR", [PLAT_GNR] = "PLAT_GNR",
	[PLAT_GNR_D] = "PLAT_GNR_D", [PLAT_CORE2] = "PLAT_CORE2", [PLAT_DNT] = "PLAT_DNT",
	[PLAT_TULSA] = "PLAT_TULSA", [PLAT_NHM_EP] = "PLAT_NHM_EP", [PLAT_NHM] = "PLAT_NHM",
	[PLAT_NHM_EX] = "PLAT_NHM_EX", [PLAT_DNV] = "PLAT_DNV", [PLAT_SRF] = "PLAT_SRF",
	[PLAT_DMR] = "PLAT_DMR",
};

static const char *const ms_names[] = {
	[MS_FIRST] = "MS_FIRST", [MS_EACH] = "MS_EACH", [MS_NUMBER] = "MS_NUMBER",
};

static const char *const freg_names[] = {
	[FREG_NONE] = "FREG_NONE", [FREG_STATUS] = "FREG_STATUS", [FREG_MISC] = "FREG_MISC",
};

static const char *const mfield_names[NMEMFIELDS] = {
	[M_SEV] = "M_SEV", [M_COUNT] = "M_COUNT", [M_ADDR] = "M_ADDR", [M_ADDR_MASK] = "M_ADDR_MASK",
	[M_GRAIN] = "M_GRAIN", [M_SYND] = "M_SYND", [M_MC] = "M_MC", [M_SOCKET] = "M_SOCKET",
	[M_IMC] = "M_IMC", [M_CHANNEL] = "M_CHANNEL", [M_SUBCHANNEL] = "M_SUBCHANNEL",
	[M_SLOT] = "M_SLOT", [M_CSROW] = "M_CSROW", [M_BRANCH] = "M_BRANCH", [M_RANK] = "M_RANK",
	[M_BANK_GROUP] = "M_BANK_GROUP", [M_BANK] = "M_BANK", [M_ROW] = "M_ROW",
	[M_COLUMN] = "M_COLUMN", [M_CHIP_SELECT] = "M_CHIP_SELECT", [M_NODE] = "M_NODE",
	[M_CARD] = "M_CARD", [M_MODULE] = "M_MODULE", [M_DEVICE] = "M_DEVICE", [M_BIT] = "M_BIT",
	[M_HANDLE] = "M_HANDLE", [M_ETYPE] = "M_ETYPE", [M_ERR_STATUS] = "M_ERR_STATUS",
	[M_SEQ] = "M_SEQ", [M_GHES_SOURCE] = "M_GHES_SOURCE", [M_LAYER_TOP] = "M_LAYER_TOP",
	[M_LAYER_MID] = "M_LAYER_MID", [M_LAYER_LOW] = "M_LAYER_LOW", [M_PFN] = "M_PFN",
	[M_PAGE_TYPE] = "M_PAGE_TYPE", [M_RESULT] = "M_RESULT",
};

static const char *const msev_names[] = {
	[MSEV_CORRECTED] = "MSEV_CORRECTED", [MSEV_UNCORRECTED] = "MSEV_UNCORRECTED",
	[MSEV_RECOVERABLE] = "MSEV_RECOVERABLE", [MSEV_DEFERRED] = "MSEV_DEFERRED",
	[MSEV_FATAL] = "MSEV_FATAL", [MSEV_INFO] = "MSEV_INFO",
};

static const char *const psev_names[NPSEV] = {
	[PSEV_NONFATAL] = "PSEV_NONFATAL", [PSEV_FATAL] = "PSEV_FATAL",
	[PSEV_CORRECTED] = "PSEV_CORRECTED",
};

static const char *const csev_names[NCSEV] = {
	[CSEV_CORRECTED] = "CSEV_CORRECTED", [CSEV_THRESHOLD] = "CSEV_THRESHOLD",
	[CSEV_UNCORRECTED] = "CSEV_UNCORRECTED", [CSEV_POISON] = "CSEV_POISON",
	[CSEV_POISON_OP] = "CSEV_POISON_OP", [CSEV_AER_COR] = "CSEV_AER_COR",
	[CSEV_AER_UNCOR] = "CSEV_AER_UNCOR", [CSEV_LOG_INFO] = "CSEV_LOG_INFO",
	[CSEV_LOG_WARN] = "CSEV_LOG_WARN", [CSEV_LOG_FAIL] = "CSEV_LOG_FAIL",
	[CSEV_LOG_FATAL] = "CSEV_LOG_FATAL", [CSEV_REPLACE] = "CSEV_REPLACE",
};

static const char *const ctype_names[NCXLTYPES] = {
	[CXL_GENERAL_MEDIA] = "CXL_GENERAL_MEDIA", [CXL_DRAM] = "CXL_DRAM",
	[CXL_MODULE] = "CXL_MODULE", [CXL_POISON] = "CXL_POISON",
	[CXL_AER_COR] = "CXL_AER_COR", [CXL_AER_UNCOR] = "CXL_AER_UNCOR",
	[CXL_OVERFLOW] = "CXL_OVERFLOW", [CXL_GENERIC] = "CXL_GENERIC",
};

static const char *const msrc_names[] = {
	[MEM_EDAC] = "MEM_EDAC", [MEM_CPER] = "MEM_CPER", [MEM_FAILURE] = "MEM_FAILURE",
};

static const char *const t17_field_names[NT17] = {
	[T17_ARRAY] = "T17_ARRAY", [T17_SIZE] = "T17_SIZE", [T17_FORM] = "T17_FORM",
	[T17_LOCATOR] = "T17_LOCATOR", [T17_BANK] = "T17_BANK", [T17_TYPE] = "T17_TYPE",
	[T17_DETAIL] = "T17_DETAIL", [T17_SPEED] = "T17_SPEED", [T17_MFR] = "T17_MFR",
	[T17_SERIAL] = "T17_SERIAL", [T17_ASSET] = "T17_ASSET", [T17_PART] = "T17_PART",
	[T17_ATTR] = "T17_ATTR", [T17_XSIZE] = "T17_XSIZE", [T17_CSPEED] = "T17_CSPEED",
	[T17_XSPEED] = "T17_XSPEED", [T17_XCSPEED] = "T17_XCSPEED",
};

static const char *const verdict_enum_names[] = {
	[V_OK] = "V_OK", [V_WATCH] = "V_WATCH", [V_REPLACE] = "V_REPLACE",
};

static const char *const fault_enum_names[NFV] = {
	[FV_NONE] = "FV_NONE", [FV_ADDR] = "FV_ADDR", [FV_PAGE] = "FV_PAGE", [FV_ADDRS] = "FV_ADDRS",
	[FV_CELL] = "FV_CELL", [FV_ROW] = "FV_ROW", [FV_COLUMN] = "FV_COLUMN", [FV_BANK] = "FV_BANK",
	[FV_BANKS] = "FV_BANKS", [FV_RANKS] = "FV_RANKS",
};

#endif
