/* ras.h: the record model and the on-disk capture format shared by every part of ras.c. */
#ifndef RAS_H
#define RAS_H

#include <stddef.h>
#include <stdint.h>

#define RAS_VERSION	"0.1"

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

enum rec_kind { KIND_MCE = 0, KIND_MEM };

/* record flags */
enum {
	REC_PARTIAL = 1 << 0,	/* text record that ended before all its lines */
	REC_FROM_TEXT = 1 << 1,	/* parsed from a kernel log, not from raw bytes */
	REC_EDAC_COPY = 1 << 2,	/* the EDAC driver's print of an MCE ("EDAC skx MC2: CPU 0: ...") */
	REC_JOINED = 1 << 3,	/* the kernel printed this MCE twice (core and EDAC driver): one record */
	REC_TIME_LOGGED = 1 << 4,	/* walltime is when the daemon logged it: the event had none */
	REC_UNVERIFIED = 1 << 5,	/* text: its first line may be the rest of another message */
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

#endif
