/*
 * ras: read, decode and log x86 machine checks (the mce:mce_record
 * tracepoint) and the kernel's other memory-error reports.  See rasd.8.
 *
 * Road map.  Each section uses only what the sections above it define, so
 * the file reads top-down; a record flows the same way:
 *
 *   limits and types     the program's structs; the record model, the
 *                        capture format and the decode tables are in ras.h
 *   utilities            messages, numbers, time, files, the line buffer,
 *                        reading JSON
 *   this machine         CPU model, CPU lists, DIMM inventory (SMBIOS, EDAC)
 *   formats              tracepoint format files; a record from its bytes
 *   ring readers         perf ring buffers and ftrace pages
 *   sources              perf, persistent buffers, tracefs, captures, ras's
 *                        own logs, text logs, pstore: each stamps its records
 *                        with their provenance and hands them to a consumer
 *   decode               severity, MCA codes, Intel, AMD, memory errors and
 *                        the DIMM they name (the tables are in ras.h)
 *   trust                where a record came from, and the one policy
 *                        table of what it may make ras do
 *   output               a record as a line, a block, a JSON object
 *   sinks                log files, /dev/kmsg, syslog, capture writer
 *   accounting           counters, DIMM history and verdicts
 *   daemon machinery     notes, triggers, page and CPU actions,
 *                        thresholds, storms, metrics, the state file
 *   commands             usage, tables, dump, decode, dimms, doctor, health,
 *                        summary, daemon, top
 *   main
 *
 * Start reading at main(), then cmd_dump(): open a source, drain it into
 * a consumer, decode and print each record.  The daemon (cmd_daemon) is
 * the same pipeline with sinks and thresholds behind the consumer.
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <grp.h>
#include <inttypes.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <netdb.h>
#include <sys/file.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/random.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/statfs.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/un.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <syslog.h>
#include <time.h>
#include <unistd.h>

#ifdef __SSE2__
#include <emmintrin.h>
#endif
#include <linux/audit.h>
#include <linux/landlock.h>
#include <linux/netlink.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/perf_event.h>
#include <linux/seccomp.h>

#include <curses.h>
#include <langinfo.h>
#include <locale.h>

#include "ras.h"

/* ==== limits, types and the few globals =================================== */

/* macros (LEN, MIN, MAX, BIT, BITS: ras.h) */
#define ALIGN8(n)	(((n) + 7u) & ~(size_t)7u)

#define MAX_FMT_FIELDS	64
#define MAX_CPUS	4096
#define RASD_PIDFILE	"/run/rasd.pid"
#define BOOT_RUN_DIR	"/run/ras"	/* the previous boot, read this boot */
#define POS_NONE	UINT64_MAX
/* long-only options */
#define OPT_PSTORE	256
#define OPT_PSTORE_DIR	257
#define OPT_NO_PSTORE	258
#define OPT_KMSG	259
#define OPT_IMPORT	260
#define OPT_SYSLOG_SOCKET	261
#define OPT_FAIL_ON	262
#define OPT_SEVERITY	263
#define OPT_SINCE	264
#define OPT_UNTIL	265
#define OPT_STRICT	266
#define OPT_SYSFS	267
#define OPT_DIMMS	268
#define OPT_DIMMS_STATE	269
#define OPT_ROOT	270
#define OPT_STORM_THRESHOLD	271
#define OPT_STORM_WINDOW	272
#define OPT_PAGE_ACTION	273
#define OPT_DIMM_THRESHOLD	274
#define OPT_SOCKET_THRESHOLD	275
#define OPT_CPU_THRESHOLD	276
#define OPT_HARD_FILE	277
#define OPT_PAGE_RETRIES	278
#define OPT_CPU_ACTION	279
#define OPT_CPU_MAX	280
#define OPT_CPU_DIR	281
#define OPT_RANK_THRESHOLD	282
#define OPT_ROW_THRESHOLD	283
#define OPT_NODE_THRESHOLD	284
#define OPT_PCIE_THRESHOLD	289
#define OPT_PROBLEM_INTERVAL	285
#define OPT_LOG_GROUP	286
#define OPT_JOURNAL	287
#define OPT_JOURNAL_SOCKET	288
#define PSTORE_KEY	128
#define SAMPLE_TYPE	(PERF_SAMPLE_TIME | PERF_SAMPLE_CPU | PERF_SAMPLE_RAW)
#define TRACEFS		"/sys/kernel/tracing"
#define DEBUGFS		"/sys/kernel/debug"
#define PERSIST_DIR	DEBUGFS "/mce"
#define EVENT_DIR	"events/mce/mce_record"
#define TRACEFS_MAGIC	0x74726163
#define DEBUGFS_MAGIC	0x64626720
#define PSTORE_MAGIC	0x6165676C
#define SYSFS_MAGIC	0x62656572
#define CPU_DIR		"/sys/devices/system/cpu"
#define PAGE_SOFT_FILE	"/sys/devices/system/memory/soft_offline_page"
#define PAGE_HARD_FILE	"/sys/devices/system/memory/hard_offline_page"
#define TRACE_PAGE_MAX	(16u << 20)	/* largest ftrace sub-buffer we accept */
#define TS_SHIFT	27		/* bits of an ftrace event's time_delta */
#define TS_MSB		(0xf8ULL << 56)	/* bits an absolute ftrace stamp lacks */
#define RB_MISSED_EVENTS (1ULL << 31)	/* page commit: events lost before the page */
#define RB_MISSED_STORED (1ULL << 30)	/* ... and their count follows its events */
#define RB_COMMIT_MASK	((1ULL << 27) - 1)
/*
 * A mapped trace_pipe_raw (6.10): struct trace_buffer_meta of
 * <linux/trace_mmap.h>, by offset (a build host's header may predate
 * kernel.patch (v4 and later), which adds the commit snapshot at TMETA_COMMIT).
 */
#define TMETA_PAGE_SIZE	0
#define TMETA_STRUCT_LEN	4
#define TMETA_SUBBUF_SIZE	8
#define TMETA_NR_SUBBUFS	12
#define TMETA_FLAGS	32	/* u64, published with the commit */
#define TMAP_FL_SWAPPED	(1ULL << 1)	/* a consumer swapped sub-buffers */
#define TMETA_COMMIT	80
#define TC_ENTRIES	(TMETA_COMMIT + 0)	/* u64 */
#define TC_DROPPED	(TMETA_COMMIT + 8)	/* u64 */
#define TC_READ		(TMETA_COMMIT + 16)	/* u64 */
#define TC_SEQ		(TMETA_COMMIT + 24)	/* u32, odd while written */
#define TC_ID		(TMETA_COMMIT + 28)	/* u32 */
#define TC_OFFSET	(TMETA_COMMIT + 32)	/* u32 */
#define TC_RESETS	(TMETA_COMMIT + 36)	/* u32 */
#define TMETA_LEN_V4	120
#define TRACE_MMAP_IOCTL_PUBLISH_COMMIT	_IO('R', 0x21)
#define TRACE_MMAP_IOCTL_SET_SEEN	_IOW('R', 0x22, uint32_t)
#define LOG_BATCH	(64u << 10)	/* write the log when this much is held */
#define LOG_HOLD_MAX	(4u << 20)	/* held while the disk is full, then counted as dropped */
/* ras-state N: 1 is read as 2 (its lines are 2's) */
#define STATE_VERSION	2
/* the JSON records' "schema": 2 has time_ns a string, integers past
 * 2^53 strings, and "schema" itself (1: the lines before it) */
#define JSON_SCHEMA	2
#define STR_(x)		#x
#define STR(x)		STR_(x)
#define STATE_UNKNOWN_MAX 4096	/* lines of a newer ras kept as they are */
#define SAVE_INTERVAL	1.0		/* seconds between metrics/state writes in a storm */
/* the metrics file rewritten at least this often; a write that failed,
 * tried again after METRICS_RETRY */
#define METRICS_REFRESH	60.0
#define METRICS_RETRY	5.0
#define CAP_WIN		(1u << 20)	/* a capture file is read this much at a time */
#define NET_QUEUE_MAX	(1u << 20)	/* syslog frames held for a slow or absent collector */
#define NET_BACKOFF_MAX	30.0		/* seconds between reconnects, at most */
#define DROP_REPORT	10.0		/* seconds between two notes of a sink's drops */
#define HOTPLUG_CHECK	10.0		/* seconds between looks for new CPUs without uevents */
#define NSINKS		5		/* log, json, syslog, remote, journal:
					 * drops counted by sink */
#define JOURNAL_SOCKET	"/run/systemd/journal/socket"
enum { DROP_FULL, DROP_DOWN, DROP_EXIT, DROP_REFUSED, DROP_NOMEM, NDROP };
#define NET_DOWN	1
#define NET_UP		2

/* enums */
enum source_kind {
	SRC_AUTO, SRC_PERSISTENT, SRC_PERF, SRC_RINGDIR, SRC_CAPTURE, SRC_TEXT,
	SRC_TRACEFS
};

enum exit_code { EXIT_OK = 0, EXIT_FAIL = 1, EXIT_USAGE = 2, EXIT_MATCH = 3 };


/* structs */
struct fmt_field {
	char name[32];
	char type[48];
	unsigned offset, size;
	int is_signed;
	int dynamic;		/* __data_loc / __rel_loc: skipped */
	int field;		/* enum field, -1 if not one we know */
};

/* The tracepoints ras reads: mce:mce_record, and the memory
 * and PCIe errors of the ras: system, the cxl: events. */
enum tp_event { EV_MCE, EV_MC, EV_EXTLOG, EV_MEMFAIL, EV_AER, EV_CXL,
    NEVENTS = EV_CXL + NCXLTYPES };	/* EV_CXL + enum cxl_type */

/* The ras: and cxl: events read beside mce:mce_record, and the fields
 * each must have. */
struct tp_event_def {
	const char *name, *dir;
	const char *needs[3];
};

static const struct tp_event_def tp_events[NEVENTS] = {
	[EV_MCE] = { "mce_record", "events/mce/mce_record", { "status", "bank" } },
	[EV_MC] = { "mc_event", "events/ras/mc_event", { "error_type", "address" } },
	[EV_EXTLOG] = { "extlog_mem_event", "events/ras/extlog_mem_event", { "sev", "pa" } },
	[EV_MEMFAIL] = { "memory_failure_event", "events/ras/memory_failure_event", { "pfn", "result" } },
	[EV_AER] = { "aer_event", "events/ras/aer_event",
	    { "status", "severity" } },
	[EV_CXL + CXL_GENERAL_MEDIA] = { "cxl_general_media",
	    "events/cxl/cxl_general_media", { "dpa", "descriptor" } },
	[EV_CXL + CXL_DRAM] = { "cxl_dram", "events/cxl/cxl_dram",
	    { "dpa", "descriptor" } },
	[EV_CXL + CXL_MODULE] = { "cxl_memory_module",
	    "events/cxl/cxl_memory_module",
	    { "health_status", "media_status" } },
	[EV_CXL + CXL_POISON] = { "cxl_poison", "events/cxl/cxl_poison",
	    { "dpa", "trace_type" } },
	[EV_CXL + CXL_AER_COR] = { "cxl_aer_correctable_error",
	    "events/cxl/cxl_aer_correctable_error", { "status" } },
	[EV_CXL + CXL_AER_UNCOR] = { "cxl_aer_uncorrectable_error",
	    "events/cxl/cxl_aer_uncorrectable_error",
	    { "status", "first_error" } },
	[EV_CXL + CXL_OVERFLOW] = { "cxl_overflow", "events/cxl/cxl_overflow",
	    { "count", "log" } },
	[EV_CXL + CXL_GENERIC] = { "cxl_generic_event",
	    "events/cxl/cxl_generic_event", { "log", "hdr_flags" } },
};

/* a PCIe device's error: its AER, or a CXL event of the device */
#define DEVICE_KIND(r)	((r)->kind == KIND_PCIE || (r)->kind == KIND_CXL)

/* What a ras: event becomes besides the record: the memory
 * error or the PCIe error it points to (extract_record). */
struct rec_parts {
	struct mem_error mem;
	struct pcie_error pcie;
};

struct tp_format {
	char name[64];
	long id;		/* -1 if the file had no ID line */
	struct fmt_field f[MAX_FMT_FIELDS];
	int nf;
	unsigned size;		/* bytes a record needs:
				 * end of the last field */
	int idx[NFIELDS];	/* index into f[] of each known field, or -1 */
	int common_type;	/* index of common_type, or -1 */
	char *text;		/* the file as read, kept for captures */
	size_t textlen;
	int event;		/* enum tp_event */
	const char *print;	/* its "print fmt:" line, in text */
	struct tp_format *next;	/* the other events read
				 * from the same buffers */
};

struct consumer {
	void (*record)(void *ctx, const struct mce_record *r);
	void (*lost)(void *ctx, int cpu, uint64_t n, const char *why);
	void *ctx;
};

/* One perf ring buffer: our own perf event's, or a persistent one. */
struct ring {
	volatile struct perf_event_mmap_page *meta;
	unsigned char *data;
	uint64_t size;		/* data_size, a power of two */
	uint64_t pos;		/* next byte we read */
	void *map;
	size_t maplen;
	int fd;
	int evfd[NEVENTS];	/* perf: the ras: events of this CPU
				 * written into this ring; 0 none */
	int ras;		/* perf: the ras: events' ring of its
				 * CPU, apart from mce_record's */
	int cpu;
	int readonly;		/* kernel overwrites; we
				 * never write data_tail */
	int pread;		/* not mapped: read with pread()
				 * (mce_record<N>.read) */
	uint64_t dataoff;	/* pread: where the data
				 * pages start in the file */
	uint64_t seen;		/* the last data_head read()
				 * returned: the kernel's poll() */
	int seen_err;		/* mapped: -1 the file has
				 * no read() (v1), else 0 */
	int rd_err;		/* errno of a failing read() of
				 * the file (said once), 0 none */
	int rd_now;		/* a read() failed in this drain */
	char *path;		/* persistent: the file, for messages */
	int defer_tail;		/* data_tail waits for ring_commit:
				 * the records are logged first */
	uint32_t recsize;	/* size of every sample (read-only rings) */
	uint64_t samples, lost;
	uint64_t lapped;	/* overwritten records not yet
				 * reported (one note a second) */
	unsigned laps;		/* times we were lapped since the last note */
	unsigned drain_laps;	/* and in this drain */
	unsigned behind;	/* drains in a row that found
				 * data_head behind pos (writable) */
	int went_offline;	/* perf: the CPU was seen offline
				 * (its event is gone) */
	int prov;		/* enum provenance of its records:
				 * the source's, set when drained */
	/* tracefs mapped (kernel.patch, v4 and later): read, never consumed;
	 * pos counts the events read or lost, as the kernel numbers them */
	const unsigned char *tmap;	/* meta page, then sub-buffers */
	size_t tmaplen;
	uint32_t tmetalen, tsub, tnsub;	/* meta page and sub-buffer
					 * sizes, sub-buffers */
	uint64_t tdropped;		/* commit.dropped said */
	uint32_t tresets;		/* commit.resets when pos was set */
	int tread_said;			/* a consumer shares it: said */
	unsigned char *tcopy;		/* a snapshot's sub-buffers */
	struct tsub_order { uint64_t ts; uint32_t rank, slot, id; } *torder;
	int tseen_err;			/* SET_SEEN failed (said once) */
	int64_t lapped_note_ns;
	/* tracefs: a CPU whose pages come back corrupt is read again after
	 * backoff seconds (doubling to a minute), out of poll()'s set */
	double retry_at;
	unsigned backoff;
};

/* The ftrace ring buffer's page and event
 * headers (events/header_page, header_event). */
struct trace_layout {
	unsigned ts_off, ts_size;	/* page timestamp */
	unsigned commit_off, commit_size;	/* bytes of events, flags
						 * in bits 31-30 */
	unsigned data_off;		/* first event */
	unsigned page_size;		/* what one read of
					 * trace_pipe_raw returns */
	unsigned type_max;		/* largest type_len of a data event */
	unsigned type_padding, type_extend, type_stamp;	/* type_stamp 0: none */
};

/* One event of an ftrace page. */
struct trace_event {
	unsigned type;			/* type_len */
	uint64_t delta;			/* time since the previous
					 * event, or absolute */
	const unsigned char *data;	/* a data event's payload, else NULL */
	size_t dlen, len;		/* payload bytes; the
					 * whole event's bytes */
};

struct page_stats {
	uint64_t records, other, lost, lost_unknown;
};

/* A line of ras's JSON log read back into a record (json_record). */
struct json_record {
	struct mce_record r;
	struct mem_error m;
	struct pcie_error pcie;
	int action, mem, pcie_obj;	/* the daemon's action line;
					 * a "memory", a "pcie" object came */
	int cxl_event;		/* a "cxl" object named a known event */
	char origin[PATH_MAX];
};

/*
 * ras's own logs are read back as such only when the file is one (its first
 * line is ras's): a kernel console where a test printed the daemon's log
 * holds those lines too, and they are no records of the kernel's.
 */
enum { OWN_UNDECIDED, OWN_KERNEL, OWN_TEXT, OWN_JSON };

/* why a line that looked like a machine check's was not read (text_notread) */
enum { NR_SAME_PRINTK, NR_INDENTED, NR_OTHER_PROGRAM, NR_REASONS };

struct source {
	enum source_kind kind;
	int prov;		/* enum provenance: what its records
				 * are (source_provenance) */
	char desc[512];		/* what was opened, for -v and logs */
	struct tp_format fmt;
	struct tp_format evfmt[NEVENTS];	/* the ras: events, chained
						 * from fmt.next when read */
	struct ring *rings;
	int nrings, ringcap;	/* ringcap: room for CPUs that
				 * come online later (tracefs) */
	uint8_t hot_noted[MAX_CPUS / 8];	/* CPUs said to be unread
						 * after hotplug */
	int poll_ms;		/* -1: poll() wakes us; else
				 * a polling interval */
	struct cpu_model model;	/* the CPU the records came from, if known */
	/* capture */
	unsigned char *buf;
	size_t buflen, bufpos;
	int capwin, capfd;	/* a capture file read through the
				 * window buf (else in memory) */
	size_t win_off, win_len;	/* the window: the file's bytes
					 * [win_off, win_off + win_len) */
	const char *path;
	int done;
	uint64_t nchunks;
	int validated;		/* capture: checked whole, once */
	int paced;		/* capture replay (top): release gradually, */
	unsigned batch;		/* at most this many chunks a drain, */
	uint64_t until_ns;	/* and none stamped after this time */
	FILE *textf;		/* text log */
	uint64_t text_errors;	/* malformed values met (each
				 * warned with its line) */
	uint64_t notread[NR_REASONS];	/* machine-check-like lines
					 * not read, by reason */
	char notread_ex[192];	/* the first of them: "FILE:LINE: text" */
	/* live and replayed records: the pages of
	 * the last reports, for source_pair */
	struct { uint64_t page, time_ns; unsigned reported; } recent[8];
	unsigned nrecent;
	const struct consumer *down;	/* source_pair passes
					 * records on to it */
	char origin[PATH_MAX + 48];	/* text log: "FILE, written
					 * TIME" for crash logs */
	/* tracefs: a ring per CPU holds its trace_pipe_raw fd; buf one page */
	struct trace_layout tl;
	char trace_dir[PATH_MAX];	/* tracefs, or instances/NAME in it */
	char inst[NAME_MAX + 1];	/* auto: the instance found, "" none */
	int boot_inst;		/* trace_dir is a persistent instance (6.12) */
	int mapped;		/* its rings are mapped, not consumed (v4) */
	int drain_all;		/* a drain reads every page a CPU has: one
				 * that ends (a dump, a take), not a loop */
	unsigned drain_short;	/* CPUs such a drain left with pages */
	uint64_t trace_other;		/* other tracepoints' events skipped */
	unsigned char scratch[65536];	/* a record that wraps the ring end */
};

struct text_key {
	const char *key;
	int field;
	int base;
	size_t len;	/* strlen(key), set with the table */
};

#define HOLD_BEHIND	16
struct text_parser {
	const char *path;
	const char *origin;	/* what records say they came from */
	int prov;		/* enum provenance of its records */
	int lineno;
	int errors;		/* malformed values: warned, record flagged */
	int active;		/* a record is open */
	int want_processor;	/* kernel shape: complete
				 * at its PROCESSOR line */
	int hw;			/* the record's first line had "[Hardware
				 * Error]: ": so must the rest */
	int old_banks;		/* 2.4/2.6 i386: "Bank N: ..."
				 * lines follow the CPU line */
	char *end;		/* the line's NUL, if text_drain
				 * knows it (else strlen) */
	uint32_t keys[128];	/* text_keys by first byte, a
				 * bit each (text_drain sets) */
	/*
	 * Record boundaries (text_boundary): the lines under one header are
	 * one printk when the header holds the kernel's own identity of it (a
	 * /dev/kmsg sequence number, a printk timestamp); grp_ours says whether
	 * that printk's first line was a machine check's.  Without an identity
	 * (second-resolution and header-less shapes) only the line before says
	 * anything: prev_ours.  base_ind: the indentation of the last line that
	 * began a message; a deeper one continues it (dmesg, journalctl).
	 */
	char grp_key[128];
	size_t grp_len;		/* the key's whole length (only
				 * its first bytes are kept) */
	int grp_ours, prev_ours, chain_unv;
	size_t base_ind;
	int base_set, banner;	/* banner: the last line was a wall
				 * broadcast's "Message from" */
	uint64_t notread[NR_REASONS];	/* machine-check-like lines
					 * not read, by reason */
	int notread_line;	/* the first of them */
	char notread_text[96];
	struct mce_record cur;
	const struct consumer *c;
	/*
	 * One error can be printed up to three times: by an EDAC driver (its
	 * copy of the MCE and its "EDAC MCn:" line), by GHES/extlog as a CPER
	 * block, and by the MCE core (also the stand-in record of a CPER
	 * error).  A finished record that has an address is held here until
	 * the other reports of the same address arrive, so that it is one
	 * record, or until another record or HOLD_LINES lines pass.
	 */
	struct mce_record held;
	struct mem_error held_mem, cur_mem, cper_mem;	/* cur_mem: an
							 * EDAC line's */
	int holding, held_age;
	struct {		/* records that came after the held
				 * one, kept in order behind it */
		struct mce_record r;
		struct mem_error m;
		struct pcie_error pe;
	} behind[HOLD_BEHIND];
	int nbehind;
	int cper;		/* in a CPER block: 1, and 2 in
				 * a memory section of it */
	int cper_cpu;		/* extlog's "detected on CPU n", -1 */
	uint64_t cper_seq;	/* the block's "{n}", UINT64_MAX none */
	int cper_sev;		/* the block's event severity, -1 none */
	int cper_cut;		/* a line of the memory section was cut short */
	int line_unv, mem_unv;	/* this line, the memory report being
				 * read: boundary unverified */
	struct json_record json;	/* a line of ras's JSON log,
					 * read back (text_json) */
	int own;		/* OWN_*: the file is a kernel log,
				 * or ras's own text or JSON log */
	int64_t line_time;	/* the wall time in this line's header
				 * (ISO 8601 with a zone), 0 none */
	int64_t rec_time, cper_time;	/* the record's and the CPER
					 * block's first line's */
	/* the kernel's AER lines (text_aer): the error being read, and the
	 * source a "received" line named, for a "no details" line */
	struct pcie_error aer;
	int aer_open, aer_unv, aer_pend_sev;	/* aer_pend_sev: -1 none */
	uint32_t aer_cor[2], aer_unc[2];	/* a CPER PCIe section's status
						 * and mask registers */
	int aer_regs;		/* 1: aer_cor given, 2: aer_unc */
	int64_t aer_time;
	char aer_src[24];
};

struct options {
	enum source_kind source;
	const char *input, *save, *format_path, *tracefs, *persist_dir;
	const char *pstore_dir;	/* dump --pstore-dir */
	int pstore;		/* dump --pstore */
	int wake_per_event;	/* daemon: may set buffer_percent
				 * 0 on the main buffer */
	const char *instance;	/* tracefs: instances/NAME
				 * instead of the main buffer */
	int enable_event;	/* tracefs: create the instance,
				 * enable mce_record */
	int no_boot_take;	/* daemon with its state in RAM (an
				 * initramfs): a persistent instance's
				 * previous boot is left for a later one */
	int json, oneline, verbose, help;
	long cpu, bank;		/* filters, -1 for all (the last given) */
	uint8_t cpuset[MAX_CPUS / 8], bankset[256 / 8];	/* --cpu/--bank
							 * given more than
							 * once: any */
	int min_sev, fail_on;	/* --severity, --fail-on; -1 none */
	int64_t since, until;	/* --since, --until: record time, Unix
				 * seconds; INT64_MIN/MAX none */
	int strict;		/* a malformed line fails the run */
	struct cpu_model model;	/* --cpu VENDOR:FAMILY:MODEL */
	double wait;		/* dump: seconds to collect a live source */
	unsigned pages;		/* perf: data pages per CPU */
	unsigned interval_ms;	/* persistent: polling interval */
};

struct field_def {
	const char *name;
	unsigned natural;	/* size the kernel has always used, bytes */
	int hex;		/* printed in hex (JSON: as a "0x..." string) */
};

struct type_size {
	const char *type;
	unsigned size;
};

/* Text being built: in its own buffer, or in place in an output buffer. */
struct line {
	size_t n, cap;
	char *b;
	char own[4096];
};
#define LINE_INIT(l)	{ 0, sizeof (l).own, (l).own, "" }

struct decoded {
	enum severity sev;
	const char *why;	/* the grading rule that matched */
	const char *platform;	/* Intel platform name, if known */
	int plat;		/* its enum platform (PLAT_NONE: none) */
	struct cpu_model model;
	int memory;		/* a memory (DRAM) error:
				 * page offlining applies */
	int read_misc;		/* the result depends on MCi_MISC: on
				 * whether it is there, and on misc_bits */
	uint64_t misc_bits;
	int count_free;		/* Intel: nothing read the corrected-error
				 * count (status 52:38), so the memo leaves
				 * it out: a fleet's counts all differ */
	char bank_name[48];
	char error[320];
	char details[512];
	uint16_t plain[3];	/* the memo's: 1 + the length of bank_name,
				 * error, details when printable ASCII (written
				 * as they are); 0 not known */
};

/*
 * Decoding is pure, and a storm repeats a handful of status values with
 * different addresses: remember recent results, keyed by exactly the inputs
 * decode_record reads (the unit test checks no decode rule reads others).
 */
#define MEMO_SLOTS 512
#define MEMO_WAYS 8	/* set-associative, least recently used out */
struct decode_key {
	uint64_t status, bank, mcgcap, ipid, synd, cpuid, cpuvendor, misc;
	uint32_t present;
	struct cpu_model fallback;
};
struct decode_memo {
	struct {
		uint64_t used;	/* 0 empty, else the clock at the last use */
		struct decode_key k;
		int misc_present;	/* the record had MISC:
					 * compared when d.read_misc */
		struct decoded d;
	} slot[MEMO_SLOTS];
	uint64_t clock, hits, misses;
};

/* Saving a capture: the file, and the count of chunks written. */
struct capture_writer {
	FILE *f;
	const char *path;
	uint64_t chunks;
	int failed;
};

struct counter {
	uint32_t cpu;
	uint16_t bank;
	uint8_t sev;
	uint8_t used;
	uint64_t n;
	char bank_name[48];
};

/* One place a DIMM had errors, the finest its
 * reporter gave: the fault view's input. */
struct dimm_cell {
	uint64_t addr;		/* CELL_NONE: not given */
	int32_t rank, bank, row, col;	/* -1: not given */
	uint64_t n;
	double t[2];		/* the last two errors here, Unix time,
				 * older first (0: none, or untimed) */
};
#define DIMM_CELLS	16	/* places kept per DIMM; the least recently seen gives way */
#define DIMM_RECENT	25	/* corrected errors whose times are kept: rule R2's count */
#define DIMM_PEND	8	/* recent reports an error's other reporters are paired with */

/* One report counted lately: another reporter
 * of the same error is paired with it. */
struct dimm_report {
	double t;
	uint64_t addr;		/* CELL_NONE: not given */
	int chan, cs;		/* an AMD UMC MCE's UMC and
				 * chip select, -1 not given */
	unsigned kinds;		/* reporters seen: 1 MCE, 1 <<
				 * MEM_EDAC, 1 << MEM_CPER */
};

/* A DIMM's errors over time, kept in the state file under its key. */
struct dimm_count {
	char key[160];		/* "serial S" (unique on this machine),
				 * else "slot BANK/LOCATOR" */
	char locator[64], bank[64], serial[64], part[64];
	uint64_t ce, ue;	/* corrected; deferred, uncorrected or worse */
	uint64_t untimed;	/* of them, errors whose time was not
				 * known (no rate rule sees them) */
	double first, last;	/* Unix time */
	double recent[DIMM_RECENT];	/* the last corrected
					 * errors' times, a ring */
	uint64_t nrecent;	/* corrected errors ever put in the ring */
	int replace_rule, watch_rule;	/* the rule that latched the
					 * verdict (dimm_rules), -1 none */
	double watch_t;		/* when a watch rule last held */
	struct dimm_cell cell[DIMM_CELLS];
	unsigned ncell;
	uint64_t cells_over;	/* errors at places that gave way */
	struct dimm_report pend[DIMM_PEND];	/* not kept in the state file */
	unsigned npend;
};

/*
 * Thresholds: buckets of corrected errors keyed by what fails,
 * counted as mcelog's leaky-bucket.c does: a window opens at an error and
 * lasts period; count errors in it are a crossing (logged, a JSON record,
 * a metric, the trigger, for a page its action), after which the count
 * starts over in the same window; an error after the window opens a new one.
 */
enum { TH_PAGE, TH_DIMM, TH_SOCKET, TH_CPU, TH_RANK, TH_ROW, TH_NODE, TH_PCIE,
    NTH };
struct threshold {
	unsigned count;		/* 0: not watched */
	double period;		/* seconds */
};
struct bucket {
	uint8_t kind;
	uint32_t count;		/* errors in this window
				 * since its last crossing */
	uint32_t crossed;	/* crossings in this window */
	uint64_t key;		/* page frame, socket, CPU << 16 |
				 * bank, or a DIMM key's hash */
	double start, period;	/* the window: its first error (Unix
				 * time) and length; start 0: free */
	char name[72];		/* "page 0x5a5a000", "DIMM P1-DIMMA1",
				 * "socket 0", "CPU 3 bank 1" */
};
#define BUCKETS	1024

/* page actions, as rasdaemon names them (PAGE_CE_ACTION) */
enum { PA_OFF, PA_ACCOUNT, PA_SOFT, PA_HARD, PA_SOFT_HARD, NPA };

/* A page to offline, and how far it got: retried
 * with backoff, a bounded number of times. */
struct page_try {
	uint64_t pfn;
	unsigned tries;		/* attempts made in this phase */
	int hard;		/* the phase: soft or hard offline */
	double next;		/* monotonic: when to try again; 0 done */
};
#define PAGE_TRIES	64

/* CPU actions on a crossed CPU-bank threshold,
 * as rasdaemon's CPU isolation names them */
enum { CA_OFF, CA_ACCOUNT, CA_ISOLATE, NCA };
#define CPUS_ISOLATED	256
struct cpu_isolated {
	unsigned cpu;
	double when;		/* Unix time ras took it offline */
};

struct page_offline_cfg {
	int action;		/* PA_* */
	const char *path, *hard_path;	/* .../soft_offline_page,
					 * .../hard_offline_page */
	unsigned retries;	/* after a failed or unverified
				 * attempt (backoff 5 s, doubling) */
	struct threshold th[NTH];
	struct bucket b[BUCKETS];
	struct page_try tr[PAGE_TRIES];
	uint64_t *done;		/* pages offlined (never acted on
				 * twice), from the state too */
	size_t ndone;
	uint64_t crossings[NTH], results[NPA][2];	/* metrics: crossings;
							 * actions verified /
							 * failed */
	int cpu_action;		/* CA_* */
	unsigned cpu_max;	/* logical CPUs taken offline at most, in all */
	const char *cpu_dir;	/* /sys/devices/system/cpu */
	struct cpu_isolated iso[CPUS_ISOLATED];	/* what ras took offline
						 * (state file too) */
	unsigned niso;
	uint64_t cpu_results[NCA][3];	/* metrics: CPU actions done
					 * / failed / refused */
	struct dimm_report pend[NTH][DIMM_PEND];	/* an error's other
							 * reports are not
							 * counted again */
	unsigned npend[NTH];
};

/* Counters by CPU, bank and severity: open addressing, grown at 3/4. */
/* A PCIe device's AER errors and CXL errors (cxl_bucket) by severity,
 * since the first start (the state file keeps them): what health and the
 * metrics say */
struct pcie_count {
	char dev[64], slot[32];
	uint64_t n[NPSEV];	/* all */
	uint64_t cxl[NPSEV];	/* of n: from CXL events */
	int cxl_read;		/* its pcie-cxl line was read */
	double first, last;	/* Unix time, 0 unknown */
};

struct counters {
	struct counter *slot;
	size_t cap, used;
	uint64_t lost;
	double first_start;	/* first start of the daemon,
				 * kept in the state file */
	/* persistent buffers: where we read up to, valid in this boot only */
	char boot_id[40];
	uint64_t *pos;		/* MAX_CPUS entries, POS_NONE where unknown */
	uint32_t *pos_resets;	/* mapped: the buffer's commit.resets then,
				 * UINT32_MAX unknown */
	char pos_of[PATH_MAX];	/* the buffers they are of: "persistent",
				 * or "tracefs:" and the mapped buffer's
				 * instance ("instances/NAME", "" main) */
	/* crash logs (pstore) already logged, "NAME MTIME SIZE" */
	char (*pstore)[PSTORE_KEY];
	size_t npstore;
	struct dimm_count *dimm;	/* per DIMM, by key */
	size_t ndimm;
	struct pcie_count *pcie;	/* per PCIe device, by its name */
	size_t npcie;
	uint64_t unplaced[2];	/* memory error reports not located
				 * to one DIMM: corrected, worse */
	int dimm_full_noted, pcie_full_noted;
	struct page_offline_cfg *page;	/* the daemon's thresholds and page
					 * actions: kept in the state */
	uint64_t by_prov[NPROV + 1];	/* records by their policy row
					 * (metrics; not in the state) */
	uint64_t problems;	/* reader problems, said or held
				 * (metrics; not in the state) */
	char booted[NAME_MAX + 1];	/* the persistent instance whose
					 * previous boot this boot logged */
	char **unknown;		/* state lines this ras does not know (a
				 * newer one wrote them): written back as
				 * they are, so a rollback loses nothing */
	size_t nunknown;
};

/*
 * A problem that repeats (a corrupt page a read, a failing read, records
 * lost) is said once, then once a SAY_EVERY with how many more there were:
 * a buffer that keeps failing is a state, not a stream of lines.
 */
#define SAY_EVERY	60
#define SAY_KEYS	32
struct say_limit {
	struct say_key {
		uint64_t key;	/* 0: free */
		double last;	/* when it was last said (monotonic) */
		uint64_t held;	/* not said since */
		uint64_t held_n;	/* the records they said lost */
		int cpu;
		char text[160];
	} k[SAY_KEYS + 1];	/* the last: problems of kinds past
				 * SAY_KEYS, while every slot holds some */
	uint64_t total;		/* every problem, said or held (metrics) */
	double every;		/* seconds between two sayings of one
				 * problem: 0 SAY_EVERY, < 0 every one said */
};

struct dump_ctx {
	const struct options *o;
	struct cpu_model model;	/* decode as, when a record does not say */
	const struct source *src;
	struct capture_writer *cap;
	uint64_t printed, seen, lost;
	uint64_t untimed;	/* left out by --since/--until: no time */
	uint64_t failed_on;	/* records at or above --fail-on */
	int failed;
	struct decode_memo *memo;
	struct counters *dimms;	/* --dimms: per-DIMM counters
				 * instead of records */
	uint64_t mem_seen;	/* --dimms: DRAM error reports read */
	double latest;		/* --dimms: the newest record's time */
	struct say_limit say;
	size_t outn;
	char out[1 << 16];
};

/* An append-only log (text or JSON Lines): whole lines, never a torn one. */
struct logsink {
	const char *path;
	int fd;
	int json;
	char *buf;		/* lines not yet written: this
				 * burst's, or held by a full disk */
	size_t len;
	int err;		/* errno of the failing write, 0 when writing */
	uint64_t dropped;	/* lines that did not fit
				 * while the disk was full */
	uint64_t dropped_reported;
	int unsynced;
	int reopen_pending;	/* SIGHUP's reopen failed: still the old file */
	int waiting;		/* could not be opened at start: its lines
				 * held, and opened again every second */
	uint64_t old_lines;	/* lines written to the old file meanwhile */
	double reopen_since, reopen_try;
};

struct netsink {		/* a syslog socket that must never block us */
	const char *name;	/* for notes: the socket path or the URL */
	int fd;
	int stream, octets;	/* a stream socket; RFC 6587 octet-counted
				 * frames (else NUL-ended) */
	int queued;		/* frames wait in q when the socket
				 * is full (else dropped) */
	int bare;		/* datagrams go without the NUL that
				 * ends their frame in q (the journal) */
	int connecting;
	char *q;		/* stream: frames waiting,
				 * bytes [qoff, qlen); */
	size_t qlen, qoff, qstart;	/* qstart: where the frame
					 * being sent begins */
	uint64_t dropped, dropped_reported;
	uint64_t why_n[NDROP];	/* drops not yet noted, by reason */
	double last_note;	/* the last note of drops,
				 * for this sink alone */
	int down, err;		/* in an outage (noted once), and why */
	const char *gai;	/* or the resolver's reason */
	unsigned events;	/* NET_DOWN, NET_UP: for the daemon to note */
	double retry_at, backoff;
};

struct syslogger {
	struct netsink local;	/* /dev/log, or --syslog-socket */
	struct netsink remote;	/* RFC 5424 collector */
	struct netsink journal;	/* systemd-journald's native protocol */
	int use_local, use_journal;
	int drained;		/* at exit: nothing more is sent */
	char rhost[256];
	const char *rport;
	int helper;		/* the helper's socket, for
				 * names to resolve; -1 none */
	int resolving;		/* a name is being resolved by it */
	struct sockaddr_storage last_addr;	/* what it said last, for
						 * when it is gone */
	socklen_t last_len;
	double tokens;		/* rate limit: token bucket */
	double rate, burst;
	struct timespec refill;
	uint64_t suppressed;
	char host[HOST_NAME_MAX + 1];
};

struct page_offline_cfg;
#define CELL_NONE	UINT64_MAX

#define TRIG_ENV	3072	/* a trigger's environment, NUL-separated */
#define TRIG_NENV	24
#define TRIG_WAIT	64	/* uncorrected-or-worse records waiting for a slot */

struct trig_req {
	int sev;
	size_t len;
	char env[TRIG_ENV];
};

struct trigger_cfg {
	const char *prog;
	enum severity min;
	unsigned timeout_s, max;
	int sock;		/* to the helper that runs them; -1 none */
	pid_t helper;
	unsigned running;	/* sent to the helper, not yet ended */
	struct trig_req waiting[TRIG_WAIT];	/* by severity, worst first */
	unsigned nwaiting;
	struct trig_req mild;	/* the worst of the records coalesced so far */
	uint64_t nmild;		/* records it stands for */
	uint64_t coalesced;	/* records that got no run of their own */
	uint64_t unrun;		/* records whose trigger could
				 * not run (no helper) */
};
static const char *const pa_names[NPA] = { "off", "account", "soft", "hard",
    "soft-then-hard" };
static const char *const th_names[NTH] = { "page", "dimm", "socket", "cpu",
    "rank", "row", "node", "pcie" };
#define PAGES_DONE	65536	/* pages acted on that are remembered (never acted on twice) */
static const char *const ca_names[NCA] = { "off", "account", "isolate" };

enum fsync_policy { FSYNC_NEVER, FSYNC_BURST, FSYNC_ALWAYS };

struct daemon_cfg {
	struct options src;	/* source options, shared with dump */
	int foreground;
	const char *config;
	const char *log_path, *json_path, *metrics_path, *state_path, *pidfile;
	int log_set;		/* --log or log = given: a dry run writes
				 * its log there, else to stdout */
	const char *pstore_dir;	/* NULL: the standard places */
	const char *import_early;	/* the initramfs daemon's
					 * /run directory */
	const char *sysfs;	/* the DIMM inventory's
				 * root: /sys, or --sysfs */
	int no_pstore, use_kmsg;
	int use_syslog;
	int dry_run;		/* --input: push a file's records
				 * through the sinks, then exit */
	const char *syslog_remote, *syslog_socket;
	const char *log_group;	/* NULL: adm where there is one;
				 * "none": root's */
	int use_journal;
	const char *journal_socket;
	unsigned syslog_rate;
	enum fsync_policy fsync;
	struct trigger_cfg trig;
	struct page_offline_cfg page;
	unsigned storm_threshold;	/* identical records a window
					 * before folding; 0: never fold */
	double problem_interval;	/* --problem-interval: 0 default,
					 * -1 every problem said */
	unsigned storm_window;		/* seconds: the window, and
					 * the summary's interval */
};

/*
 * A storm: one record repeating (a stuck bit, a CMCI storm).  Past the
 * threshold the text log and syslog get one line per window with the exact
 * count; the JSON log, metrics and counters keep every record.
 */
#define STORMS 16
struct storm {
	uint64_t key;		/* storm_key: 0 unused */
	double start, used;	/* the window's start; last
				 * record (monotonic) */
	uint64_t in_window;	/* records in this window */
	uint64_t folded, total;	/* not written this window;
				 * since the storm began */
	uint64_t last_wall;	/* the last folded record's time */
	int folding;
	char what[192];		/* "CPU 3 bank 7 corrected M2M0: memory
				 * controller read error ..." */
};

/*
 * A file the daemon rewrites, anchored at its directory: the directory
 * opened once (O_PATH), the name in it.  Without the directory, the path as
 * given.
 */
struct anchor {
	int dir;		/* AT_FDCWD: none */
	const char *name;
};

/* A persistent instance: how far a daemon read it (instance.NAME.pos). */
struct boot_pos {
	char boot[40];		/* the boot it was read in */
	uint64_t time[MAX_CPUS];	/* per CPU, the ring time of the last
					 * record read (0: none) */
	uint64_t hash[MAX_CPUS];	/* and the hash of its bytes */
};

struct daemon {
	struct daemon_cfg *cfg;
	struct source *src;
	struct logsink log, json;
	struct syslogger sys;
	struct counters cnt;
	int sigfd, pidfd, kmsg;
	int metrics_dirty, state_dirty;
	struct say_limit say;	/* reader problems, said once an interval */
	struct boot_pos tpos;	/* a persistent instance: how far read */
	int tpos_dirty;
	int reading_early;	/* boot_early: records of the main buffer,
				 * whose ring times are not the instance's */
	unsigned refused_said[NPROV + 1];	/* policy rows whose
						 * refusals were said */
	struct timespec last_save;
	double start;
	uint64_t records, burst_records;
	volatile int stop;
	struct decode_memo *memo;
	int drops_pending;	/* drops not yet noted: the
				 * next report is due */
	int uevent;		/* kernel uevents: a CPU came online; -1 none */
	int notify;		/* systemd's $NOTIFY_SOCKET; -1 none */
	double watchdog_every, watchdog_next;	/* WATCHDOG=1 (s); 0 none */
	double last_hotplug;
	struct storm storm[STORMS];
	uint64_t storm_folded;	/* records not written to the
				 * text log, all storms */
	struct anchor state_at, metrics_at, pid_at;	/* the files it
							 * rewrites, by
							 * directory */
	int save_failed[2];	/* metrics, state: a failure
				 * said, not yet a success */
	uint64_t save_errors[2];	/* metrics, state: writes that failed */
	double metrics_written;	/* monotonic: the last metrics write */
};

struct smbios_dimm {
	unsigned char *raw;	/* the whole structure (own
				 * copy), NUL after it */
	unsigned handle, length;
	uint32_t v[NT17];	/* indexed by enum t17_field */
	uint32_t present;	/* bit f: the structure holds field f */
	const char *str[NT17];	/* string fields: into raw; NULL
				 * for index 0 or a bad one */
	uint8_t bad[NT17];	/* string fields: an index
				 * past the string set */
	int edac;		/* the EDAC DIMM joined to it, -1 none */
};

struct edac_dimm {
	int mc, dimm, csrow, chan;	/* mcN/dimmM (or rankM): dimm;
					 * mcN/csrowM/chK: csrow, chan */
	char label[64], location[64], mem_type[32];
	uint64_t size_mb, ce, ue;
	unsigned has;		/* EDAC_HAS_* */
	int at_chan, at_slot, at_cs;	/* from dimm_location ("channel
					 * 1 slot 0 "); -1 not there */
	int smbios;		/* the SMBIOS entry joined to it, -1 none */
	int candidates;		/* SMBIOS entries its label names */
	const char *basis;	/* why it was joined */
};
enum { EDAC_HAS_SIZE = 1, EDAC_HAS_CE = 2, EDAC_HAS_UE = 4 };

/* An EDAC memory controller, as its mc_name tells (skx,
 * i10nm: "Socket#S IMC#I"; sb: "SrcID#S_Ha#I"). */
struct edac_mc {
	int mc, socket, imc;	/* -1: the name does not say */
	int compacts;		/* i10nm: 6.12 numbers the
				 * present iMCs without gaps */
	int pairs;		/* sb_edac: channels may run in lockstep
				 * or mirrored pairs (0-1, 2-3) */
};

struct inventory {
	struct smbios_dimm *d;
	size_t nd;
	struct edac_dimm *e;
	size_t ne;
	struct edac_mc *mc;
	size_t nmc;
};

/* globals */
static const struct field_def fields[NFIELDS] = {
	[F_MCGCAP]	= { "mcgcap",	8, 1 },
	[F_MCGSTATUS]	= { "mcgstatus", 8, 1 },
	[F_STATUS]	= { "status",	8, 1 },
	[F_ADDR]	= { "addr",	8, 1 },
	[F_MISC]	= { "misc",	8, 1 },
	[F_SYND]	= { "synd",	8, 1 },
	[F_IPID]	= { "ipid",	8, 1 },
	[F_IP]		= { "ip",	8, 1 },
	[F_TSC]		= { "tsc",	8, 1 },
	[F_PPIN]	= { "ppin",	8, 1 },
	[F_WALLTIME]	= { "walltime",	8, 0 },
	[F_CPU]		= { "cpu",	4, 0 },
	[F_CPUID]	= { "cpuid",	4, 1 },
	[F_APICID]	= { "apicid",	4, 0 },
	[F_SOCKETID]	= { "socketid",	4, 0 },
	[F_CS]		= { "cs",	1, 1 },
	[F_BANK]	= { "bank",	1, 0 },
	[F_CPUVENDOR]	= { "cpuvendor", 1, 0 },
	[F_MICROCODE]	= { "microcode", 4, 1 },
};

/* C types a format file may use, and their sizes on x86-64 */
static const struct type_size type_sizes[] = {
	{ "u8", 1 }, { "s8", 1 }, { "__u8", 1 }, { "char", 1 },
	{ "unsigned char", 1 }, { "signed char", 1 }, { "bool", 1 },
	{ "u16", 2 }, { "s16", 2 }, { "__u16", 2 }, { "short", 2 },
	{ "unsigned short", 2 },
	{ "u32", 4 }, { "s32", 4 }, { "__u32", 4 }, { "int", 4 },
	{ "unsigned int", 4 }, { "unsigned", 4 }, { "pid_t", 4 },
	{ "u64", 8 }, { "s64", 8 }, { "__u64", 8 }, { "long", 8 },
	{ "unsigned long", 8 }, { "long long", 8 },
	{ "unsigned long long", 8 },
};

static const char *progname = "ras";
static char warn_where[PATH_MAX + 16];	/* "FILE:LINE: " while
					 * reading a config file */
static char *config_text;	/* the daemon's config file: its
				 * option values point into it */
#define DCELL	68

/* ==== utilities: messages, numbers, time, files, the line buffer ========== */


/* strlcpy(3): 0 if dst (n bytes) holds all of src, else -1 and what fits */
static int
str_copy(char *dst, size_t n, const char *src)
{
	size_t len = strlen(src);

	if (!n)
		return -1;
	if (len >= n) {
		memcpy(dst, src, n - 1);
		dst[n - 1] = '\0';
		return -1;
	}
	memcpy(dst, src, len + 1);
	return 0;
}

/* strlcat(3), likewise */
static int
str_append(char *dst, size_t n, const char *src)
{
	size_t used = strnlen(dst, n);

	return used == n ? -1 : str_copy(dst + used, n - used, src);
}

/* the length of a string literal, counted by the compiler, not by hand */
#define LITLEN(lit)	(sizeof("" lit "") - 1)

static inline int
text_isn(const char *s, const char *lit, size_t n)
{
	size_t i;

	if (s[0] != lit[0])
		return 0;
#pragma GCC unroll 32
	for (i = 1; i < n; i++)
		if (s[i] != lit[i])
			return 0;
	return 1;
}

/*
 * !strncmp(s, lit, strlen(lit)) for a literal, unrolled: the first byte
 * decides most calls, and s is never read past its NUL (lit has none).
 */
#define text_is(s, lit)	text_isn((s), "" lit "", LITLEN(lit))

/* text_is(*pp, lit), and if so *pp steps past lit */
#define text_eat(pp, lit)	(text_is(*(pp), lit) ? (*(pp) += LITLEN(lit), 1) : 0)

/* s past lit if s starts with it, else NULL */
static inline char *
text_skipl(const char *s, const char *lit, size_t n)
{
	return text_isn(s, lit, n) ? (char *)s + n : NULL;
}
#define text_skip(s, lit)	text_skipl((s), "" lit "", LITLEN(lit))

static inline char *
text_findl(const char *s, const char *lit, size_t n)
{
	for (; *s; s++)
		if (text_isn(s, lit, n))
			return (char *)s;
	return NULL;
}

/* strstr(s, lit) for a literal: no two-way or strchr set-up a call */
#define text_find(s, lit)	text_findl((s), "" lit "", LITLEN(lit))

/* s just past the first lit in it, else NULL */
static inline char *
text_pastl(const char *s, const char *lit, size_t n)
{
	char *q = text_findl(s, lit, n);

	return q ? q + n : NULL;
}
#define text_past(s, lit)	text_pastl((s), "" lit "", LITLEN(lit))

/*
 * Length of the UTF-8 character at p (at most n bytes) that a terminal shows
 * as text, or 0: a control byte, a C1 control (U+0080-U+009F), an overlong
 * or surrogate form, or a byte that is not UTF-8.  Input quoted in a message
 * must not move the cursor, set a title or write the clipboard.
 */
static size_t
utf8_printable(const unsigned char *p, size_t n)
{
	unsigned c = p[0], len, i;
	uint32_t cp;

	if (c >= 0x20 && c < 0x7f)
		return 1;
	if (c < 0xc2 || c > 0xf4)
		return 0;
	len = c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4;
	if (n < len)
		return 0;
	cp = c & (0x7f >> len);
	for (i = 1; i < len; i++) {
		if ((p[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (p[i] & 0x3f);
	}
	if (cp < 0xa0 || (len == 3 && cp < 0x800) || (len == 4 &&
	    cp < 0x10000) || (cp >= 0xd800 && cp < 0xe000) || cp > 0x10ffff)
		return 0;
	return len;
}

/* Copy src to dst (size len), every byte a terminal would act on as \xHH. */
static size_t
escape_text(char *dst, size_t len, const char *src, size_t n, size_t *used)
{
	static const char hex[] = "0123456789abcdef";
	const unsigned char *p = (const unsigned char *)src;
	size_t o = 0, k, total = n;

	while (n && o + 1 < len) {
		if ((k = utf8_printable(p, n))) {
			if (o + k >= len)
				break;
			if (k == 1)
				dst[o] = *p;	/* musl's memcpy (rep movs)
						 * costs more than the byte */
			else
				memcpy(dst + o, p, k);
		} else {
			if (o + 4 >= len)
				break;
			dst[o] = '\\';
			dst[o + 1] = 'x';
			dst[o + 2] = hex[*p >> 4];
			dst[o + 3] = hex[*p & 15];
			o += 3;
			k = 1;
		}
		o += k;
		p += k;
		n -= k;
	}
	if (len)
		dst[o] = '\0';
	if (used)
		*used = total - n;
	return o;
}

/* A message: formatted, then escaped, so
 * no input byte reaches a terminal raw. */
static void
vformat_safe(char *out, size_t len, const char *fmt, va_list ap)
{
	char raw[2048];
	int n = vsnprintf(raw, sizeof raw, fmt, ap);

	escape_text(out, len, raw, n < 0 ? 0 : MIN((size_t)n, sizeof raw - 1),
	    NULL);
}

static void
warnmsg(const char *fmt, ...)
{
	char buf[1024], where[sizeof warn_where * 4];
	va_list ap;

	va_start(ap, fmt);
	vformat_safe(buf, sizeof buf, fmt, ap);
	va_end(ap);
	escape_text(where, sizeof where, warn_where, strlen(warn_where), NULL);
	fprintf(stderr, "%s: %s%s\n", progname, where, buf);
}

static double
now_real(void)
{
	struct timespec t;

	clock_gettime(CLOCK_REALTIME, &t);
	return t.tv_sec + t.tv_nsec / 1e9;
}

static int64_t
now_mono_ns(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

static double
now_mono(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec + t.tv_nsec / 1e9;
}

/* The interval of s (--problem-interval; 0 says every one). */
static double
say_every(const struct say_limit *s)
{
	return s->every > 0 ? s->every : s->every < 0 ? 0 : SAY_EVERY;
}

/*
 * The same problem, whatever numbers it names: its CPU and its words.  A
 * bad buffer on 384 CPUs fills the slots, and the rest share one more
 * (say_allow): 33 lines a minute at most.
 */
static uint64_t
say_key(int cpu, const char *why)
{
	uint64_t h = 1469598103934665603ULL ^ (uint64_t)(cpu + 2);

	for (; *why; why++)
		if (!isdigit((unsigned char)*why))
			h = (h ^ (unsigned char)*why) * 1099511628211ULL;
	return h | 1;
}

/*
 * Say it now (1; *held: how many like it were held since it was last
 * said), or hold it (0), counted.  A new problem takes a free slot, or
 * the oldest one that held nothing for an interval; else the kinds past
 * the slots share one more, said and held as one problem.  No held count
 * is ever dropped.
 */
static int
say_allow(struct say_limit *s, int cpu, const char *why, uint64_t n,
    double now, uint64_t *held, uint64_t *held_n)
{
	uint64_t key = say_key(cpu, why);
	struct say_key *k = NULL, *old = NULL;
	size_t i;

	s->total++;
	*held = 0, *held_n = 0;
	for (i = 0; i < SAY_KEYS && !k; i++) {
		if (s->k[i].key == key)
			k = &s->k[i];
		else if (!s->k[i].key)
			old = old && !old->key ? old : &s->k[i];
		else if (!s->k[i].held && now - s->k[i].last >= say_every(s) &&
		    (!old || (old->key && s->k[i].last < old->last)))
			old = &s->k[i];	/* quiet for an interval */
	}
	if (k && now - k->last < say_every(s)) {
		k->held++;
		k->held_n += n;
		snprintf(k->text, sizeof k->text, "%s", why);
		return 0;
	}
	if (!k && !old) {
		k = &s->k[SAY_KEYS];
		snprintf(k->text, sizeof k->text, "more kinds of problem than "
		    "ras tells apart at once, the last: %.90s", why);
		if (k->key && now - k->last < say_every(s)) {
			k->held++;
			k->held_n += n;
			return 0;
		}
		*held = k->held, *held_n = k->held_n;
		k->key = 1, k->last = now, k->cpu = -1;
		k->held = 0, k->held_n = 0;
		return 1;
	}
	if (!k)
		k = old;
	if (k->key != key)
		k->key = key, k->held = 0, k->held_n = 0;
	*held = k->held;
	*held_n = k->held_n;
	k->held = 0, k->held_n = 0, k->last = now, k->cpu = cpu;
	snprintf(k->text, sizeof k->text, "%s", why);
	return 1;
}

/* The problems held past their interval (all of them: force), to say. */
static void
say_flush(struct say_limit *s, double now, int force,
    void (*said)(void *, int, uint64_t, uint64_t, const char *), void *ctx)
{
	size_t i;

	for (i = 0; i <= SAY_KEYS; i++) {
		struct say_key *k = &s->k[i];

		if (k->key && k->held &&
		    (force || now - k->last >= say_every(s))) {
			said(ctx, k->cpu, k->held, k->held_n, k->text);
			k->held = 0, k->held_n = 0, k->last = now;
		}
	}
}

/* When say_flush has something to say, seconds from now; -1 never. */
static double
say_due(const struct say_limit *s, double now)
{
	double t = -1;
	size_t i;

	for (i = 0; i <= SAY_KEYS; i++)
		if (s->k[i].key && s->k[i].held)
			t = t < 0 ? s->k[i].last + say_every(s) - now :
			    MIN(t, s->k[i].last + say_every(s) - now);
	return t < 0 ? -1 : MAX(t, 0);
}

/* Read all of fd (closed after) up to max bytes;
 * NUL-terminated.  NULL, errno set, on failure. */
static char *
slurp_fd(int fd, size_t *lenp, size_t max)
{
	size_t len = 0, cap = 4096;
	char *buf = NULL, *nb;
	ssize_t n;
	int saved;

	if (!(buf = malloc(cap))) {
		saved = errno;
		goto fail;
	}
	for (;;) {
		if (len + 1 >= cap) {
			cap *= 2;
			if (cap > max || !(nb = realloc(buf, cap))) {
				saved = cap > max ? EFBIG : ENOMEM;
				goto fail;
			}
			buf = nb;
		}
		n = read(fd, buf + len, cap - len - 1);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			saved = errno;
			goto fail;
		}
		if (n == 0)
			break;
		len += n;
	}
	close(fd);
	buf[len] = '\0';
	if (lenp)
		*lenp = len;
	return buf;
fail:
	free(buf);
	close(fd);
	errno = saved;
	return NULL;
}

/* All of p to fd (a write to a file may be short past 2 GiB). */
static int
write_full(int fd, const char *p, size_t n)
{
	ssize_t w;

	while (n) {
		if ((w = write(fd, p, n)) < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		p += w, n -= w;
	}
	return 0;
}

/* Read a whole small file (format, config, sysfs); NUL-terminated.  Regular
 * files only: a FIFO without a writer must not hang us, /dev/zero must not eat
 * memory. */
static char *
slurp(const char *path, size_t *lenp)
{
	struct stat st = { 0 };
	int fd, saved;

	if ((fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)) < 0)
		return NULL;
	if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode)) {
		saved = errno;
		if (st.st_mode && !S_ISREG(st.st_mode))
			saved = S_ISDIR(st.st_mode) ? EISDIR : EINVAL;
		close(fd);
		errno = saved;
		return NULL;
	}
	return slurp_fd(fd, lenp, 64u << 20);
}

/*
 * A register value as the kernel, mcelog, rasdaemon, BMC logs and tickets
 * print it: hex, with or without 0x, at most 16 significant digits.  Never
 * decimal: 9000000000000000 is a status with VAL set, not a number.
 */
static int
parse_reg(const char *s, uint64_t *v)
{
	const char *p = s + (s[0] == '0' && (s[1] == 'x' || s[1] == 'X') ?
	    2 : 0);
	size_t n = strspn(p, "0123456789abcdefABCDEF");

	if (!n || p[n] || n - MIN(n - 1, strspn(p, "0")) > 16)
		return -1;
	*v = strtoull(p, NULL, 16);
	return 0;
}

/* Decimal, or hex with 0x: a leading 0 is
 * not octal (intel:6:017 is model 17). */
static int
parse_dec_hex(const char *s, uint64_t *v)
{
	char *end;

	if (!isdigit((unsigned char)*s))
		return -1;
	errno = 0;
	*v = strtoull(s, &end, s[0] == '0' && (s[1] == 'x' || s[1] == 'X') ?
	    16 : 10);
	return errno || *end || end == s ? -1 : 0;
}

/* Accepts decimal or 0x-prefixed hex; rejects trailing junk and overflow. */
static int
parse_u64(const char *s, uint64_t *v)
{
	char *end;

	if (!s || !*s || *s == '-' || isspace((unsigned char)*s))
		return -1;
	errno = 0;
	*v = strtoull(s, &end, 0);
	return errno || *end ? -1 : 0;
}

static int
parse_long(const char *s, long lo, long hi, long *v)
{
	char *end;
	long x;

	if (!s || !*s || isspace((unsigned char)*s))
		return -1;
	errno = 0;
	x = strtol(s, &end, 0);
	if (errno || *end || x < lo || x > hi)
		return -1;
	*v = x;
	return 0;
}

/* "2/24h", "10/1d", "100/86400", "5" (the count;
 * the period unchanged), "0" (not watched) */
static int
parse_threshold(const char *s, struct threshold *t)
{
	static const struct { char unit; double secs; } units[] = {
		{ 's', 1 }, { 'm', 60 }, { 'h', 3600 }, { 'd', 86400 }, { 'w', 7 * 86400 },
	};
	char *end;
	unsigned long n;
	double per;
	size_t i;

	errno = 0;
	n = strtoul(s, &end, 10);
	if (errno || end == s || n > 1000000 || (*end && *end != '/'))
		return -1;
	if (!*end) {
		t->count = n;
		return 0;
	}
	per = strtod(end + 1, &end);
	if (!(per > 0 && per <= 366.0 * 86400))
		return -1;
	for (i = 0; *end && i < LEN(units) && units[i].unit != *end; i++)
		;
	if (*end && (i == LEN(units) || end[1]))
		return -1;
	t->count = n;
	t->period = per * (*end ? units[i].secs : 1);
	return t->period <= 366.0 * 86400 ? 0 : -1;
}


/* snprintf for paths: a path that does not
 * fit is an error, not a truncation. */
static int
mkpath(char *buf, size_t len, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(buf, len, fmt, ap);
	va_end(ap);
	if (n < 0 || (size_t)n >= len) {
		errno = ENAMETOOLONG;
		buf[0] = '\0';
		return -1;
	}
	return 0;
}

static int
is_dir(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/*
 * Unix time to "YYYY-MM-DDThh:mm:ssZ" without gmtime/strftime, which cost
 * more than the rest of a record's formatting (days-to-civil after
 * H. Hinnant's public-domain algorithm).  Years 0-9999 only.
 */
static int
iso_time(uint64_t t, char *buf, size_t len)
{
	/* the date of the last day asked: a log's records share days */
	static uint64_t last_days = UINT64_MAX;
	static char last_date[11];
	uint64_t days = t / 86400, sec = t % 86400, z, era, doe, yoe, doy, mp;
	unsigned y, m, d, v[6], i;

	if (len < 21 || t > 253402300799ULL)	/* 9999-12-31T23:59:59Z */
		return -1;
	if (days != last_days) {	/* "YYYY-MM-DDT" */
		z = days + 719468;
		era = z / 146097;
		doe = z - era * 146097;
		yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
		doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
		mp = (5 * doy + 2) / 153;
		d = doy - (153 * mp + 2) / 5 + 1;
		m = mp < 10 ? mp + 3 : mp - 9;
		y = yoe + era * 400 + (m <= 2);
		v[0] = y / 100; v[1] = y % 100; v[2] = m; v[3] = d;
		memcpy(last_date, "0000-00-00T", 11);
		for (i = 0; i < 4; i++) {
			static const unsigned char at[4] = { 0, 2, 5, 8 };

			last_date[at[i]] = '0' + v[i] / 10;
			last_date[at[i] + 1] = '0' + v[i] % 10;
		}
		last_days = days;
	}
	memcpy(buf, last_date, 11);
	memcpy(buf + 11, "00:00:00Z", 10);
	v[4] = sec / 3600;
	v[5] = sec / 60 % 60;
	buf[11] = '0' + v[4] / 10;
	buf[12] = '0' + v[4] % 10;
	buf[14] = '0' + v[5] / 10;
	buf[15] = '0' + v[5] % 10;
	buf[17] = '0' + sec % 60 / 10;
	buf[18] = '0' + sec % 10;
	return 0;
}


/*
 * memcpy for the copies of the hot paths, a few bytes to a line: two
 * overlapping moves of a fixed size copy any length up to twice it without
 * a loop, 16 bytes a move past that.  musl's memcpy is rep movs, whose
 * start-up dominated the dump and summary benchmarks.
 */
static inline __attribute__((always_inline)) void
move_short(char *d, const char *p, size_t n)
{
	size_t i;

	if (n > 32 && n <= 512) {
		for (i = 0; i < n - 16; i += 16)
			memcpy(d + i, p + i, 16);
		memcpy(d + n - 16, p + n - 16, 16);
	} else if (n > 32) {
		memcpy(d, p, n);
	} else if (n >= 16) {
		memcpy(d, p, 16);
		memcpy(d + n - 16, p + n - 16, 16);
	} else if (n >= 8) {
		memcpy(d, p, 8);
		memcpy(d + n - 8, p + n - 8, 8);
	} else if (n >= 4) {
		memcpy(d, p, 4);
		memcpy(d + n - 4, p + n - 4, 4);
	} else if (n) {
		d[0] = p[0];
		d[n / 2] = p[n / 2];
		d[n - 1] = p[n - 1];
	}
}

/* Output is built in a line buffer and
 * written whole: one write() per record. */
static void
lput_any(struct line *l, const char *p, size_t n)
{
	char *d = l->b + l->n;

	if (__builtin_expect(n > l->cap - 1 - l->n, 0))
		n = l->cap - 1 - l->n;
	move_short(d, p, n);
	l->n += n;
	d[n] = '\0';
}

/* A short piece of a length known when compiled (a literal, a character)
 * is a move in place: a text block has some sixty pieces.  (Up to 8
 * bytes: longer ones, inline at every call, cost more binary than time.) */
static inline __attribute__((always_inline)) void
lput(struct line *l, const char *p, size_t n)
{
	if (__builtin_constant_p(n) && n <= 8 && l->cap - l->n > 8) {
		memcpy(l->b + l->n, p, n);
		l->n += n;
		l->b[l->n] = '\0';
		return;
	}
	lput_any(l, p, n);
}

static inline __attribute__((always_inline)) void
lstr(struct line *l, const char *p)
{
	lput(l, p, strlen(p));
}

/* A short name out of a table (a status bit's): copied byte by byte, no
 * strlen and no call for a few letters while the line has room */
static inline void
lname(struct line *l, const char *p)
{
	char *d = l->b + l->n, *e = l->b + l->cap - 1;

	while (*p && d < e)
		*d++ = *p++;
	*d = '\0';
	l->n = d - l->b;
}

static void
ldec(struct line *l, uint64_t v)
{
	char t[24];
	int i = sizeof t;

	if (v < 10 && l->cap - 1 - l->n >= 1) {	/* most are: a CPU,
						 * a bank, a socket */
		l->b[l->n++] = '0' + v;
		l->b[l->n] = '\0';
		return;
	}
	do
		t[--i] = '0' + v % 10;
	while (v /= 10);
	lput_any(l, t + i, sizeof t - i);
}

/* A JSON integer: a number while a double holds it exactly (jq and
 * JavaScript read numbers as doubles), past 2^53 a string. */
static void
ljnum(struct line *l, uint64_t v)
{
	if (v > 1ull << 53)
		lput(l, "\"", 1);
	ldec(l, v);
	if (v > 1ull << 53)
		lput(l, "\"", 1);
}

/* The 8 hex digits of x as 8 bytes in memory order: each nibble spread
 * to a byte, then '0' or 'a' - 10 added by whether it is over 9. */
static inline uint64_t
hex_digits8(uint64_t x)
{
	uint64_t over;

	x = (x & 0xffff0000) << 16 | (x & 0xffff);
	x = (x & 0x0000ff000000ff00) << 8 | (x & 0x000000ff000000ff);
	x = (x & 0x00f000f000f000f0) << 4 | (x & 0x000f000f000f000f);
	over = ((x + 0x0606060606060606) >> 4) & 0x0101010101010101;
	x += 0x3030303030303030 + over * ('a' - '0' - 10);
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	x = __builtin_bswap64(x);
#endif
	return x;
}

static void
lhex(struct line *l, uint64_t v, int width)
{
	int n = v ? (67 - __builtin_clzll(v)) >> 2 : 1;
	uint64_t hi, lo;
	char t[18], *d;

	n = MAX(n, MIN(width, 16));	/* the digits: none tested */
	/* in place, no copy, unless the line is about full: always 16
	 * digits, the n wanted first (shifted up), the rest past the end */
	d = l->cap - 1 - l->n >= 18 ? l->b + l->n : t;
	d[0] = '0';
	d[1] = 'x';
	if (n <= 8) {		/* most: a bank's MISC, an APIC id */
		lo = hex_digits8(v << 4 * (8 - n));
		memcpy(d + 2, &lo, 8);
	} else {
		v <<= 4 * (16 - n);
		hi = hex_digits8(v >> 32);
		lo = hex_digits8(v & 0xffffffff);
		memcpy(d + 2, &hi, 8);
		memcpy(d + 10, &lo, 8);
	}
	if (d == t) {
		lput_any(l, t, n + 2);
		return;
	}
	d[n + 2] = '\0';
	l->n += n + 2;
}

static inline __attribute__((always_inline)) void
lkey_dec(struct line *l, const char *key, uint64_t v)
{
	lstr(l, key);
	ldec(l, v);
}

static inline __attribute__((always_inline)) void
lkey_hex(struct line *l, const char *key, uint64_t v, int width)
{
	lstr(l, key);
	lhex(l, v, width);
}

static void
lprintf(struct line *l, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(l->b + l->n, l->cap - l->n, fmt, ap);
	va_end(ap);
	if (n > 0)
		l->n = MIN(l->n + n, l->cap - 1);
}

/* Input text in a text line: what a terminal would act on as \xHH. */
static void
lsafe(struct line *l, const char *p, size_t max)
{
	size_t n = strlen(p), used;

	max = MIN(max, l->cap - l->n);
	l->n += escape_text(l->b + l->n, max, p, n, &used);
	if (used < n)
		lstr(l, "...");
}

/*
 * Text that may hold the input's bytes (a label, a reporter's words): as
 * is while it is printable ASCII (a table's text always is), else through
 * escape_text like every string from the input.
 */
/* The bytes of p that are printable ASCII, from its start. */
static size_t
ascii_run(const char *p)
{
	const unsigned char *q = (const unsigned char *)p;

	while (*q >= 0x20 && *q < 0x7f)
		q++;
	return (const char *)q - p;
}

static void
ltext(struct line *l, const char *p)
{
	size_t n = ascii_run(p);

	if (p[n])
		lsafe(l, p, l->cap - l->n);
	else
		lput(l, p, n);
}

/*
 * A JSON string: valid UTF-8 whatever the input was.  Quotes, backslashes and
 * controls escaped, a byte that is not UTF-8 written as the text \xHH (as the
 * text log writes it); a string that would not leave room for the rest of
 * the line is cut and says so, so a line is never cut mid-string.
 */
#define JSON_TAIL	512	/* room kept for what follows a string */
static void
ljson(struct line *l, const char *p)
{
	static const char hex[] = "0123456789abcdef";
	static const char cut[] = "...(truncated)";
	char esc[6] = "\\u00";
	size_t room = l->cap - 1 - l->n, k;

	room = room > JSON_TAIL + sizeof cut + 2 ?
	    room - JSON_TAIL - sizeof cut - 2 : 0;
	lput(l, "\"", 1);
	for (; *p; p += k) {
		unsigned char c = *p;
		size_t run, need;

		for (run = 0; (unsigned char)p[run] >= 0x20 &&
		    (unsigned char)p[run] < 0x7f && p[run] != '"' &&
		    p[run] != '\\'; run++)
			;
		if (run)
			k = need = run;
		else if (c == '"' || c == '\\')
			k = 1, need = 2;
		else if (c < 0x20 || c == 0x7f)
			k = 1, need = 6;
		else if ((k = utf8_printable((const unsigned char *)p, 4)))
			need = k;
		else
			k = 1, need = 5;
		if (need > room) {
			if (run && room)	/* the part that fits */
				lput(l, p, room);
			lstr(l, cut);
			break;
		}
		room -= need;
		if (run) {	/* the common case: nothing to escape */
			lput(l, p, run);
		} else if (c == '"' || c == '\\') {
			esc[1] = c;
			lput(l, esc, 2);
		} else if (c < 0x20 || c == 0x7f) {
			esc[1] = 'u';
			lput(l, esc, 4);
			lput(l, &hex[c >> 4], 1);
			lput(l, &hex[c & 15], 1);
		} else if (need == k) {	/* a whole UTF-8 character */
			lput(l, p, k);
		} else {
			lstr(l, "\\\\x");
			lput(l, &hex[c >> 4], 1);
			lput(l, &hex[c & 15], 1);
		}
	}
	lput(l, "\"", 1);
}

/* ,"key":"value" when the string is not empty (a field not given is absent) */
static void
ljson_member(struct line *l, const char *key, const char *p)
{
	if (!p[0])
		return;
	lstr(l, ",\"");
	lstr(l, key);
	lstr(l, "\":");
	ljson(l, p);
}

/* The length of a valid UTF-8 sequence at p
 * (not overlong, no surrogates), 0 if none. */
static int
utf8_len(const unsigned char *p)
{
	int n = p[0] < 0x80 ? 1 : (p[0] & 0xe0) == 0xc0 && p[0] >= 0xc2 ? 2 :
	    (p[0] & 0xf0) == 0xe0 ? 3 : (p[0] & 0xf8) == 0xf0 && p[0] <= 0xf4 ?
	    4 : 0, i;

	for (i = 1; i < n; i++)
		if ((p[i] & 0xc0) != 0x80)
			return 0;
	if ((n == 3 && ((p[0] == 0xe0 && p[1] < 0xa0) || (p[0] == 0xed &&
	    p[1] >= 0xa0))) || (n == 4 && ((p[0] == 0xf0 && p[1] < 0x90) ||
	    (p[0] == 0xf4 && p[1] >= 0x90))))
		return 0;
	return n;
}

static size_t
disp_width(const char *s)
{
	size_t w = 0;

	for (; *s; s++)
		w += ((unsigned char)*s & 0xc0) != 0x80;
	return w;
}

/* A cell from firmware or sysfs text: blanks around
 * it trimmed, bytes a terminal acts on escaped. */
static void
cell_text(char *c, const char *s)
{
	size_t n, used;

	s += strspn(s, " \t");
	for (n = strlen(s); n && (s[n - 1] == ' ' || s[n - 1] == '\t'); n--)
		;
	if (!n) {
		snprintf(c, DCELL, "-");
		return;
	}
	escape_text(c, DCELL - 3, s, n, &used);
	if (used < n)
		str_append(c, DCELL, "...");
}

static int
read_u32le(const unsigned char *p, uint32_t *v)
{
	*v = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	    (uint32_t)p[3] << 24;
	return 0;
}

static uint64_t
read_le(const unsigned char *p, unsigned size)
{
	uint64_t v = 0;

	while (size--)
		v = v << 8 | p[size];
	return v;
}

/*
 * An ISO 8601 time, Unix seconds: YYYY-MM-DD[(T| )HH:MM[:SS[(.|,)frac]]] and a
 * zone (Z, +HH:MM, +HHMM; none is UTC), all of the n bytes.  strict: the
 * seconds and the zone must be there (a log's stamp: one without a zone is
 * local time, which is not known here).
 */
/* min to max decimal digits at *p: their value, *p past them; -1 if fewer */
static int
iso_num(const char **p, int min, int max)
{
	int v = 0, n = 0;

	while (n < max && **p >= '0' && **p <= '9')
		v = v * 10 + *(*p)++ - '0', n++;
	return n >= min ? v : -1;
}

/* days from 1970-01-01 to y-m-d (proleptic Gregorian, y >= 1970) */
static int64_t
days_since_epoch(int y, int m, int d)
{
	unsigned yoe, doy, doe;
	int era;

	y -= m <= 2;
	era = y / 400;
	yoe = y - era * 400;
	doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
	doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
	return (int64_t)era * 146097 + doe - 719468;
}

/*
 * An ISO 8601 time, Unix seconds: YYYY-MM-DD[(T| )HH:MM[:SS[(.|,)frac]]] and a
 * zone (Z, +HH:MM, +HHMM; none is UTC), all of the n bytes.  strict: the
 * seconds and the zone must be there (a log's stamp: one without a zone is
 * local time, which is not known here).  By hand, not sscanf: every line of
 * a journal or rsyslog log has one.
 */
static int
iso_date(const char *s, size_t len, int strict, int64_t *t)
{
	static const unsigned char mdays[12] =
	    { 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
	int y, mo, d, h = 0, mi = 0, sec = 0, oh, om, zone = 0, secs = 0, v;
	char buf[48];
	const char *p = buf, *q;

	if (len >= sizeof buf)
		return -1;
	memcpy(buf, s, len);
	buf[len] = '\0';
	if ((y = iso_num(&p, 4, 4)) < 1970 || *p++ != '-' ||
	    (mo = iso_num(&p, 2, 2)) < 1 || mo > 12 || *p++ != '-' ||
	    (d = iso_num(&p, 2, 2)) < 1 || d > mdays[mo - 1] ||
	    (mo == 2 && d == 29 && (y % 4 || (y % 100 == 0 && y % 400))))
		return -1;	/* 2024-02-31 is no date */
	q = p + 1;
	if ((*p == 'T' || *p == ' ') && (v = iso_num(&q, 1, 2)) >= 0 &&
	    *q++ == ':' && (mi = iso_num(&q, 1, 2)) >= 0) {
		h = v, p = q;
		q = p + 1;
		if (*p == ':' && (v = iso_num(&q, 1, 2)) >= 0)
			sec = v, p = q, secs = 1;
		if (*p == '.' || *p == ',')	/* fractions: ignored */
			for (p++; *p >= '0' && *p <= '9'; p++)
				;
	} else {
		mi = 0;
	}
	if (h > 23 || mi > 59 || sec > 60)
		return -1;
	*t = days_since_epoch(y, mo, d) * 86400 + h * 3600 + mi * 60 + sec;
	if (*p == 'Z' || *p == 'z') {
		p++, zone = 1;
	} else if (*p == '+' || *p == '-') {
		q = p + 1;
		if ((oh = iso_num(&q, 1, 2)) >= 0 && *q == ':' && (q++, 1) &&
		    (om = iso_num(&q, 1, 2)) >= 0) {
			/* +H:M, +HH:MM */
		} else if (q = p + 1, (v = iso_num(&q, 4, 4)) >= 0) {
			oh = v / 100, om = v % 100;	/* +HHMM */
		} else {
			oh = -1, om = 0;
		}
		if (oh >= 0 && oh <= 14 && om <= 59) {
			*t -= (*p == '-' ? -1 : 1) * (oh * 3600 + om * 60);
			p = q, zone = 1;
		}
	}
	if (strict && (!zone || !secs))
		return -1;
	return *p ? -1 : 0;
}

/* "DIMM " before a slot's name, unless the name
 * says it ("DIMM 0", QEMU's and many boards') */
static const char *
dimm_word(const char *name)
{
	return strncasecmp(name, "DIMM", 4) ? "DIMM " : "";
}

/* ---- reading JSON (ras's own logs): the pieces every reader uses -------- */

static inline const char *
json_ws(const char *p, const char *end)
{
	/* ras writes none: one test decides most calls */
	if (p < end && (unsigned char)*p > ' ')
		return p;
	while (p < end && (*p == ' ' || *p == '\t' || *p == '\r'))
		p++;
	return p;
}

/* The closing quote of the string whose text starts
 * at p, or NULL; *esc set when it has escapes. */
static inline const char *
json_str_end(const char *p, const char *end, int *esc)
{
	while (p < end) {
#ifdef __SSE2__
		if (end - p >= 16) {
			__m128i b = _mm_loadu_si128((const __m128i *)p);
			int m = _mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(b,
			    _mm_set1_epi8('"')), _mm_cmpeq_epi8(b,
			    _mm_set1_epi8('\\'))));

			if (!m) {
				p += 16;
				continue;
			}
			p += __builtin_ctz(m);
		}
#endif
		if (*p == '"')
			return p;
		if (*p == '\\') {
			if (end - p < 2)
				return NULL;
			*esc = 1;
			p += 2;
			continue;
		}
		p++;
	}
	return NULL;
}

static int
json_hex4(const char *p, const char *end, unsigned *v)
{
	int i;

	if (end - p < 4)
		return -1;
	for (*v = 0, i = 0; i < 4; i++) {
		if (!isxdigit((unsigned char)p[i]))
			return -1;
		*v = *v << 4 | (isdigit((unsigned char)p[i]) ? p[i] - '0' :
		    (p[i] | 0x20) - 'a' + 10);
	}
	return 0;
}

/* The string [p, q) unescaped into out (size
 * len, cut to fit); -1 a bad escape. */
static int
json_unescape(const char *p, const char *q, char *out, size_t len)
{
	static const char from[] = "\"\\/bfnrt", to[] = "\"\\/\b\f\n\r\t";
	size_t o = 0;
	unsigned cp, lo;
	const char *e;

	while (p < q) {
		char u[4];
		size_t n = 1;

		if (*p != '\\') {
			u[0] = *p++;
		} else if ((e = memchr(from, p[1], sizeof from - 1)) && p[1]) {
			u[0] = to[e - from];
			p += 2;
		} else if (p[1] == 'u' && json_hex4(p + 2, q, &cp) == 0) {
			p += 6;
			if (cp >= 0xd800 && cp < 0xdc00 && q - p >= 6 &&
			    p[0] == '\\' && p[1] == 'u' && json_hex4(p + 2, q,
			    &lo) == 0 && lo >= 0xdc00 && lo < 0xe000) {
				cp = 0x10000 + ((cp - 0xd800) << 10) +
				    (lo - 0xdc00);
				p += 6;
			} else if (cp >= 0xd800 && cp < 0xe000) {
				cp = 0xfffd;	/* a lone surrogate
						 * is no character */
			}
			if (cp < 0x80)
				u[0] = cp;
			else if (cp < 0x800)
				u[0] = 0xc0 | cp >> 6, u[1] = 0x80 | (cp & 63),
				    n = 2;
			else if (cp < 0x10000)
				u[0] = 0xe0 | cp >> 12, u[1] = 0x80 |
				    (cp >> 6 & 63), u[2] = 0x80 | (cp & 63),
				    n = 3;
			else
				u[0] = 0xf0 | cp >> 18, u[1] = 0x80 |
				    (cp >> 12 & 63), u[2] = 0x80 |
				    (cp >> 6 & 63), u[3] = 0x80 | (cp & 63),
				    n = 4;
		} else {
			return -1;
		}
		if (o + n < len)
			memcpy(out + o, u, n);
		o += n;
	}
	out[MIN(o, len - 1)] = '\0';
	return 0;
}

/* Past a number or true, false, null at p; NULL if it is none. */
static const char *
json_scalar(const char *p, const char *end)
{
	static const char *const words[] = { "true", "false", "null" };
	const char *s = p;
	size_t i, n;

	/* numbers come first */
	for (i = 0; i < LEN(words) && p < end && (*p | 0x20) >= 'a'; i++)
		if ((size_t)(end - p) >= (n = strlen(words[i])) &&
		    !memcmp(p, words[i], n))
			return p + n;
	if (p < end && *p == '-')
		p++;
	while (p < end && (isdigit((unsigned char)*p) || *p == '.' ||
	    *p == 'e' || *p == 'E' || ((*p == '+' || *p == '-') && p > s &&
	    (p[-1] == 'e' || p[-1] == 'E'))))
		p++;
	return p > s && isdigit((unsigned char)p[-1]) ? p : NULL;
}

/* ==== this machine: CPU model, CPU lists, DIMM inventory (SMBIOS, EDAC) === */

/* ---- CPU model and CPU lists --------------------------------------------- */

/* CPUID leaf 1 EAX to family/model/stepping (Intel
 * SDM 2A, CPUID; AMD's rule is the same). */
static void
cpu_model_from_cpuid(struct cpu_model *m, int vendor, uint32_t eax)
{
	m->vendor = vendor;
	m->family = BITS(eax, 11, 8);
	m->model = BITS(eax, 7, 4);
	m->stepping = BITS(eax, 3, 0);
	if (m->family == 0xf)
		m->family += BITS(eax, 27, 20);
	if (m->family == 6 || m->family >= 0xf)
		m->model |= BITS(eax, 19, 16) << 4;
	m->known = m->stepping_known = 1;
}

/* The first processor of a /proc/cpuinfo (doctor --root reads another's). */
static int
cpu_model_cpuinfo(struct cpu_model *m, const char *path)
{
	char *text, *line, *save = NULL;
	int have = 0;

	memset(m, 0, sizeof *m);
	m->vendor = VENDOR_UNKNOWN;
	if (!(text = slurp(path, NULL)))
		return -1;
	for (line = strtok_r(text, "\n", &save); line;
	    line = strtok_r(NULL, "\n", &save)) {
		char *colon = strchr(line, ':');

		if (!line[0])
			break;		/* first processor only */
		if (!colon)
			continue;
		if (text_is(line, "vendor_id")) {
			if (strstr(colon, "GenuineIntel"))
				m->vendor = VENDOR_INTEL;
			else if (strstr(colon, "AuthenticAMD"))
				m->vendor = VENDOR_AMD;
			else if (strstr(colon, "HygonGenuine"))
				m->vendor = VENDOR_HYGON;
			else if (strstr(colon, "CentaurHauls") ||
			    strstr(colon, "Shanghai"))
				m->vendor = VENDOR_ZHAOXIN;
			have |= 1;
		} else if (text_is(line, "cpu family")) {
			m->family = strtoul(colon + 1, NULL, 10);
			have |= 2;
		} else if (text_is(line, "model\t") || text_is(line,
		    "model ")) {
			if (!text_is(line, "model name")) {
				m->model = strtoul(colon + 1, NULL, 10);
				have |= 4;
			}
		} else if (text_is(line, "stepping")) {
			m->stepping = strtoul(colon + 1, NULL, 10);
			m->stepping_known = 1;
		}
	}
	free(text);
	m->known = have == 7 && m->vendor != VENDOR_UNKNOWN;
	return m->known ? 0 : -1;
}

static int
cpu_model_local(struct cpu_model *m)
{
	return cpu_model_cpuinfo(m, "/proc/cpuinfo");
}

/* "intel:6:0x55", "amd:0x19:0x11[:stepping]" */
/*
 * A CPU as people have it at hand: intel:6:0x55[:4], GenuineIntel:6:85,
 * AuthenticAMD:0x19:0x11 (vendor, family, model, stepping; a name or the
 * kernel's vendor number), or the kernel's "PROCESSOR 0:50654" field: the
 * vendor number and CPUID leaf 1 EAX, in hex.
 */
static int
parse_cpu_model(const char *s, struct cpu_model *m)
{
	static const struct { const char *name; int vendor; } vendors[] = {
		{ "intel", VENDOR_INTEL }, { "amd", VENDOR_AMD },
		{ "hygon", VENDOR_HYGON }, { "zhaoxin", VENDOR_ZHAOXIN },
		{ "GenuineIntel", VENDOR_INTEL }, { "AuthenticAMD", VENDOR_AMD },
		{ "HygonGenuine", VENDOR_HYGON }, { "CentaurHauls", VENDOR_ZHAOXIN },
		{ "Shanghai", VENDOR_ZHAOXIN },
	};
	char buf[64], *f[4] = { 0 }, *p = buf, *save = NULL;
	uint64_t fam, mod, step = 0, v;
	size_t i;
	int n = 0;

	if (str_copy(buf, sizeof buf, s) < 0)
		return -1;
	while (n < 4 && (f[n] = strtok_r(p, ":", &save))) {
		p = NULL;
		n++;
	}
	if (n < 2 || strtok_r(NULL, ":", &save))
		return -1;
	memset(m, 0, sizeof *m);
	m->vendor = -1;
	for (i = 0; i < LEN(vendors); i++)
		if (!strcasecmp(f[0], vendors[i].name))
			m->vendor = vendors[i].vendor;
	if (m->vendor < 0 && parse_u64(f[0], &v) == 0 && (v == VENDOR_INTEL ||
	    v == VENDOR_AMD || v == VENDOR_HYGON || v == VENDOR_ZHAOXIN))
		m->vendor = v;
	if (n == 2) {		/* the kernel's PROCESSOR field:
				 * a vendor number and CPUID */
		if (!isdigit((unsigned char)f[0][0]) || m->vendor < 0 ||
		    parse_reg(f[1], &v) < 0 || v > 0xffffffff)
			return -1;
		cpu_model_from_cpuid(m, m->vendor, v);
		return 0;
	}
	if (m->vendor < 0 || parse_dec_hex(f[1], &fam) ||
	    parse_dec_hex(f[2], &mod) ||
	    (n == 4 && parse_dec_hex(f[3], &step)) || fam > 0x10f ||
	    mod > 0xff || step > 0xf)
		return -1;
	m->family = fam;
	m->model = mod;
	m->stepping = step;
	m->stepping_known = n == 4;
	m->known = 1;
	return 0;
}

static const char *
vendor_name(int vendor)
{
	switch (vendor) {
	case VENDOR_INTEL:	return "Intel";
	case VENDOR_AMD:	return "AMD";
	case VENDOR_HYGON:	return "Hygon";
	case VENDOR_ZHAOXIN:	return "Zhaoxin";
	default:		return "unknown vendor";
	}
}

/* The next range of a sysfs CPU list ("0-3,8-11")
 * at *p: 1 read, 0 the end, -1 malformed. */
static int
cpulist_range(const char **p, long *a, long *b)
{
	char *e;

	if (!**p || **p == '\n')
		return 0;
	if (!isdigit((unsigned char)**p))
		return -1;
	*a = *b = strtol(*p, &e, 10);
	if (*e == '-' && isdigit((unsigned char)e[1]))
		*b = strtol(e + 1, &e, 10);
	if (*a < 0 || *b < *a || *b > 1 << 20 || (*e && *e != '\n' &&
	    *e != ','))
		return -1;
	*p = e + (*e == ',');
	return 1;
}

/* A sysfs CPU list into cpus; how many; -1 malformed or empty. */
static int
cpulist_parse(const char *text, int *cpus, int max)
{
	long a, b, n = 0;
	int rc;

	while ((rc = cpulist_range(&text, &a, &b)) > 0)
		for (; a <= b && n < max; a++)
			cpus[n++] = a;
	return rc < 0 || n == 0 ? -1 : (int)n;
}

/* Is cpu in a sysfs CPU list (whatever its
 * size)?  1, 0; -1 malformed or empty. */
static int
cpulist_has(const char *text, long cpu)
{
	long a, b;
	int rc, in = 0, any = 0;

	while ((rc = cpulist_range(&text, &a, &b)) > 0)
		in |= cpu >= a && cpu <= b, any = 1;
	return rc < 0 || !any ? -1 : in;
}

/* Online CPUs from sysfs ("0-3,8-11"); falls back to 0..nprocs-1. */
static int
online_cpus(int *cpus, int max)
{
	char *text;
	long n = 0;

	if (!(text = slurp("/sys/devices/system/cpu/online", NULL))) {
		long np = sysconf(_SC_NPROCESSORS_ONLN);

		for (n = 0; n < np && n < max; n++)
			cpus[n] = n;
		return n > 0 ? (int)n : -1;
	}
	n = cpulist_parse(text, cpus, max);
	free(text);
	return n;
}

/* ---- DIMM inventory: SMBIOS type 17 entries and the EDAC driver's sysfs -- */

/* the DIMM inventory: SMBIOS type 17 entries and EDAC sysfs */

#define T17_MIN_LEN	0x15	/* SMBIOS 2.1: up to Type Detail */
#define T17_HAS(d, f)	(((d)->present >> (f)) & 1u)

/* String idx (from 1) of the set that starts at
 * p[at]: NULL past the set's end or the buffer's. */
static const char *
smbios_string(const unsigned char *p, size_t n, size_t at, unsigned idx)
{
	const unsigned char *end;

	while (at < n && p[at] && (end = memchr(p + at, 0, n - at))) {
		if (--idx == 0)
			return (const char *)p + at;
		at = end - p + 1;
	}
	return NULL;
}

/* One type 17 structure (formatted area + strings)
 * of n bytes; -1 and why if it is not one. */
static int
t17_parse(const unsigned char *p, size_t n, struct smbios_dimm *d, char *why,
    size_t len)
{
	int f;

	if (n < 4 || p[0] != 17 || p[1] < T17_MIN_LEN || p[1] > n) {
		snprintf(why, len,
		    "not an SMBIOS type 17 structure (type %u, length %u, %zu "
		    "bytes; "
		    "SMBIOS 2.1's is %u)", n ? p[0] : 0u, n > 1 ? p[1] : 0u, n,
		    (unsigned)T17_MIN_LEN);
		return -1;
	}
	d->handle = p[2] | p[3] << 8;
	d->length = p[1];
	for (f = 0; f < NT17; f++) {
		if (t17_layout[f].off + t17_layout[f].size > d->length)
			continue;
		d->present |= 1u << f;
		d->v[f] = (uint32_t)read_le(p + t17_layout[f].off,
		    t17_layout[f].size);
		if (t17_layout[f].str && d->v[f] &&
		    !(d->str[f] = smbios_string(p, n, d->length, d->v[f])))
			d->bad[f] = (uint8_t)d->v[f];
	}
	return 0;
}

/* Size in KiB: 0 an empty slot, UINT64_MAX unknown (0xFFFF). */
static uint64_t
t17_size_kib(const struct smbios_dimm *d)
{
	uint32_t s = d->v[T17_SIZE];

	if (s == 0xffff)
		return UINT64_MAX;
	if (s == 0x7fff && T17_HAS(d, T17_XSIZE))	/* extended size, MiB */
		return (uint64_t)(d->v[T17_XSIZE] & 0x7fffffff) << 10;
	/* bit 15: KiB */
	return s & 0x8000 ? s & 0x7fff : (uint64_t)s << 10;
}

/* Speed in MT/s, 0 unknown: 0xFFFF says the
 * extended field holds it (SMBIOS 3.3). */
static uint32_t
t17_speed(const struct smbios_dimm *d, int f, int xf)
{
	if (!T17_HAS(d, f))
		return 0;
	if (d->v[f] == 0xffff)
		return T17_HAS(d, xf) ? d->v[xf] & 0x7fffffff : 0;
	return d->v[f];
}

/* Take raw (malloc'd, n bytes and a NUL): a DIMM
 * of the inventory, or a warning naming where. */
static void
inventory_add(struct inventory *inv, unsigned char *raw, size_t n,
    const char *where)
{
	struct smbios_dimm *d = realloc(inv->d, (inv->nd + 1) * sizeof *d);
	char why[128];

	if (d) {
		inv->d = d;
		d += inv->nd;
		memset(d, 0, sizeof *d);
		d->raw = raw;
		d->edac = -1;
		if (t17_parse(raw, n, d, why, sizeof why) == 0) {
			inv->nd++;
			return;
		}
		warnmsg("%s: %s", where, why);
	}
	free(raw);
}

/* A walk over sysfs directories, as the readers below share it. */
struct inv_walk {
	struct inventory *inv;
	int mc;			/* EDAC: the memory controller being read */
	int nerr;		/* SMBIOS: entries that could not be read */
	char *why;		/* ... the first one's error */
	size_t len;
};

/* fn for each entry of dir that keep takes, in version order (mc2 before mc10);
 * the count, or -1 (errno) if dir cannot be read. */
static int
dir_each(const char *dir, int (*keep)(const struct dirent *),
    void (*fn)(struct inv_walk *, const char *, const char *),
    struct inv_walk *w)
{
	struct dirent **ents;
	char path[PATH_MAX];
	int n, i;

	if ((n = scandir(dir, &ents, keep, versionsort)) < 0)
		return -1;
	for (i = 0; i < n; i++) {
		if (mkpath(path, sizeof path, "%s/%s", dir,
		    ents[i]->d_name) == 0)
			fn(w, path, ents[i]->d_name);
		free(ents[i]);
	}
	free(ents);
	return n;
}

/* N if name is prefix followed by decimal digits only, else -1. */
static int
name_num(const char *name, const char *prefix)
{
	size_t k = strlen(prefix);
	long v;

	if (strncmp(name, prefix, k) || !isdigit((unsigned char)name[k]) ||
	    parse_long(name + k, 0, INT_MAX, &v) < 0)
		return -1;
	return (int)v;
}

static int
dmi17_entry(const struct dirent *d)
{
	return name_num(d->d_name, "17-") >= 0;
}

/* "(not root)" after a permission error when we are not. */
static const char *
not_root(int err)
{
	return (err == EACCES || err == EPERM) && geteuid() ?
	    " (not root)" : "";
}

/* /sys/firmware/dmi/entries/17-N/raw: the whole structure, strings included. */
static void
smbios_entry(struct inv_walk *w, const char *dir, const char *name)
{
	char path[PATH_MAX], *raw;
	size_t n;

	(void)name;
	if (mkpath(path, sizeof path, "%s/raw", dir) == 0 &&
	    (raw = slurp(path, &n)))
		inventory_add(w->inv, (unsigned char *)raw, n, path);
	else if (!w->nerr++)
		snprintf(w->why, w->len, "%s: %s%s", path, strerror(errno),
		    not_root(errno));
}

/* SMBIOS type 17 under root (/sys); why if none. */
static void
smbios_read(struct inventory *inv, const char *root, char *why, size_t len)
{
	struct inv_walk w = { .inv = inv, .why = why, .len = len };
	char path[PATH_MAX];
	int n;

	if (mkpath(path, sizeof path, "%s/firmware/dmi/entries", root) < 0 ||
	    (n = dir_each(path, dmi17_entry, smbios_entry, &w)) < 0)
		snprintf(why, len, "%s: %s%s", path, strerror(errno),
		    not_root(errno));
	else if (!n)
		snprintf(why, len,
		    "no SMBIOS type 17 (memory device) entry in %s", path);
	else if (w.nerr && w.nerr < n)
		warnmsg("%s (%d of %d entries unreadable)", why, w.nerr, n);
}

/* A sysfs attribute of dir without its newline
 * (trim: and trailing blanks); -1 if unreadable. */
static int
sysfs_text(const char *dir, const char *name, char *buf, size_t len, int trim)
{
	char path[PATH_MAX], *t;
	size_t n;

	if (mkpath(path, sizeof path, "%s/%s", dir, name) < 0 ||
	    !(t = slurp(path, &n)))
		return -1;
	if (n && t[n - 1] == '\n')
		t[--n] = '\0';
	while (trim && n && isspace((unsigned char)t[n - 1]))
		t[--n] = '\0';
	snprintf(buf, len, "%s", t);
	free(t);
	return 0;
}

/* A numeric attribute: sets bit in *has when it reads as a number. */
static void
sysfs_num(const char *dir, const char *name, uint64_t *v, unsigned *has,
    unsigned bit)
{
	char t[32];

	if (sysfs_text(dir, name, t, sizeof t, 1) == 0 && parse_u64(t, v) == 0)
		*has |= bit;
}

static void
edac_add(struct inventory *inv, const struct edac_dimm *e)
{
	struct edac_dimm *ne = realloc(inv->e, (inv->ne + 1) * sizeof *ne);

	if (ne) {
		inv->e = ne;
		inv->e[inv->ne++] = *e;
	}
}

static int
edac_dimm_dir(const struct dirent *d)
{
	return name_num(d->d_name, "dimm") >= 0 || name_num(d->d_name,
	    "rank") >= 0;
}

static int
edac_csrow_dir(const struct dirent *d)
{
	return name_num(d->d_name, "csrow") >= 0;
}

static int
edac_mc_dir(const struct dirent *d)
{
	return name_num(d->d_name, "mc") >= 0;
}

/* mcN/dimmM (rankM on chip-select based drivers):
 * label, location, size, type, counts */
/*
 * dimm_location is each EDAC layer's name and position, "%s %d " each
 * (edac_mc.c): "channel 1 slot 0 " (skx, i10nm, sb), "csrow 2 channel 3 "
 * (amd64: chip select and UMC), "memory 5 " (ghes: no channel).
 */
static void
edac_location(struct edac_dimm *e)
{
	static const struct { const char *name; size_t off; } layers[] = {
		{ "channel", offsetof(struct edac_dimm, at_chan) },
		{ "slot", offsetof(struct edac_dimm, at_slot) },
		{ "csrow", offsetof(struct edac_dimm, at_cs) },
	};
	char name[16];
	const char *p = e->location;
	size_t i;
	int v, used;

	e->at_chan = e->at_slot = e->at_cs = -1;
	while (sscanf(p, "%15s %d%n", name, &v, &used) == 2) {
		for (i = 0; i < LEN(layers); i++)
			if (!strcmp(name, layers[i].name) && v >= 0)
				*(int *)((char *)e + layers[i].off) = v;
		p += used;
	}
}

/* mcN/mc_name: skx_common.c "%s#%d IMC#%d" ("Skylake Socket",
 * "Intel_10nm Socket"), sb_edac "SrcID#%d_Ha#%d". */
static void
edac_mc_name(struct inventory *inv, const char *dir, int mc)
{
	struct edac_mc m = { .mc = mc, .socket = -1, .imc = -1 }, *n;
	char name[96], *p;

	if (sysfs_text(dir, "mc_name", name, sizeof name, 1) < 0)
		return;
	if ((p = strstr(name, "Socket#")) &&
	    sscanf(p, "Socket#%d IMC#%d", &m.socket, &m.imc) == 2)
		m.compacts = text_is(name, "Intel_10nm");
	else if ((p = strstr(name, "SrcID#")) &&
	    sscanf(p, "SrcID#%d_Ha#%d", &m.socket, &m.imc) == 2)
		m.pairs = 1;
	else
		m.socket = m.imc = -1;
	if (m.socket < 0 || m.imc < 0 ||
	    !(n = realloc(inv->mc, (inv->nmc + 1) * sizeof *n)))
		return;
	inv->mc = n;
	inv->mc[inv->nmc++] = m;
}

static void
edac_dimm(struct inv_walk *w, const char *dir, const char *name)
{
	struct edac_dimm e = { .mc = w->mc, .csrow = -1, .chan = -1,
	    .smbios = -1 };

	e.dimm = name_num(name + 4, "");	/* "dimm" and "rank"
						 * are 4 letters */
	if (sysfs_text(dir, "dimm_label", e.label, sizeof e.label, 0) < 0) {
		warnmsg("%s/dimm_label: %s", dir, strerror(errno));
		return;
	}
	sysfs_text(dir, "dimm_location", e.location, sizeof e.location, 1);
	edac_location(&e);
	sysfs_text(dir, "dimm_mem_type", e.mem_type, sizeof e.mem_type, 1);
	sysfs_num(dir, "size", &e.size_mb, &e.has, EDAC_HAS_SIZE);
	sysfs_num(dir, "dimm_ce_count", &e.ce, &e.has, EDAC_HAS_CE);
	sysfs_num(dir, "dimm_ue_count", &e.ue, &e.has, EDAC_HAS_UE);
	edac_add(w->inv, &e);
}

/* Older kernels: mcN/csrowM/chK_dimm_label and
 * chK_ce_count (uncorrected: per csrow only). */
static void
edac_csrow(struct inv_walk *w, const char *dir, const char *name)
{
	struct edac_dimm e = { .mc = w->mc, .dimm = -1,
	    .csrow = name_num(name, "csrow"), .smbios = -1, .at_chan = -1,
	    .at_slot = -1, .at_cs = -1 };
	char attr[32];

	sysfs_text(dir, "mem_type", e.mem_type, sizeof e.mem_type, 1);
	for (e.chan = 0; e.chan < 16; e.chan++) {
		snprintf(attr, sizeof attr, "ch%d_dimm_label", e.chan);
		if (sysfs_text(dir, attr, e.label, sizeof e.label, 0) < 0)
			continue;
		snprintf(attr, sizeof attr, "ch%d_ce_count", e.chan);
		e.has = 0;
		sysfs_num(dir, attr, &e.ce, &e.has, EDAC_HAS_CE);
		edac_add(w->inv, &e);
	}
}

/* One memory controller: its dimmN (or rankN)
 * directories, else its csrowN ones. */
static void
edac_mc(struct inv_walk *w, const char *dir, const char *name)
{
	int n;

	w->mc = name_num(name, "mc");
	edac_mc_name(w->inv, dir, w->mc);
	if ((n = dir_each(dir, edac_dimm_dir, edac_dimm, w)) == 0)
		n = dir_each(dir, edac_csrow_dir, edac_csrow, w);
	if (n < 0)
		warnmsg("%s: %s", dir, strerror(errno));
}

/* EDAC's DIMMs under root (/sys); why if there are none. */
static void
edac_read(struct inventory *inv, const char *root, char *why, size_t len)
{
	struct inv_walk w = { .inv = inv };
	char dir[PATH_MAX];
	int n;

	if (mkpath(dir, sizeof dir, "%s/devices/system/edac/mc", root) < 0 ||
	    (n = dir_each(dir, edac_mc_dir, edac_mc, &w)) < 0)
		snprintf(why, len, "%s: %s (no EDAC)", dir, strerror(errno));
	else if (!inv->ne)
		snprintf(why, len,
		    n ? "no DIMM under the memory controllers of %s" :
		    "no memory controller in %s (no EDAC driver loaded)", dir);
}

/*
 * An EDAC DIMM is joined to an SMBIOS entry only when its label names that
 * entry and no other, and no other EDAC DIMM names it: the label ghes_edac
 * builds from SMBIOS (drivers/edac/ghes_edac.c dimm_setup_label(): "BANK
 * LOCATOR", since 6.0 also either alone; EDAC_MC_LABEL_LEN 31 bytes), or a
 * label that is the locator itself (as labels set from a board's silkscreen
 * are).
 */
#define EDAC_LABEL_MAX	31

/* An SMBIOS string as the kernel's dmi_string_nosave()
 * gives it: blanks only is empty. */
static const char *
kernel_dmi_string(const char *s)
{
	return s && s[strspn(s, " ")] ? s : "";
}

static const char *
edac_names(const struct edac_dimm *e, const struct smbios_dimm *d)
{
	const char *bank = kernel_dmi_string(d->str[T17_BANK]),
	    *loc = kernel_dmi_string(d->str[T17_LOCATOR]);
	char want[EDAC_LABEL_MAX + 1];

	snprintf(want, sizeof want, "%s%s%s", bank, *bank && *loc ? " " :
	    "", loc);
	if (*want && !strcmp(e->label, want))
		return "label is bank locator + locator (ghes_edac)";
	if (d->str[T17_LOCATOR] && *d->str[T17_LOCATOR] &&
	    !strncmp(e->label, d->str[T17_LOCATOR], EDAC_LABEL_MAX) &&
	    strlen(e->label) == MIN(strlen(d->str[T17_LOCATOR]),
	    EDAC_LABEL_MAX))
		return "label is the locator";
	return NULL;
}

/* How many EDAC DIMMs name SMBIOS entry i. */
static int
edac_naming(const struct inventory *inv, size_t i)
{
	size_t k;
	int n = 0;

	for (k = 0; k < inv->ne; k++)
		n += edac_names(&inv->e[k], &inv->d[i]) != NULL;
	return n;
}

static void
inventory_join(struct inventory *inv)
{
	size_t k, i, hit = 0;

	for (k = 0; k < inv->ne; k++) {
		struct edac_dimm *e = &inv->e[k];

		for (e->candidates = 0, i = 0; i < inv->nd; i++)
			if (edac_names(e, &inv->d[i]) && !e->candidates++)
				hit = i;
		if (e->candidates == 1 && edac_naming(inv, hit) == 1) {
			e->smbios = (int)hit;
			e->basis = edac_names(e, &inv->d[hit]);
			inv->d[hit].edac = (int)k;
		}
	}
}

static void
inventory_free(struct inventory *inv)
{
	size_t i;

	for (i = 0; i < inv->nd; i++)
		free(inv->d[i].raw);
	free(inv->d);
	free(inv->e);
	free(inv->mc);
}

/*
 * The DIMM inventory of the machine the records come from (a live source's,
 * or --sysfs), to name the module a memory error's reporter points at.
 */
static struct inventory *dimm_inv;

/* Read once, quietly: a machine without SMBIOS
 * entries has slots we cannot name, no error. */
static void
dimms_load(const char *sysfs)
{
	static struct inventory inv;
	char why[PATH_MAX + 128];

	smbios_read(&inv, sysfs, why, sizeof why);
	edac_read(&inv, sysfs, why, sizeof why);
	inventory_join(&inv);
	dimm_inv = &inv;
}

/* A CPU's sysfs file (cpu < 0: the directory's
 * own), read whole; NULL with errno. */
static char *
cpu_file(const char *dir, int cpu, const char *name, char *path, size_t len)
{
	if ((cpu >= 0 ? mkpath(path, len, "%s/cpu%d/%s", dir, cpu, name) :
	    mkpath(path, len, "%s/%s", dir, name)) < 0)
		return NULL;
	return slurp(path, NULL);
}

/* Is cpu in the list of the directory's file
 * name (online)?  1, 0, -1 unread (why says). */
static int
cpu_in_file(const char *dir, const char *name, int cpu, char *why, size_t len)
{
	char path[PATH_MAX], *t = cpu_file(dir, -1, name, path, sizeof path);
	int in;

	if (!t) {
		snprintf(why, len, "%.240s: %s", path, strerror(errno));
		return -1;
	}
	in = cpulist_has(t, cpu);
	free(t);
	if (in < 0)
		snprintf(why, len, "%.240s: not a CPU list", path);
	return in;
}

/*
 * tracefs is at /sys/kernel/tracing on 4.1+, under debugfs before; mount
 * it if we are root and nobody has (initramfs, rescue systems).
 */
static int
find_tracefs(const struct options *o, char *out, size_t len)
{
	static const char *const candidates[] = { TRACEFS, DEBUGFS "/tracing" };
	char path[PATH_MAX];
	size_t i;

	if (o->tracefs) {
		snprintf(out, len, "%s", o->tracefs);
		return 0;
	}
	for (i = 0; i < LEN(candidates); i++) {
		mkpath(path, sizeof path, "%s/events", candidates[i]);
		if (is_dir(path)) {
			snprintf(out, len, "%s", candidates[i]);
			return 0;
		}
	}
	if (geteuid() != 0) {
		warnmsg("tracefs is not mounted at %s or %s/tracing, and only root may mount it",
		    TRACEFS, DEBUGFS);
		return -1;
	}
	if (mount("tracefs", TRACEFS, "tracefs", MS_NOSUID | MS_NODEV |
	    MS_NOEXEC, NULL) == 0 || (errno == EBUSY &&
	    is_dir(TRACEFS "/events"))) {
		snprintf(out, len, "%s", TRACEFS);
		return 0;
	}
	warnmsg("mount tracefs on %s: %s", TRACEFS, strerror(errno));
	if (mount("debugfs", DEBUGFS, "debugfs", MS_NOSUID | MS_NODEV |
	    MS_NOEXEC, NULL) == 0 && is_dir(DEBUGFS "/tracing/events")) {
		snprintf(out, len, "%s/tracing", DEBUGFS);
		return 0;
	}
	warnmsg("no tracefs: the kernel lacks CONFIG_TRACING/CONFIG_FTRACE, or it cannot be mounted");
	return -1;
}

/* ==== tracepoint format files and the records in their bytes ============== */


static int
field_index(const char *name)
{
	int i;

	for (i = 0; i < NFIELDS; i++)
		if (!strcmp(fields[i].name, name))
			return i;
	return -1;
}

static int
type_size(const char *type)
{
	size_t i;

	for (i = 0; i < LEN(type_sizes); i++)
		if (!strcmp(type_sizes[i].type, type))
			return type_sizes[i].size;
	return -1;
}

static int
fmt_error(char *err, size_t errlen, const char *path, int line,
    const char *fmt, ...)
{
	char msg[256];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	if (line > 0)
		snprintf(err, errlen, "%s:%d: %s", path, line, msg);
	else
		snprintf(err, errlen, "%s: %s", path, msg);
	return -1;
}

/* "TYPE NAME" or "TYPE NAME[N]" into f; the
 * declaration's size check is the caller's. */
static int
parse_decl(char *decl, struct fmt_field *f)
{
	char *name, *br;

	while (isspace((unsigned char)*decl))
		decl++;
	if (text_is(decl, "__data_loc ") || text_is(decl, "__rel_loc "))
		f->dynamic = 1;
	name = decl + strlen(decl);
	while (name > decl && isspace((unsigned char)name[-1]))
		*--name = '\0';
	while (name > decl && !isspace((unsigned char)name[-1]))
		name--;
	if (name == decl || !*name)
		return -1;
	if ((br = strchr(name, '[')))
		*br = '\0';
	if (!*name ||
	    strspn(name,
	    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") !=
	    strlen(name) || str_copy(f->name, sizeof f->name, name) < 0)
		return -1;
	while (name > decl && isspace((unsigned char)name[-1]))
		name--;
	name[0] = '\0';
	if (str_copy(f->type, sizeof f->type, decl) < 0)
		return -1;
	if (br)
		f->dynamic |= 2;	/* fixed array: kept, never
					 * one of our fields */
	return 0;
}

/* "offset:N;" style attribute from a field line; -1 if missing. */
static int
field_attr(const char *line, const char *key, unsigned *v)
{
	const char *p = strstr(line, key);
	char *end;
	unsigned long x;

	if (!p)
		return -1;
	p += strlen(key);
	errno = 0;
	x = strtoul(p, &end, 10);
	if (end == p || errno || *end != ';' || x > 65535)
		return -2;
	*v = x;
	return 0;
}

static int
parse_field_line(char *line, const char *path, int lineno,
    struct tp_format *fmt, char *err, size_t errlen)
{
	struct fmt_field *f;
	char *decl = line + 6, *semi;
	unsigned sgn = 0;
	int ts, rc;

	if (fmt->nf == MAX_FMT_FIELDS)
		return fmt_error(err, errlen, path, lineno,
		    "more than %d fields", MAX_FMT_FIELDS);
	f = &fmt->f[fmt->nf];
	memset(f, 0, sizeof *f);
	if (!(semi = strchr(decl, ';')))
		return fmt_error(err, errlen, path, lineno,
		    "field declaration without ';'");
	*semi = '\0';
	if (parse_decl(decl, f) < 0)
		return fmt_error(err, errlen, path, lineno,
		    "cannot parse field declaration '%s'", decl);
	if ((rc = field_attr(semi + 1, "offset:", &f->offset)) < 0)
		return fmt_error(err, errlen, path, lineno,
		    "field %s: %s offset", f->name, rc == -1 ? "no" : "bad");
	if ((rc = field_attr(semi + 1, "size:", &f->size)) < 0)
		return fmt_error(err, errlen, path, lineno, "field %s: %s size",
		    f->name, rc == -1 ? "no" : "bad");
	if (field_attr(semi + 1, "signed:", &sgn) == -2)
		return fmt_error(err, errlen, path, lineno,
		    "field %s: bad signed", f->name);
	f->is_signed = sgn;
	f->field = f->dynamic ? -1 : field_index(f->name);
	if (!f->dynamic && (ts = type_size(f->type)) > 0 &&
	    (unsigned)ts != f->size)
		return fmt_error(err, errlen, path, lineno,
		    "field %s: type '%s' is %d bytes but size says %u", f->name,
		    f->type, ts, f->size);
	if (f->field >= 0 && f->size != 1 && f->size != 2 && f->size != 4 &&
	    f->size != 8)
		return fmt_error(err, errlen, path, lineno,
		    "field %s: size %u is not 1, 2, 4 or 8", f->name, f->size);
	if (f->field >= 0 && fmt->idx[f->field] >= 0)
		return fmt_error(err, errlen, path, lineno,
		    "field %s appears twice", f->name);
	if (f->field >= 0)
		fmt->idx[f->field] = fmt->nf;
	if (!strcmp(f->name, "common_type")) {
		if (f->size != 2)
			return fmt_error(err, errlen, path, lineno,
			    "common_type is not 2 bytes");
		fmt->common_type = fmt->nf;
	}
	fmt->nf++;
	return 0;
}

static int
check_overlaps(struct tp_format *fmt, const char *path, char *err,
    size_t errlen)
{
	int i, j;

	fmt->size = 0;
	for (i = 0; i < fmt->nf; i++) {
		const struct fmt_field *a = &fmt->f[i];

		/* a dynamic field's fixed part is
		 * a 4-byte offset/length word */
		fmt->size = MAX(fmt->size, a->offset + a->size);
		for (j = i + 1; j < fmt->nf; j++) {
			const struct fmt_field *b = &fmt->f[j];

			if (a->offset < b->offset + b->size &&
			    b->offset < a->offset + a->size)
				return fmt_error(err, errlen, path, 0,
				    "fields %s (offset %u size %u) and %s "
				    "(offset %u size %u) overlap",
				    a->name, a->offset, a->size, b->name,
				    b->offset, b->size);
		}
	}
	return 0;
}


static const struct fmt_field *
fmt_find(const struct tp_format *fmt, const char *name)
{
	int i;

	for (i = 0; i < fmt->nf; i++)
		if (!strcmp(fmt->f[i].name, name))
			return &fmt->f[i];
	return NULL;
}

static int
parse_ras_format(struct tp_format *fmt, int ev, const char *path, char *err,
    size_t errlen)
{
	const struct fmt_field *f;
	int i;

	fmt->event = ev;
	for (i = 0; i < (int)LEN(tp_events[ev].needs) &&
	    tp_events[ev].needs[i]; i++)
		if (!(f = fmt_find(fmt, tp_events[ev].needs[i])) ||
		    f->dynamic || (f->size != 1 && f->size != 2 &&
		    f->size != 4 && f->size != 8))
			return fmt_error(err, errlen, path, 0,
			    "%s: no integer field '%s'", fmt->name,
			    tp_events[ev].needs[i]);
	if (fmt->common_type < 0)
		return fmt_error(err, errlen, path, 0,
		    "%s: no common_type field", fmt->name);
	return check_overlaps(fmt, path, err, errlen);
}

/*
 * Parse a tracepoint format file (events/<sys>/<event>/format).  Offsets
 * and sizes come from the file, never from us: the layout changed in 3.x,
 * 4.x and 6.10.  The text is not modified.
 */
static int
parse_format(const char *text, size_t len, const char *path,
    struct tp_format *fmt, char *err, size_t errlen)
{
	char line[1024], *q;
	const char *p = text, *end = text + len, *nl;
	int lineno = 0, in_format = 0, i;
	long id;

	memset(fmt->f, 0, sizeof fmt->f);
	fmt->name[0] = '\0';
	fmt->nf = 0;
	fmt->id = -1;
	fmt->common_type = -1;
	for (i = 0; i < NFIELDS; i++)
		fmt->idx[i] = -1;
	if (len == 0)
		return fmt_error(err, errlen, path, 0, "empty format file");
	if (memchr(text, '\0', len))
		return fmt_error(err, errlen, path, 0,
		    "binary data in a format file");
	for (; p < end; p = nl + 1) {
		size_t n;

		lineno++;
		for (nl = p; nl < end && (*nl == ' ' || *nl == '\t'); nl++)
			;
		if (end - nl >= 10 && !memcmp(nl, "print fmt:", 10))
			break;	/* the rest is C, and the ras:
				 * events' symbol tables */
		if (!(nl = memchr(p, '\n', end - p)))
			nl = end;
		n = nl - p;
		if (n >= sizeof line)
			return fmt_error(err, errlen, path, lineno,
			    "line longer than %zu bytes", sizeof line - 1);
		memcpy(line, p, n);
		line[n] = '\0';
		char *l = line;

		while (isspace((unsigned char)*l))
			l++;
		if (!*l)
			continue;
		if (text_eat(&l, "name:")) {
			while (isspace((unsigned char)*l))
				l++;
			snprintf(fmt->name, sizeof fmt->name, "%s", l);
		} else if (text_eat(&l, "ID:")) {
			if (parse_long(l + strspn(l, " \t"), 0, INT_MAX,
			    &id) < 0)
				return fmt_error(err, errlen, path, lineno,
				    "bad ID '%s'", l);
			fmt->id = id;
		} else if (text_is(l, "format:")) {
			in_format = 1;
		} else if (text_is(l, "print fmt:")) {
			break;
		} else if (text_is(l, "field:") ||
		    text_is(l, "field special:")) {
			if (!in_format)
				return fmt_error(err, errlen, path, lineno,
				    "field before 'format:'");
			/* 2.6.3x */
			if ((q = text_skip(l, "field special:")))
				memmove(l + LITLEN("field:"), q, strlen(q) + 1);
			if (parse_field_line(l, path, lineno, fmt, err,
			    errlen) < 0)
				return -1;
		} else {
			return fmt_error(err, errlen, path, lineno,
			    "unexpected line '%.60s'", l);
		}
	}
	if (!in_format || fmt->nf == 0)
		return fmt_error(err, errlen, path, 0,
		    "no 'format:' section with fields");
	fmt->print = p < end ? p : NULL;
	fmt->event = EV_MCE;
	fmt->next = NULL;
	for (i = EV_MC; i < NEVENTS; i++)
		if (!strcmp(fmt->name, tp_events[i].name))
			return parse_ras_format(fmt, i, path, err, errlen);
	if (fmt->name[0] && strcmp(fmt->name, "mce_record"))
		return fmt_error(err, errlen, path, 0,
		    "format of event '%s', not mce_record", fmt->name);
	if (fmt->idx[F_STATUS] < 0 || fmt->idx[F_BANK] < 0)
		return fmt_error(err, errlen, path, 0,
		    "no '%s' field: not an mce_record format",
		    fmt->idx[F_STATUS] < 0 ? "status" : "bank");
	if (check_overlaps(fmt, path, err, errlen) < 0)
		return -1;
	/* a perf sample's size is 16 bits; the kernel
	 * could never deliver such a record */
	if (fmt->size > 65535 - 64)
		return fmt_error(err, errlen, path, 0,
		    "record of %u bytes cannot fit a perf sample", fmt->size);
	return 0;
}

/* An integer field of a record, sign-extended as
 * the format says; -1 if absent or outside. */
static int
ev_int(const struct tp_format *fmt, const unsigned char *p, size_t len,
    const char *name, int64_t *v)
{
	const struct fmt_field *f = fmt_find(fmt, name);
	uint64_t x;

	if (!f || f->dynamic || (f->size != 1 && f->size != 2 && f->size != 4 &&
	    f->size != 8) || f->offset + f->size > len)
		return -1;
	x = read_le(p + f->offset, f->size);
	if (f->is_signed && f->size < 8 && (x >> (f->size * 8 - 1) & 1))
		x |= ~0ull << (f->size * 8);
	*v = (int64_t)x;
	return 0;
}

/*
 * A string field: __data_loc (u32: length << 16 | offset in the record),
 * __rel_loc (the offset counts from the end of the u32) or char[N].
 * Bounds-checked against the record; the string ends at its first NUL.
 */
static void
ev_str(const struct tp_format *fmt, const unsigned char *p, size_t len,
    const char *name, char *buf, size_t cap)
{
	const struct fmt_field *f = fmt_find(fmt, name);
	size_t off, n;
	uint32_t w;

	buf[0] = '\0';
	if (!f || f->offset + f->size > len)
		return;
	if (f->dynamic & 1) {
		if (f->size != 4)
			return;
		w = read_le(p + f->offset, 4);
		off = w & 0xffff;
		n = w >> 16;
		if (text_is(f->type, "__rel_loc"))
			off += f->offset + 4;
	} else {
		off = f->offset;
		n = f->size;
	}
	if (off > len || n > len - off)
		return;
	n = strnlen((const char *)p + off, n);
	n = MIN(n, cap - 1);
	memcpy(buf, p + off, n);
	buf[n] = '\0';
}

/*
 * The name a format's print fmt gives a value: __print_symbolic(REC->FIELD,
 * { 0, "name" }, ...).  From the running kernel's own table: the kernel
 * renumbered memory_failure's page types between 6.1 and 6.12.
 */
static int
print_symbol(const struct tp_format *fmt, const char *field, int64_t v,
    char *buf, size_t cap)
{
	char key[64];
	const char *p, *q, *end;
	long long n;

	if (!fmt->print || !fmt->text)
		return -1;
	end = fmt->text + fmt->textlen;
	snprintf(key, sizeof key, "__print_symbolic(REC->%s,", field);
	for (p = fmt->print; p < end &&
	    (q = memmem(p, end - p, key, strlen(key))); p = q + 1) {
		const char *close = memmem(q, end - q, "})", 2);

		for (p = q + strlen(key); close && p < close &&
		    (p = memchr(p, '{', close - p)); p++) {
			char *e;

			n = strtoll(p + 1, &e, 0);
			if (e == p + 1 || n != v)
				continue;
			if (!(p = memchr(e, '"', close - e)) ||
			    !(q = memchr(p + 1, '"', close - p - 1)))
				return -1;
			snprintf(buf, cap, "%.*s", (int)(q - p - 1), p + 1);
			return 0;
		}
		return -1;
	}
	return -1;
}

static int
load_format_file(const char *path, struct tp_format *fmt, int event)
{
	char err[512];
	size_t len;
	char *text;

	if (!(text = slurp(path, &len))) {
		warnmsg("%s: %s", path, strerror(errno));
		return -1;
	}
	if (parse_format(text, len, path, fmt, err, sizeof err) < 0 ||
	    (fmt->event != event &&
	    snprintf(err, sizeof err, "%s: format of event '%s', not %s", path,
	    fmt->name, tp_events[event].name))) {
		warnmsg("%s", err);
		free(text);
		return -1;
	}
	fmt->text = text;
	fmt->textlen = len;
	return 0;
}

/*
 * The ras: events of this kernel (EDAC's mc_event, extlog's CPER memory
 * section, memory_failure's action), chained after mce_record: the same
 * buffers deliver their records.  One the kernel lacks is named in what,
 * not an error.  Returns how many were chained.
 */
static int
load_ras_events(struct source *s, const char *root, char *what, size_t len)
{
	struct tp_format **tail = &s->fmt.next;
	char path[PATH_MAX], have[160] = "", miss[160] = "", cw[32] = "";
	int ev, n = 0, cxl = 0, readable;

	if (!root[0]) {
		snprintf(what, len,
		    "no ras: events (no tracefs for their formats)");
		return 0;
	}
	for (ev = EV_MC; ev < NEVENTS; ev++) {
		char *list = have;

		if (mkpath(path, sizeof path, "%s/%s/format", root,
		    tp_events[ev].dir) < 0)
			continue;
		readable = access(path, R_OK) == 0;
		if (!readable && ev >= EV_CXL)
			continue;	/* a kernel without CXL (before 6.2,
					 * CONFIG_CXL_BUS off): not missed */
		if (!readable ||
		    load_format_file(path, &s->evfmt[ev], ev) < 0 ||
		    s->evfmt[ev].id < 0)
			list = miss;
		else {
			*tail = &s->evfmt[ev];
			tail = &s->evfmt[ev].next;
			n++;
			if (ev >= EV_CXL) {
				cxl++;
				continue;	/* counted below */
			}
		}
		snprintf(list + strlen(list), sizeof have - strlen(list),
		    "%s%s", list[0] ? " " : "", tp_events[ev].name);
	}
	if (cxl)
		snprintf(cw, sizeof cw, "; cxl: %d event%s", cxl,
		    cxl == 1 ? "" : "s");
	snprintf(what, len, "%s%s%s%s%s", have[0] ? "ras: " : "no ras: events",
	    have, cw, miss[0] ? "; missing: " : "", miss);
	return n;
}

static void
free_ras_events(struct source *s)
{
	int ev;

	for (ev = 0; ev < NEVENTS; ev++) {
		free(s->evfmt[ev].text);
		s->evfmt[ev].text = NULL;
	}
	s->fmt.next = NULL;
}

/* The tracepoint's format (and ID): from --format, else from tracefs. */
static int
load_event_format(const struct options *o, struct tp_format *fmt,
    char *tracefs, size_t len)
{
	char path[PATH_MAX], evdir[PATH_MAX];

	tracefs[0] = '\0';
	if (o->format_path) {	/* the ras: events' formats
				 * still come from tracefs */
		if (find_tracefs(o, tracefs, len) < 0)
			tracefs[0] = '\0';
		return load_format_file(o->format_path, fmt, EV_MCE);
	}
	if (find_tracefs(o, tracefs, len) < 0)
		return -1;
	if (mkpath(evdir, sizeof evdir, "%s/" EVENT_DIR, tracefs) < 0 ||
	    mkpath(path, sizeof path, "%s/format", evdir) < 0) {
		warnmsg("%s: path too long", tracefs);
		return -1;
	}
	if (!is_dir(evdir)) {
		mkpath(path, sizeof path, "%s/events/mce", tracefs);
		warnmsg("%s: no mce:mce_record tracepoint (%s); is the kernel built with CONFIG_X86_MCE?",
		    evdir, is_dir(path) ? "events/mce exists without it" :
		    "no events/mce");
		return -1;
	}
	mkpath(path, sizeof path, "%s/format", evdir);
	return load_format_file(path, fmt, EV_MCE);
}

/* ---- memory errors other reporters print: EDAC lines and CPER blocks ---- */

struct mem_key {
	const char *key;
	int field;	/* enum mem_field, -1: known, not kept */
	int base;
};

/*
 * drivers/firmware/efi/cper.c cper_mem_err_location(): "node:0 card:0 ...
 * row:4660 column:1016 " (decimal; before 5.10 "node: 0 card: 0 ...", and
 * before 3.15 one "key: value" line each).  bank_address is the bank when
 * the firmware gives bank group and address apart.
 */
static const struct mem_key cper_keys[] = {
	{ "node", M_NODE, 10 }, { "card", M_CARD, 10 }, { "module", M_MODULE, 10 },
	{ "rank", M_RANK, 10 }, { "bank", M_BANK, 10 }, { "bank_group", M_BANK_GROUP, 10 },
	{ "bank_address", M_BANK, 10 }, { "device", M_DEVICE, 10 }, { "row", M_ROW, 10 },
	{ "column", M_COLUMN, 10 }, { "bit_position", M_BIT, 10 }, { "chip_id", -1, 10 },
	{ "requestor_id", -1, 16 }, { "responder_id", -1, 16 }, { "target_id", -1, 16 },
};

/* drivers/edac/edac_mc.c edac_layer_name[]:
 * the "(channel:1 slot:0" before page: */
static const struct mem_key edac_layer_keys[] = {
	{ "csrow", M_CSROW, 10 }, { "channel", M_CHANNEL, 10 }, { "slot", M_SLOT, 10 },
	{ "branch", M_BRANCH, 10 }, { "memory", -1, 10 },
};

/*
 * The driver detail after " - ": sb_edac "socket:0 ha:0 channel_mask:1
 * rank:0"; skx_edac before 5.x "socket:0 imc:0 rank:0 bg:1 ba:2 row:1a2
 * col:3f8" (row and column in hex without 0x); skx/i10nm since
 * "ProcessorSocketId:0x0 MemoryControllerId:0x0 ... Row:0x1a2 Column:0x3f8"
 * and the ADXL (firmware) decode's "ChannelId:0x1 DimmSlotId:0x0 ...".
 */
static const struct mem_key edac_detail_keys[] = {
	{ "socket", M_SOCKET, 10 }, { "ha", M_IMC, 10 }, { "imc", M_IMC, 10 },
	{ "rank", M_RANK, 10 }, { "bg", M_BANK_GROUP, 10 }, { "ba", M_BANK, 10 },
	{ "row", M_ROW, 16 }, { "col", M_COLUMN, 16 }, { "channel_mask", -1, 16 },
	{ "ProcessorSocketId", M_SOCKET, 16 }, { "MemoryControllerId", M_IMC, 16 },
	{ "ChannelId", M_CHANNEL, 16 }, { "SubChannelId", M_SUBCHANNEL, 16 },
	{ "PhysicalRankId", M_RANK, 16 }, { "DimmSlotId", M_SLOT, 16 },
	{ "Row", M_ROW, 16 }, { "Column", M_COLUMN, 16 }, { "Bank", M_BANK, 16 },
	{ "BankGroup", M_BANK_GROUP, 16 }, { "ChipSelect", M_CHIP_SELECT, 16 },
};

/* edac_mc.c's placeholders when no DIMM is known are not labels */
static int
label_known(const char *label)
{
	return label[0] && strcmp(label, "unknown memory") && strcmp(label,
	    "any memory") &&
	    strcmp(label, "unknown label");	/* ghes_edac's, 3.10 to 5.4 */
}

static void
mem_set(struct mem_error *m, int f, uint64_t v)
{
	m->v[f] = v;
	m->present |= 1ull << f;
}

/* why a reporter's address is not one
 * (mem_error.addr_unknown; JSON addr_unknown) */
static const char *const addr_unknown_why[] = {
	"the EDAC driver did not know it (page 0, offset 0, grain 1)",
	"the firmware gave none (CPER: physical address not valid)",
};

/*
 * An EDAC driver that does not know the address reports page 0, offset 0
 * and a grain of 1 byte (edac_mc.c's defaults): that is no address, not
 * address 0.  Set the grain first.
 */
static void
mem_address(struct mem_error *m, uint64_t addr)
{
	if (addr == 0 && (!MHAS(m, M_GRAIN) || m->v[M_GRAIN] <= 1))
		m->addr_unknown = addr_unknown_why[0];
	else
		mem_set(m, M_ADDR, addr);
}

/* A number for a key: the whole token, or nothing. */
static int
mem_number(const char *p, size_t n, int base, uint64_t *v)
{
	char buf[24], *end;

	if (n == 0 || n >= sizeof buf || !isxdigit((unsigned char)p[0]))
		return -1;	/* EDAC prints -1 for a layer
				 * it does not know: absent */
	memcpy(buf, p, n);
	buf[n] = '\0';
	errno = 0;
	*v = strtoull(buf, &end, base);
	return end == buf || *end || errno ? -1 : 0;
}

/* "key:value" and "key: value" words of [p, end): the
 * known keys set fields, the first value wins. */
static void
mem_keys(struct mem_error *m, const char *p, const char *end,
    const struct mem_key *tab, size_t ntab)
{
	const char *k, *v;
	size_t kn, vn, i;
	uint64_t x;

	while (p < end) {
		while (p < end && (*p == ' ' || *p == '\t' || *p == ','))
			p++;
		for (k = p; p < end && *p != ':' && *p != ' ' &&
		    *p != '\t'; p++)
			;
		if (p >= end || *p != ':')
			continue;
		kn = p - k;
		if (++p < end && *p == ' ')
			p++;		/* "node: 0" */
		for (v = p; p < end && *p != ' ' && *p != '\t' && *p != ',' &&
		    *p != ')'; p++)
			;
		vn = p - v;
		for (i = 0; i < ntab; i++)
			if (strlen(tab[i].key) == kn &&
			    !memcmp(tab[i].key, k, kn)) {
				if (tab[i].field >= 0 &&
				    !MHAS(m, tab[i].field) && mem_number(v, vn,
				    tab[i].base, &x) == 0)
					mem_set(m, tab[i].field, x);
				break;
			}
	}
}

/* extlog's data: a struct cper_mem_err_compact
 * (55 bytes) as the kernel packed it */
static void
extract_cper_compact(const struct tp_format *fmt, const unsigned char *p,
    size_t len, struct mem_error *m)
{
	const struct fmt_field *f = fmt_find(fmt, "data");
	const unsigned char *d;
	uint64_t valid;
	size_t i;

	if (!f || f->size < 55 || f->offset + f->size > len)
		return;
	d = p + f->offset;
	valid = read_le(d, 8);
	for (i = 0; i < LEN(cper_compact); i++)
		if (valid & cper_compact[i].valid)
			mem_set(m, cper_compact[i].field,
			    read_le(d + cper_compact[i].off,
			    cper_compact[i].size));
	if (valid & 0x40000 && MHAS(m, M_ROW))	/* ROW_EXT: row bits
						 * 17:16 in extended */
		m->v[M_ROW] |= (uint64_t)(d[54] & 3) << 16;
	if (valid & 0x180000) {	/* bank group and address apart */
		uint64_t bank = read_le(d + 14, 2);

		m->present &= ~(1ull << M_BANK);
		if (valid & 0x80000)
			mem_set(m, M_BANK_GROUP, bank >> 8);
		if (valid & 0x100000)
			mem_set(m, M_BANK, bank & 0xff);
	}
}

/* A record of kind begun from a raw event of the format: -1 if the event
 * is shorter than the format */
static int
event_record(const struct tp_format *fmt, const unsigned char *p, size_t len,
    struct mce_record *r, int kind)
{
	memset(r, 0, sizeof *r);
	r->src_cpu = -1;
	if (len < fmt->size)
		return -1;
	r->kind = kind;
	r->raw = p;
	r->rawlen = len;
	return 0;
}

/*
 * A ras: event to a memory-error record (include/ras/ras_event.h): EDAC's
 * mc_event, extlog's CPER memory section, memory_failure()'s action.
 */
static int
extract_mem(const struct tp_format *fmt, const unsigned char *p, size_t len,
    struct mce_record *r, struct mem_error *m)
{
	static const int edac_sev[] = { MSEV_CORRECTED, MSEV_UNCORRECTED,
	    MSEV_DEFERRED, MSEV_FATAL, MSEV_INFO };
	static const int cper_sev[] = { MSEV_RECOVERABLE, MSEV_FATAL,
	    MSEV_CORRECTED, MSEV_INFO };
	static const struct { const char *name; int field; } mc_ints[] = {
		{ "error_count", M_COUNT }, { "mc_index", M_MC }, { "top_layer", M_LAYER_TOP },
		{ "middle_layer", M_LAYER_MID }, { "lower_layer", M_LAYER_LOW },
	};
	int64_t v;
	size_t i;
	char *q;

	if (event_record(fmt, p, len, r, KIND_MEM) < 0)
		return -1;
	memset(m, 0, sizeof *m);
	r->mem = m;
	switch (fmt->event) {
	case EV_MC:
		m->source = MEM_EDAC;
		if (ev_int(fmt, p, len, "error_type", &v) == 0 && v >= 0 &&
		    v < (int64_t)LEN(edac_sev))
			mem_set(m, M_SEV, edac_sev[v]);
		for (i = 0; i < LEN(mc_ints); i++)	/* a layer of -1:
							 * the driver does
							 * not know it */
			if (ev_int(fmt, p, len, mc_ints[i].name, &v) == 0 &&
			    v >= 0)
				mem_set(m, mc_ints[i].field, v);
		if (ev_int(fmt, p, len, "grain_bits", &v) == 0 && v >= 0 &&
		    v < 64)
			mem_set(m, M_GRAIN, 1ull << v);
		if (ev_int(fmt, p, len, "address", &v) == 0)
			mem_address(m, v);
		if (ev_int(fmt, p, len, "syndrome", &v) == 0)
			mem_set(m, M_SYND, v);
		ev_str(fmt, p, len, "msg", m->op, sizeof m->op);
		ev_str(fmt, p, len, "label", m->label, sizeof m->label);
		if (!label_known(m->label))
			m->label[0] = '\0';
		ev_str(fmt, p, len, "driver_detail", m->detail,
		    sizeof m->detail);
		if ((q = text_past(m->detail, "APEI location: ")))
			mem_keys(m, q, q + strlen(q), cper_keys,
			    LEN(cper_keys));
		else
			mem_keys(m, m->detail, m->detail + strlen(m->detail),
			    edac_detail_keys, LEN(edac_detail_keys));
		break;
	case EV_EXTLOG:
		m->source = MEM_CPER;
		if (ev_int(fmt, p, len, "sev", &v) == 0 && v >= 0 &&
		    v < (int64_t)LEN(cper_sev))
			mem_set(m, M_SEV, cper_sev[v]);
		if (ev_int(fmt, p, len, "err_seq", &v) == 0)
			mem_set(m, M_SEQ, (uint32_t)v);
		if (ev_int(fmt, p, len, "etype", &v) == 0) {
			mem_set(m, M_ETYPE, (uint8_t)v);
			snprintf(m->op, sizeof m->op, "%s",
			    (uint8_t)v < LEN(cper_mem_types) ?
			    cper_mem_types[(uint8_t)v] : "unknown error type");
		}
		if (ev_int(fmt, p, len, "pa", &v) == 0 && (uint64_t)v == ~0ull)
			m->addr_unknown = addr_unknown_why[1];
		else if (ev_int(fmt, p, len, "pa", &v) == 0)
			mem_set(m, M_ADDR, v);
		if (ev_int(fmt, p, len, "pa_mask_lsb", &v) == 0 &&
		    (uint8_t)v < 64)
			mem_set(m, M_GRAIN, 1ull << (uint8_t)v);
		ev_str(fmt, p, len, "fru_text", m->fru, sizeof m->fru);
		extract_cper_compact(fmt, p, len, m);
		break;
	case EV_MEMFAIL:
		m->source = MEM_FAILURE;	/* no severity in the
						 * event: decode_mem says
						 * why it grades it */
		if (ev_int(fmt, p, len, "pfn", &v) == 0) {
			mem_set(m, M_PFN, v);
			mem_set(m, M_ADDR, (uint64_t)v << 12);
		}
		if (ev_int(fmt, p, len, "type", &v) == 0) {
			mem_set(m, M_PAGE_TYPE, v);
			if (print_symbol(fmt, "type", v, m->op,
			    sizeof m->op) < 0)
				snprintf(m->op, sizeof m->op,
				    "page type %lld (not in the format's "
				    "table)",
				    (long long)v);
		}
		if (ev_int(fmt, p, len, "result", &v) == 0) {
			mem_set(m, M_RESULT, v);
			if (print_symbol(fmt, "result", v, m->action,
			    sizeof m->action) < 0)
				snprintf(m->action, sizeof m->action,
				    "result %lld", (long long)v);
		}
		break;
	default:
		return 1;
	}
	m->reported = 1u << m->source;
	return 0;
}

/*
 * A PCIe record's strings come from the kernel, sysfs, firmware or a file
 * anyone may have written: a control or non-ASCII byte (and in a device's
 * name a blank or a slash) becomes '?' where it enters, so that no log,
 * trigger, state file or terminal gets it.  A kernel's PCI device name is
 * "DDDD:BB:DD.F"; a slot's name may have blanks ("CPU1 SLOT2").
 */
static void
pcie_clean(char *s, int blanks)
{
	for (; *s; s++)
		if ((unsigned char)*s < 0x20 || (unsigned char)*s >= 0x7f ||
		    (!blanks && (*s == ' ' || *s == '/')))
			*s = '?';
}

/* A PCIe or CXL record begun from a raw event (event_record) */
static int
device_record(const struct tp_format *fmt, const unsigned char *p, size_t len,
    struct mce_record *r, struct pcie_error *e, int kind)
{
	if (event_record(fmt, p, len, r, kind) < 0)
		return -1;
	memset(e, 0, sizeof *e);
	r->pcie = e;
	return 0;
}

/*
 * ras:aer_event (aer.c's trace of every error it prints) to a PCIe record:
 * the device's name, the status bits, the severity, the TLP header when
 * the device logged one.  What sysfs says of the device is added by a
 * live source (pcie_sysfs), never from a replay.
 */
static int
extract_aer(const struct tp_format *fmt, const unsigned char *p, size_t len,
    struct mce_record *r, struct pcie_error *e)
{
	const struct fmt_field *f = fmt_find(fmt, "tlp_header");
	int64_t v;
	int i;

	if (device_record(fmt, p, len, r, e, KIND_PCIE) < 0)
		return -1;
	ev_str(fmt, p, len, "dev_name", e->dev, sizeof e->dev);
	pcie_clean(e->dev, 0);
	if (ev_int(fmt, p, len, "status", &v) == 0)
		e->status = v, e->present |= P_STATUS;
	if (ev_int(fmt, p, len, "severity", &v) == 0 && v >= 0 && v < NPSEV)
		e->sev = v, e->present |= P_SEV;
	if (ev_int(fmt, p, len, "tlp_header_valid", &v) == 0 && v && f &&
	    f->size == 16 && f->offset + 16 <= len) {
		for (i = 0; i < 4; i++)
			e->tlp[i] = read_le(p + f->offset + 4 * i, 4);
		e->present |= P_TLP;
	}
	return 0;
}

/*
 * A cxl: event (drivers/cxl/core/trace.h) to a CXL record: the fields its
 * format has, each only when given (cxl_fields: the validity flags, an HPA
 * of all ones the kernel could not translate, a poison overflow time of 0
 * when the list did not overflow), the memdev, its host (the PCI device the
 * record counts under) and the region.
 */
static int
extract_cxl(const struct tp_format *fmt, const unsigned char *p, size_t len,
    struct mce_record *r, struct pcie_error *e)
{
	struct cxl_event *c = &e->cxl;
	const struct cxl_field_def *d;
	int64_t v, valid = -1;
	int i;

	if (device_record(fmt, p, len, r, e, KIND_CXL) < 0)
		return -1;
	c->type = fmt->event - EV_CXL;
	ev_str(fmt, p, len, "host", e->dev, sizeof e->dev);
	ev_str(fmt, p, len, "memdev", c->memdev, sizeof c->memdev);
	if (!fmt_find(fmt, "memdev"))	/* 6.2's cxl_aer_*: the memdev's
					 * name only, no host */
		ev_str(fmt, p, len, "dev_name", c->memdev, sizeof c->memdev);
	ev_str(fmt, p, len, c->type == CXL_POISON ? "region" : "region_name",
	    c->region, sizeof c->region);
	pcie_clean(e->dev, 0);
	pcie_clean(c->memdev, 0);
	pcie_clean(c->region, 0);
	ev_int(fmt, p, len, "validity_flags", &valid);
	for (i = 0; i < NCXLFIELDS; i++) {
		d = &cxl_fields[i];
		if (!(d->types & 1u << c->type) || ev_int(fmt, p, len, d->tp,
		    &v) < 0 || (d->valid >= 0 && (valid < 0 ||
		    !(valid >> d->valid & 1))) ||
		    (d->how & CF_ALL1_NONE && v == -1) ||
		    (d->how & CF_ZERO_NONE && v == 0))
			continue;
		c->v[i] = v;
		c->present |= 1ull << i;
	}
	return 0;
}

/*
 * One tracepoint record to our model.  Returns 0, -1 if the record is
 * shorter than the format, 1 if it is another event (common_type).  A
 * ras: event chained from fmt->next becomes a memory or PCIe record, what
 * it points to in parts (NULL: the caller reads machine checks only).
 */
static int
extract_record(const struct tp_format *fmt, const unsigned char *p, size_t len,
    struct mce_record *r, struct rec_parts *parts)
{
	const struct tp_format *o;
	uint64_t type;
	int i;

	memset(r, 0, sizeof *r);
	r->src_cpu = -1;
	if (fmt->common_type >= 0 && fmt->id >= 0) {
		if (len < fmt->f[fmt->common_type].offset + 2u)
			return -1;
		type = read_le(p + fmt->f[fmt->common_type].offset, 2);
		if (type != (uint64_t)fmt->id) {
			for (o = fmt->next; o && parts; o = o->next)
				if (o->id >= 0 && type == (uint64_t)o->id)
					return o->event >= EV_CXL ?
					    extract_cxl(o, p, len, r,
					    &parts->pcie) : o->event == EV_AER ?
					    extract_aer(o, p, len, r,
					    &parts->pcie) : extract_mem(o, p,
					    len, r, &parts->mem);
			return 1;
		}
	}
	if (len < fmt->size)
		return -1;
	for (i = 0; i < NFIELDS; i++) {
		const struct fmt_field *f;

		if (fmt->idx[i] < 0)
			continue;
		f = &fmt->f[fmt->idx[i]];
		r->v[i] = read_le(p + f->offset, f->size);
		r->present |= 1u << i;
	}
	r->raw = p;
	r->rawlen = len;
	return 0;
}

/*
 * What sysfs says of a PCIe record's device, for a record this kernel
 * reported now (a replay's device is another machine's, or gone): its
 * IDs and driver (uevent: no readlink, which the sandbox refuses), and the
 * physical slot whose address (domain:bus:device) is the device's.
 */
/* What pcie_sysfs read of a device, looked at again after a minute: a
 * storm of one device's errors costs one look, a device replaced in its
 * slot shows within that minute. */
static struct pcie_seen {
	char dev[16];
	double at;		/* now_mono() of the look; 0: free */
	unsigned present, vendor, device;
	char driver[32], slot[32];
} pcie_seen[16];

static void
pcie_sysfs(const struct mce_record *r, struct pcie_error *e)
{
	char dir[PATH_MAX], buf[512], *p;
	unsigned v, d;
	size_t n, i, dot = 10;
	double now = now_mono();
	struct pcie_seen *c = &pcie_seen[0];
	DIR *slots;
	struct dirent *de;

	/* the kernel's PCI names only ("DDDD:BB:DD.F"): a path of ours */
	if (!DEVICE_KIND(r) || r->prov != PROV_LIVE ||
	    strlen(e->dev) != 12 || e->dev[4] != ':' || e->dev[7] != ':' ||
	    e->dev[dot] != '.' || strspn(e->dev, "0123456789abcdef:.") != 12)
		return;
	for (i = 0; i < LEN(pcie_seen); i++) {
		if (pcie_seen[i].at && !strcmp(pcie_seen[i].dev, e->dev)) {
			c = &pcie_seen[i];
			break;
		}
		if (pcie_seen[i].at < c->at)	/* else the oldest */
			c = &pcie_seen[i];
	}
	if (strcmp(c->dev, e->dev) || now - c->at > 60) {
		memset(c, 0, sizeof *c);
		memcpy(c->dev, e->dev, 13);
		c->at = now;
		if (mkpath(dir, sizeof dir, "/sys/bus/pci/devices/%s",
		    e->dev) == 0 && sysfs_text(dir, "uevent", buf, sizeof buf,
		    0) == 0) {
			c->present |= P_SYSFS;
			if ((p = strstr(buf, "PCI_ID=")) &&
			    sscanf(p + 7, "%x:%x", &v, &d) == 2 &&
			    v <= 0xffff && d <= 0xffff)
				c->vendor = v, c->device = d,
				    c->present |= P_IDS;
			if ((p = strstr(buf, "DRIVER=")) &&
			    (n = strcspn(p + 7, "\n")) < sizeof c->driver) {
				memcpy(c->driver, p + 7, n);
				pcie_clean(c->driver, 0);
			}
		}
		if ((slots = opendir("/sys/bus/pci/slots"))) {
			while ((de = readdir(slots)))
				if (de->d_name[0] != '.' &&
				    strlen(de->d_name) < sizeof c->slot &&
				    mkpath(dir, sizeof dir,
				    "/sys/bus/pci/slots/%s", de->d_name) == 0 &&
				    sysfs_text(dir, "address", buf, sizeof buf,
				    1) == 0 && strlen(buf) == dot &&
				    !strncmp(buf, e->dev, dot)) {
					memcpy(c->slot, de->d_name,
					    strlen(de->d_name) + 1);
					pcie_clean(c->slot, 1);
					c->present |= P_SYSFS;
					break;
				}
			closedir(slots);
		}
	}
	e->present |= c->present;
	e->vendor = c->vendor, e->device = c->device;
	memcpy(e->driver, c->driver, sizeof e->driver);
	memcpy(e->slot, c->slot, sizeof e->slot);
}

/* ==== ring readers: perf ring buffers, ftrace pages ======================= */

/*
 * Size of one sample of ours (TIME|CPU|RAW): header, time, cpu+res, the
 * u32 raw size and the raw entry, which perf pads so the sample ends on
 * 8 bytes.  The entry struct itself is padded to 8 (it holds u64s).
 */
static uint64_t
sample_size_expected(const struct tp_format *fmt)
{
	uint64_t entry = ALIGN8(fmt->size);

	return sizeof(struct perf_event_header) + 8 + 8 + ALIGN8(entry + 4);
}

/*
 * A read() of a kernel.patch file failed (it only fails for a bad buffer,
 * or a kernel not ours): said once, with the path and errno; the ring
 * leaves poll(), which would stay readable, and is read every second
 * (source_wait_ms) until a drain has no failure, which is said too.
 */
static void
ring_read_failed(struct ring *rg, const char *what, int err)
{
	rg->rd_now = 1;
	if (rg->rd_err)
		return;
	rg->rd_err = err;
	warnmsg("%s: read of %s: %s (retried every second)",
	    rg->path ? rg->path : "perf buffer", what, strerror(err));
}

/* A failed read() leaves a zero header, which no caller takes for a record. */
static int
ring_copy(struct ring *rg, uint64_t pos, void *dst, size_t n)
{
	uint64_t off = pos & (rg->size - 1), first;

	if (n > rg->size) {	/* more than the ring holds:
				 * what is read is garbage */
		memset(dst, 0, n);
		n = rg->size;
	}
	first = MIN(n, rg->size - off);

	if (rg->pread) {
		ssize_t r1 = pread(rg->fd, dst, first, rg->dataoff + off),
		    r2 = 0;

		if (r1 == (ssize_t)first)
			r2 = pread(rg->fd, (unsigned char *)dst + first,
			    n - first, rg->dataoff);
		if (r1 != (ssize_t)first || r2 != (ssize_t)(n - first)) {
			ring_read_failed(rg, "records", r1 < 0 ||
			    r2 < 0 ? errno : EIO);
			memset(dst, 0, n);
			return -1;
		}
		return 0;
	}
	memcpy(dst, rg->data + off, first);
	memcpy((unsigned char *)dst + first, rg->data, n - first);
	return 0;
}

/*
 * kernel.patch's poll() is readable while data_head differs from the last
 * data_head a read() of the file returned: reading it is what we have seen.
 */
static int
ring_read_head(struct ring *rg, uint64_t *h)
{
	ssize_t n = pread(rg->fd, h, 8,
	    offsetof(struct perf_event_mmap_page, data_head));

	if (n != 8) {
		if (n >= 0)
			errno = EIO;	/* short: not the file
					 * kernel.patch makes */
		return -1;
	}
	rg->seen = *h;
	return 0;
}

static uint64_t
ring_head(struct ring *rg)
{
	uint64_t h;

	/* the kernel reads it atomically, and the
	 * data after it; failed: nothing new */
	if (rg->pread) {
		if (ring_read_head(rg, &h) == 0)
			return h;
		ring_read_failed(rg, "data_head", errno);
		return rg->pos;
	}
	/* acquire: the data behind data_head is read only after the head */
	return __atomic_load_n(&rg->meta->data_head, __ATOMIC_ACQUIRE);
}

/*
 * A read-only ring the kernel overwrites: we are more than a buffer behind.
 * Samples all have one size, so the records overwritten are counted
 * exactly and the next whole record starts on a multiple of that size.
 */
/*
 * How far behind the head a record of a read-only (overwrite) ring is safe
 * to read without a second look: the kernel may be writing one record past
 * data_head, over the oldest bytes, before it publishes the new head.
 */
static uint64_t
ring_safe(const struct ring *rg, const struct tp_format *fmt)
{
	uint64_t sz = rg->recsize ? rg->recsize : sample_size_expected(fmt);

	return sz < rg->size ? rg->size - sz : 0;
}

/*
 * Did the kernel publish a new head shortly after we copied the oldest
 * record?  A write in flight during the copy (which may have overwritten
 * its first bytes) is published within microseconds; 1 ms is ample.
 */
static int
ring_moved(struct ring *rg, uint64_t head)
{
	struct timespec ts = { 0, 1000000 };

	nanosleep(&ts, NULL);
	return ring_head(rg) != head;
}

/*
 * Records a lapping writer overwrote: one note a second per buffer, with the
 * exact count, so a storm does not become a storm of notes.  force: now
 * (the end of a dump, the daemon stopping).
 */
static void
ring_lapped_report(struct ring *rg, const struct consumer *c, int force)
{
	char why[120];
	int64_t now = now_mono_ns();

	if (!rg->lapped || (!force && now - rg->lapped_note_ns < 1000000000))
		return;
	snprintf(why, sizeof why,
	    "overwritten in the persistent buffer before we read them%s",
	    rg->laps > 1 ?
	    " (lapped repeatedly: the writer is faster than we read)" : "");
	c->lost(c->ctx, rg->cpu, rg->lapped, why);
	rg->lapped = 0;
	rg->laps = 0;
	rg->lapped_note_ns = now;
}

static int
ring_resync(struct ring *rg, const struct tp_format *fmt, uint64_t head,
    const struct consumer *c)
{
	struct perf_event_header h;
	uint64_t sz = rg->recsize ? rg->recsize : sample_size_expected(fmt);
	uint64_t skip, at, now;
	int bad;

	/* data_head never goes back; one behind our position (a writer that
	 * stores it in pieces: a replay's, a test's, never the kernel's one
	 * 8-byte store) would make every difference below wrap: look again, or
	 * nothing to do */
	if (head < rg->pos && (head = ring_head(rg)) < rg->pos)
		return 0;
	for (;;) {
		/*
		 * The oldest record, the first time.  Lapped again in the same
		 * drain, a margin past it that doubles each time (up to half
		 * the buffer): the oldest is the next to be overwritten, and a
		 * writer faster than our look at it would lap us forever, no
		 * record ever read.  The margin's records are counted lost with
		 * the rest.
		 */
		skip = head - rg->pos > rg->size ? (head - rg->size - rg->pos +
		    sz - 1) / sz : 0;
		if (rg->drain_laps++)
			skip += MIN(MAX(rg->size / sz / 2, 1),
			    1ull << MIN(rg->drain_laps, 20u));
		if (rg->pos + skip * sz > head)
			skip = (head - rg->pos) / sz;
		at = rg->pos + skip * sz;
		if (ring_copy(rg, at, &h, sizeof h) < 0)
			return 0;	/* stays where it is: the drain
					 * stops, the next retries */
		__atomic_thread_fence(__ATOMIC_ACQUIRE);
		now = ring_head(rg);
		if (rg->rd_now)
			return 0;
		bad = at < head && (h.type != PERF_RECORD_SAMPLE ||
		    h.size != sz);
		/*
		 * Where a write is, or may be in flight (within a record of the
		 * head), the writer went on or a header is torn: further on.
		 * Only a bad header where no write can be is corruption.
		 */
		if ((now != head || bad) && at < now &&
		    now - at > ring_safe(rg, fmt) && rg->drain_laps < 64) {
			head = now;
			continue;
		}
		break;
	}
	if (head - at > rg->size || (at < head &&
	    (h.type != PERF_RECORD_SAMPLE || h.size != sz))) {
		c->lost(c->ctx, rg->cpu, 0,
		    "buffer overwritten and no record boundary found: "
		    "records lost, count unknown");
		rg->pos = head;
		return -1;
	}
	rg->pos = at;
	rg->lost += skip;
	rg->lapped += skip;
	rg->laps++;
	ring_lapped_report(rg, c, 0);
	return 0;
}

static void
ring_sample(struct ring *rg, const struct tp_format *fmt,
    const unsigned char *p, size_t n, const struct consumer *c)
{
	struct mce_record r;
	struct rec_parts parts;
	uint64_t time;
	uint32_t cpu, rawlen;
	int rc;
	const size_t hdr = sizeof(struct perf_event_header);

	if (n < hdr + 8 + 8 + 4) {
		c->lost(c->ctx, rg->cpu, 1, "sample too short");
		return;
	}
	memcpy(&time, p + hdr, 8);
	memcpy(&cpu, p + hdr + 8, 4);
	memcpy(&rawlen, p + hdr + 16, 4);
	if (rawlen > n - hdr - 20 || (rc = extract_record(fmt, p + hdr +
	    20, rawlen, &r, &parts)) < 0) {
		c->lost(c->ctx, rg->cpu, 1, "raw data shorter than the format");
		return;
	}
	if (rc > 0)
		return;		/* an event we did not ask
				 * for: none should come */
	r.time_ns = time;
	r.src_cpu = cpu;
	r.prov = rg->prov;
	pcie_sysfs(&r, &parts.pcie);
	rg->samples++;
	c->record(c->ctx, &r);
}

/*
 * A mapped read-only ring: read data_head once through read(), before the
 * mapping's, so that what the kernel writes after it makes poll() readable
 * again.  Nothing new since the last look (the mapping's head is where we
 * are and where that read was): no read, the kernel's poll() already knows.
 * A kernel without read() on the file (kernel.patch v1: ESPIPE) clears
 * readiness in poll() itself.
 */
static void
ring_mapped_seen(struct ring *rg)
{
	uint64_t h = __atomic_load_n(&rg->meta->data_head, __ATOMIC_ACQUIRE);

	if (rg->seen_err < 0 || (h == rg->pos && h == rg->seen))
		return;
	if (ring_read_head(rg, &h) < 0) {
		if (errno == ESPIPE || errno == EINVAL)
			rg->seen_err = -1;
		else	/* the records are still read from the mapping */
			ring_read_failed(rg, "data_head", errno);
	}
}

/* Give the kernel back the space of what we consumed. */
static void
ring_commit(struct ring *rg)
{
	if (rg->readonly || !rg->meta)
		return;
	/* every read of the data is done before the kernel may reuse it */
	__atomic_thread_fence(__ATOMIC_SEQ_CST);
	__atomic_store_n(&rg->meta->data_tail, rg->pos, __ATOMIC_RELEASE);
}

/*
 * One pass of ring_drain, from our position to data_head; the records it
 * handed on are added to *n.  -1: data_head is behind us, nothing to read.
 */
static int
ring_drain_pass(struct ring *rg, const struct tp_format *fmt,
    unsigned char *scratch, const struct consumer *c, int *np)
{
	struct perf_event_header h;
	uint64_t head, lost;
	const unsigned char *p;
	int n = 0;

	head = ring_head(rg);
	rg->drain_laps = 0;
	/*
	 * data_head never goes back: one behind our position was read while a
	 * writer stored it in pieces (never the kernel's one 8-byte store: a
	 * replay's, a test's).  Look again; still behind, nothing to read now.
	 */
	if (head < rg->pos && (head = ring_head(rg)) < rg->pos) {
		/* a torn read does not last: behind in the
		 * next drain too, the writer started over */
		if (rg->readonly || !rg->behind++)
			return -1;
		c->lost(c->ctx, rg->cpu, 0,
		    "data_head stays behind data_tail (the writer started "
		    "over?): read from data_head on, records lost, count "
		    "unknown");
		rg->pos = head;
	}
	rg->behind = 0;
	if (rg->readonly && head - rg->pos > rg->size)
		ring_resync(rg, fmt, head, c);
	else if (!rg->readonly && head - rg->pos > rg->size) {
		/* a writer never gets more than a buffer ahead of data_tail */
		c->lost(c->ctx, rg->cpu, 0,
		    "data_head is more than a buffer ahead of data_tail "
		    "(corrupt ring): skipped to the head, records lost, count "
		    "unknown");
		rg->pos = head;
	}
	/* a failed read() stops the drain where it is: the next one retries */
	while (rg->pos < head && !rg->rd_now) {
		uint64_t off = rg->pos & (rg->size - 1);

		/* overwritten since we last looked:
		 * the header would be garbage */
		if (rg->readonly && head - rg->pos > rg->size) {
			ring_resync(rg, fmt, head, c);
			continue;
		}
		if (ring_copy(rg, rg->pos, &h, sizeof h) < 0)
			break;
		/* a read-only ring holds samples of one size (kernel.patch):
		 * any other header is torn or corrupt, whatever its size field
		 * happens to say */
		if (rg->readonly && (h.size < sizeof h ||
		    h.size > head - rg->pos || h.size > rg->size ||
		    h.type != PERF_RECORD_SAMPLE || h.size != (rg->recsize ?
		    rg->recsize : sample_size_expected(fmt)))) {
			uint64_t now;

			/* a header the writer is overwriting
			 * is no corruption: lapped */
			__atomic_thread_fence(__ATOMIC_ACQUIRE);
			now = ring_head(rg);
			if (rg->rd_now)
				break;
			if (now - rg->pos > rg->size) {
				head = now;
				ring_resync(rg, fmt, head, c);
				continue;
			}
			uint64_t sz = rg->recsize ? rg->recsize :
			    sample_size_expected(fmt);

			if (now - rg->pos > ring_safe(rg, fmt) &&
			    now - rg->pos >= sz) {
				/*
				 * The oldest record, under a write data_head
				 * does not cover
				 * yet: it is being overwritten (the writer is
				 * one sample ahead at most), so it is lost, one
				 * record, not a corrupt ring.
				 */
				rg->pos += sz;
				rg->lost++;
				rg->lapped++;
				rg->laps++;
				head = now;
				continue;
			}
		}
		if (h.size < sizeof h || h.size > head - rg->pos ||
		    h.size > rg->size) {
			c->lost(c->ctx, rg->cpu, 0,
			    "corrupt record header in the ring buffer: "
			    "skipped to the head, records lost, count unknown");
			rg->pos = head;
			break;
		}
		if (!rg->pread && off + h.size <= rg->size) {
			p = rg->data + off;
		} else {
			if (ring_copy(rg, rg->pos, scratch, h.size) < 0)
				break;
			p = scratch;
		}
		if (rg->readonly) {
			/* copy first, then check the kernel
			 * did not lap us meanwhile */
			if (p != scratch) {
				memcpy(scratch, p, h.size);
				p = scratch;
			}
			__atomic_thread_fence(__ATOMIC_ACQUIRE);
			head = ring_head(rg);
			if (rg->rd_now)
				break;	/* not known whether it was
					 * overwritten meanwhile */
			if (head - rg->pos > rg->size) {
				ring_resync(rg, fmt, head, c);
				continue;
			}
			if (head - rg->pos > ring_safe(rg, fmt) &&
			    ring_moved(rg, head)) {
				/* the oldest record, and a write was in flight:
				 * copy it again, or find it overwritten */
				head = ring_head(rg);
				continue;
			}
			if (!rg->recsize && h.type == PERF_RECORD_SAMPLE)
				rg->recsize = h.size;
		}
		switch (h.type) {
		case PERF_RECORD_SAMPLE:
			ring_sample(rg, fmt, p, h.size, c);
			n++;
			break;
		case PERF_RECORD_LOST:
			if (h.size >= sizeof h + 16) {
				memcpy(&lost, p + sizeof h + 8, 8);
				rg->lost += lost;
				c->lost(c->ctx, rg->cpu, lost,
				    rg->ras ?
				    "memory events (ras:) lost by the kernel: "
				    "their perf buffer full" : "lost by the kernel: perf buffer full");
			}
			break;
		default:
			break;	/* THROTTLE and friends
				 * carry no machine check */
		}
		rg->pos += h.size;
	}
	*np += n;
	return 0;
}

/*
 * Consume every complete record between our position and data_head, as
 * perf_event_open(2) describes: read data_head, barrier, copy records
 * out, full barrier, write data_tail.  Returns records consumed.
 */
static int
ring_drain(struct ring *rg, const struct tp_format *fmt, unsigned char *scratch,
    const struct consumer *c)
{
	int n = 0, again = 0, head_failed;

	rg->rd_now = 0;
	if (rg->readonly && !rg->pread)
		ring_mapped_seen(rg);
	/* a mapped ring is read all the same: only
	 * the pread ring's failures stop it */
	head_failed = rg->rd_now;
	rg->rd_now = 0;
	/*
	 * Each look at data_head through read() tells the kernel we saw it: a
	 * drain that stopped short of the last one (lapped, a torn header)
	 * would leave records no poll() wakes us for.  So a pread ring is
	 * drained again while a head it read lies ahead; bounded: a corrupt
	 * ring is skipped to its head.
	 */
	do {
		if (ring_drain_pass(rg, fmt, scratch, c, &n) < 0)
			return 0;
	} while (rg->pread && rg->pos < rg->seen && !rg->rd_now && again++ < 8);
	rg->rd_now |= head_failed;
	if (rg->rd_err && !rg->rd_now) {
		warnmsg("%s: reads work again", rg->path ? rg->path :
		    "perf buffer");
		rg->rd_err = 0;
	}
	ring_lapped_report(rg, c, 0);
	if (!rg->defer_tail)
		ring_commit(rg);
	return n;
}

/*
 * The ftrace ring buffer (per_cpu/cpuN/trace_pipe_raw).  Each read returns
 * one page: a header (timestamp, commit) and events, each a 32-bit word
 * of type_len (5 bits) and time_delta (27 bits), as events/header_page and
 * events/header_event say; we read the layout from them, not from us.
 */

/* "field: TYPE NAME; offset:N; size:N;" lines of events/header_page */
static int
parse_header_page(const char *text, const char *path, struct trace_layout *tl,
    char *err, size_t errlen)
{
	char line[256], *semi;
	const char *p, *nl;
	unsigned have = 0, data_size = 0;
	int lineno = 0;

	for (p = text; *p; p = *nl ? nl + 1 : nl) {
		struct fmt_field f;
		unsigned off, size;

		lineno++;
		nl = p + strcspn(p, "\n");
		if ((size_t)(nl - p) >= sizeof line)
			return fmt_error(err, errlen, path, lineno,
			    "line too long");
		memcpy(line, p, nl - p);
		line[nl - p] = '\0';
		if (!text_is(line + strspn(line, " \t"), "field:"))
			continue;
		memset(&f, 0, sizeof f);
		if (!(semi = strchr(line, ';')))
			return fmt_error(err, errlen, path, lineno,
			    "field without ';'");
		*semi = '\0';
		if (parse_decl(strchr(line, ':') + 1, &f) < 0 ||
		    field_attr(semi + 1, "offset:", &off) < 0 ||
		    field_attr(semi + 1, "size:", &size) < 0)
			return fmt_error(err, errlen, path, lineno,
			    "cannot parse '%.60s'", p);
		if (!strcmp(f.name, "timestamp")) {
			tl->ts_off = off;
			tl->ts_size = size;
			have |= 1;
		} else if (!strcmp(f.name, "commit")) {
			tl->commit_off = off;
			tl->commit_size = size;
			have |= 2;
		} else if (!strcmp(f.name, "data")) {
			tl->data_off = off;
			data_size = size;
			have |= 4;
		}		/* "overwrite" is a flag bit inside commit: not needed */
	}
	if (have != 7)
		return fmt_error(err, errlen, path, 0, "no %s field",
		    !(have & 1) ? "timestamp" : !(have & 2) ? "commit" :
		    "data");
	if (tl->ts_size != 8 || (tl->commit_size != 4 &&
	    tl->commit_size != 8) || tl->ts_off + 8 > tl->data_off ||
	    tl->commit_off + tl->commit_size > tl->data_off)
		return fmt_error(err, errlen, path, 0,
		    "unexpected layout: timestamp %u+%u, "
		    "commit %u+%u, data at %u", tl->ts_off, tl->ts_size,
		    tl->commit_off, tl->commit_size, tl->data_off);
	/* 8 bytes at least: the smallest event,
	 * or the stored missed-events count */
	if (data_size < 8 || data_size > TRACE_PAGE_MAX - tl->data_off)
		return fmt_error(err, errlen, path, 0,
		    "data size %u out of range", data_size);
	tl->page_size = tl->data_off + data_size;
	return 0;
}

/* The number after KEY on a line of events/header_event
 * ("padding : type == 29"), or -1. */
static long
header_event_value(const char *text, const char *key, const char *after)
{
	const char *p = strstr(text, key), *nl;
	char *end;
	long v;

	if (!p)
		return -1;
	nl = p + strcspn(p, "\n");
	if (!(p = strstr(p, after)) || p > nl)
		return -1;
	p += strlen(after);
	v = strtol(p, &end, 10);
	return end == p ? -1 : v;
}

static int
parse_header_event(const char *text, const char *path, struct trace_layout *tl,
    char *err, size_t errlen)
{
	long type_bits = header_event_value(text, "type_len", ":");
	long delta_bits = header_event_value(text, "time_delta", ":");
	long pad = header_event_value(text, "padding", "==");
	long ext = header_event_value(text, "time_extend", "==");
	long stamp = header_event_value(text, "time_stamp", "==");
	long max = header_event_value(text, "data max type_len", "==");

	/* 2.6.30 and older had "type : 2 bits"
	 * and a 3-bit len: another format */
	if (type_bits != 5 || delta_bits != TS_SHIFT)
		return fmt_error(err, errlen, path, 0,
		    "event header is not type_len:5 "
		    "time_delta:27 (a ring buffer older than 2.6.31?)");
	if (max < 1 || pad <= max || ext <= max || pad > 31 || ext > 31 ||
	    pad == ext || stamp > 31 || (stamp >= 0 && (stamp <= max ||
	    stamp == pad || stamp == ext)))
		return fmt_error(err, errlen, path, 0,
		    "unexpected event types: data max %ld, "
		    "padding %ld, time_extend %ld, time_stamp %ld", max, pad,
		    ext, stamp);
	tl->type_max = max;
	tl->type_padding = pad;
	tl->type_extend = ext;
	tl->type_stamp = stamp < 0 ? 0 : stamp;	/* absent before 4.17 */
	return 0;
}

/*
 * Decode the event at p (left bytes to the page's commit).  1: an event
 * of ev->len bytes, 0: padding to the end of the page, -1: does not fit.
 */
static int
trace_event_decode(const struct trace_layout *tl, const unsigned char *p,
    size_t left, struct trace_event *ev)
{
	uint32_t word, a0 = 0;

	memset(ev, 0, sizeof *ev);
	if (left < 4)
		return -1;
	word = read_le(p, 4);
	ev->type = word & 31;
	ev->delta = word >> 5;
	if (ev->type == tl->type_padding && ev->delta == 0)
		return 0;
	if (ev->type == 0 || ev->type > tl->type_max) {
		if (left < 8)
			return -1;
		a0 = read_le(p + 4, 4);		/* array[0]: a length or
						 * the time's high bits */
	}
	if (ev->type >= 1 && ev->type <= tl->type_max) {
		ev->data = p + 4;
		ev->dlen = ev->type * 4;
		ev->len = 4 + ev->dlen;
	} else if (ev->type == 0) {
		/* array[0] counts itself: the data is after it */
		if (a0 < 4)
			return -1;
		ev->data = p + 8;
		ev->dlen = a0 - 4;
		ev->len = 4 + (((size_t)a0 + 3) & ~(size_t)3);
	} else if (ev->type == tl->type_padding) {
		ev->len = 4 + (size_t)a0;	/* a discarded event */
		if (ev->len < 8)
			return -1;
	} else if (ev->type == tl->type_extend || (tl->type_stamp &&
	    ev->type == tl->type_stamp)) {
		ev->delta |= (uint64_t)a0 << TS_SHIFT;
		ev->len = 8;
	} else {
		return -1;
	}
	return ev->len <= left ? 1 : -1;
}

/* Events the kernel dropped before this page:
 * its header says so, and maybe how many. */
static void
trace_page_missed(const struct trace_layout *tl, const unsigned char *pg,
    size_t n, uint64_t commit, int cpu, const struct consumer *c,
    struct page_stats *st)
{
	size_t at = tl->data_off + (commit & RB_COMMIT_MASK);
	uint64_t missed;

	if ((commit & RB_MISSED_STORED) && at + tl->commit_size <= n &&
	    (missed = read_le(pg + at, tl->commit_size)) > 0) {
		st->lost += missed;
		c->lost(c->ctx, cpu, missed,
		    "lost by the kernel: overwritten or dropped in the "
		    "ftrace buffer before we read them");
		return;
	}
	st->lost_unknown++;
	c->lost(c->ctx, cpu, 0,
	    "ftrace buffer: events lost before this page (overwritten or "
	    "dropped), count unknown");
}


static int
trace_page_corrupt(int cpu, const struct consumer *c, const char *fmt, ...)
{
	char why[200];
	va_list ap;
	int n;

	n = snprintf(why, sizeof why, "corrupt ftrace page: ");
	va_start(ap, fmt);
	vsnprintf(why + n, sizeof why - n, fmt, ap);
	va_end(ap);
	c->lost(c->ctx, cpu, 0, why);
	return -1;
}

/*
 * Deliver the mce_record events of one page read from trace_pipe_raw
 * (n bytes) to c, with their times, after the first *skip events of any
 * kind (read before: *skip counts down; NULL none).  Other tracepoints'
 * events are counted and skipped.  -1 (after the events before it) if the
 * page is truncated or corrupt.
 */
static int
trace_page_parse(const struct trace_layout *tl, const struct tp_format *fmt,
    const unsigned char *pg, size_t n, const struct ring *rg,
    const struct consumer *c, struct page_stats *st, uint64_t *skip)
{
	const int cpu = rg->cpu;
	uint64_t ts, commit, size, off;
	struct trace_event ev;
	struct mce_record r;
	struct rec_parts parts;
	int rc;

	if (n < tl->data_off)
		return trace_page_corrupt(cpu, c,
		    "%zu bytes, shorter than its %u-byte header", n,
		    tl->data_off);
	ts = read_le(pg + tl->ts_off, 8);
	commit = read_le(pg + tl->commit_off, tl->commit_size);
	size = commit & RB_COMMIT_MASK;
	if (size > tl->page_size - tl->data_off || tl->data_off + size > n)
		return trace_page_corrupt(cpu, c,
		    "header says %" PRIu64 " bytes of events, "
		    "the page has %zu", size, n - tl->data_off);
	if (commit & RB_MISSED_EVENTS)
		trace_page_missed(tl, pg, n, commit, cpu, c, st);
	for (off = tl->data_off; off < tl->data_off + size; off += ev.len) {
		if ((rc = trace_event_decode(tl, pg + off, tl->data_off +
		    size - off, &ev)) == 0)
			break;
		if (rc < 0)
			return trace_page_corrupt(cpu, c,
			    "bad event header at offset %" PRIu64
			    " (type_len %u): the rest of the page is lost", off,
			    ev.type);
		/* absolute stamps hold 59 bits: the top ones are the page's */
		if (tl->type_stamp && ev.type == tl->type_stamp)
			ts = ev.delta | (ts & TS_MSB);
		else
			ts += ev.delta;	/* a discarded event's
					 * delta counts too */
		if (!ev.data)
			continue;
		if (skip && *skip) {
			--*skip;
			continue;
		}
		/* another tracepoint's event, which may be
		 * shorter than ours: its common_type says */
		if ((rc = extract_record(fmt, ev.data, ev.dlen, &r,
		    &parts)) > 0) {
			st->other++;
			continue;
		}
		if (rc < 0) {
			st->lost++;
			c->lost(c->ctx, cpu, 1,
			    "ftrace event shorter than the format");
			continue;
		}
		r.time_ns = ts;
		r.src_cpu = cpu;
		r.prov = rg->prov;
		pcie_sysfs(&r, &parts.pcie);
		st->records++;
		c->record(c->ctx, &r);
	}
	return 0;
}

/* The data events of a page (what the kernel counts as entries), up to
 * the first bad header, where trace_page_parse stops too. */
static uint64_t
trace_page_events(const struct trace_layout *tl, const unsigned char *pg)
{
	uint64_t n = 0, size, off;
	struct trace_event ev;

	size = read_le(pg + tl->commit_off, tl->commit_size) & RB_COMMIT_MASK;
	for (off = tl->data_off; off < tl->data_off + size; off += ev.len) {
		if (trace_event_decode(tl, pg + off, tl->data_off + size - off,
		    &ev) <= 0)
			break;
		n += ev.data != NULL;
	}
	return n;
}

/* ==== sources: perf, persistent, tracefs, captures, text logs, pstore ===== */

/* ---- perf: the tracepoints on every online CPU --------------------------- */

static long
perf_event_open(struct perf_event_attr *a, int cpu)
{
	return syscall(SYS_perf_event_open, a, -1, cpu, -1,
	    PERF_FLAG_FD_CLOEXEC);
}

static const char *
perf_hint(int err)
{
	switch (err) {
	case EACCES:
	case EPERM:	return " (needs root or CAP_PERFMON; see kernel.perf_event_paranoid)";
	case ENOENT:
	case ENODEV:	return " (tracepoint not usable by perf: CONFIG_PERF_EVENTS off?)";
	case ENOSYS:	return " (kernel built without CONFIG_PERF_EVENTS)";
	case EMFILE:	return " (too many open files: raise RLIMIT_NOFILE)";
	default:	return "";
	}
}

static int
ring_map(struct ring *rg, int fd, size_t len, int prot)
{
	void *m = mmap(NULL, len, prot, MAP_SHARED, fd, 0);

	if (m == MAP_FAILED)
		return -1;
	rg->map = m;
	rg->maplen = len;
	rg->meta = m;
	rg->fd = fd;
	return 0;
}

/* The data area as the header page says
 * (4.1+), else everything after page 0. */
static int
ring_area(uint64_t *off, uint64_t *size, size_t maplen, size_t pagesz)
{
	if (!pagesz)
		return -1;
	if (!*off && !*size) {
		*off = pagesz;
		*size = maplen - pagesz;
	}
	if (*off < pagesz || *off % pagesz || *off > maplen ||
	    *size > maplen - *off || *size < pagesz || (*size & (*size - 1)))
		return -1;
	return 0;
}

static int
ring_layout(struct ring *rg, size_t pagesz)
{
	uint64_t off = rg->meta->data_offset, size = rg->meta->data_size;

	if (ring_area(&off, &size, rg->maplen, pagesz) < 0)
		return -1;
	rg->data = (unsigned char *)rg->map + off;
	rg->size = size;
	return 0;
}

/*
 * Under kernel lockdown debugfs refuses to open mce_record<N> (it can be
 * mapped); mce_record<N>.read gives the same bytes with pread(), which the
 * ring functions then use where they would read the mapping.
 */
static int
ring_open_read(struct ring *rg, const char *path, size_t pagesz)
{
	struct perf_event_mmap_page hdr;
	char rpath[PATH_MAX];
	struct stat st;
	uint64_t off, size;
	ssize_t n = 0;
	int fd;

	if (mkpath(rpath, sizeof rpath, "%s.read", path) < 0 ||
	    (fd = open(rpath, O_RDONLY | O_CLOEXEC)) < 0)
		return -1;
	if (fstat(fd, &st) < 0 ||
	    (n = pread(fd, &hdr, sizeof hdr, 0)) != (ssize_t)sizeof hdr) {
		if (n >= 0)
			errno = EIO;	/* short: not the file
					 * kernel.patch makes */
		close(fd);
		return -1;
	}
	off = hdr.data_offset;
	size = hdr.data_size;
	if (ring_area(&off, &size, st.st_size, pagesz) < 0) {
		close(fd);
		return -2;
	}
	rg->fd = fd;
	rg->pread = 1;
	rg->path = strdup(rpath);
	/* that read covered data_head: the kernel's poll() counts it as seen,
	 * so what lies before it is read without waiting for poll()
	 * (source_wait_ms) */
	rg->seen = hdr.data_head;
	rg->dataoff = off;
	rg->size = size;
	rg->maplen = st.st_size;
	return 0;
}

/*
 * The ras: events of one CPU, in a ring of their own (the first event's;
 * the others written into it with PERF_EVENT_IOC_SET_OUTPUT): a storm of
 * corrected memory errors must not push machine checks out of theirs, and
 * what each ring loses is said apart.  An event perf refuses on a CPU is
 * named in what; its records of the other CPUs, and machine checks, are
 * read all the same.
 */
/*
 * Write the ras: event open on fd into cpu's ring: the first event of a CPU
 * maps the ring, the others are redirected into it.  -1 with errno if the
 * kernel refused or the ring's header page is bad (EINVAL).
 */
static int
perf_attach_ras(struct source *s, struct ring **rgp, int cpu, int event, int fd,
    size_t maplen)
{
	struct ring *rg = *rgp;
	int e;

	if (rg) {
		if (ioctl(fd, PERF_EVENT_IOC_SET_OUTPUT, rg->fd) < 0)
			return -1;
		rg->evfd[event] = fd;
		return 0;
	}
	rg = &s->rings[s->nrings];
	if (ring_map(rg, fd, maplen, PROT_READ | PROT_WRITE) < 0 ||
	    (ring_layout(rg, sysconf(_SC_PAGESIZE)) < 0 && (errno = EINVAL))) {
		e = errno;
		if (rg->map)
			munmap(rg->map, rg->maplen);
		memset(rg, 0, sizeof *rg);
		errno = e;
		return -1;
	}
	rg->cpu = cpu;
	rg->ras = 1;
	rg->pos = rg->meta->data_tail;
	s->nrings++;
	*rgp = rg;
	return 0;
}

static void
perf_open_ras(struct source *s, int cpu, const struct perf_event_attr *a,
    size_t maplen, char *what, size_t len)
{
	struct perf_event_attr b = *a;
	struct ring *rg = NULL;
	struct tp_format *f;
	int fd;

	for (f = s->fmt.next; f; f = f->next) {
		b.config = f->id;
		if ((fd = perf_event_open(&b, cpu)) >= 0 &&
		    perf_attach_ras(s, &rg, cpu, f->event, fd, maplen) == 0)
			continue;
		snprintf(what + strlen(what), len - strlen(what),
		    "; ras:%s not read: %s on cpu %d", f->name,
		    strerror(errno), cpu);
		if (fd >= 0)
			close(fd);
	}
}

static int
perf_open(struct source *s, const struct options *o)
{
	char tracefs[PATH_MAX], path[PATH_MAX], ras[200];
	struct perf_event_attr a;
	size_t pagesz = sysconf(_SC_PAGESIZE);
	int cpus[MAX_CPUS], n, i;
	char *idtext;
	long id;

	/* the ID always comes from the running kernel, even with --format */
	if (find_tracefs(o, tracefs, sizeof tracefs) < 0)
		return -1;
	idtext = NULL;
	if (mkpath(path, sizeof path, "%s/" EVENT_DIR "/id", tracefs) < 0 ||
	    !(idtext = slurp(path, NULL)) || parse_long(strtok(idtext, "\n"), 0,
	    INT_MAX, &id)) {
		warnmsg("%s: %s%s", path, idtext ? "not a number" :
		    strerror(errno), !idtext && errno == ENOENT ?
		    " (no mce:mce_record tracepoint; kernel without "
		    "CONFIG_X86_MCE?)" : "");
		free(idtext);
		return -1;
	}
	free(idtext);
	if (load_event_format(o, &s->fmt, tracefs, sizeof tracefs) < 0)
		return -1;
	s->fmt.id = id;
	load_ras_events(s, tracefs, ras, sizeof ras);
	if ((n = online_cpus(cpus, MAX_CPUS)) < 0) {
		warnmsg("cannot list online CPUs");
		return -1;
	}
	/* mce_record's, and the ras: events' */
	if (!(s->rings = calloc(2 * n, sizeof *s->rings)))
		return -1;
	memset(&a, 0, sizeof a);
	a.size = sizeof a;
	a.type = PERF_TYPE_TRACEPOINT;
	a.config = s->fmt.id;
	a.sample_period = 1;
	a.sample_type = SAMPLE_TYPE;
	a.wakeup_events = 1;	/* one machine check is worth a wake-up */
	for (i = 0; i < n; i++) {
		struct ring *rg = &s->rings[s->nrings];
		int fd = perf_event_open(&a, cpus[i]);

		if (fd < 0) {
			int e = errno;

			warnmsg("perf_event_open(mce:mce_record, cpu %d): %s%s",
			    cpus[i], strerror(e), perf_hint(e));
			return -1;
		}
		if (ring_map(rg, fd, (1 + (size_t)o->pages) * pagesz,
		    PROT_READ | PROT_WRITE) < 0 || ring_layout(rg,
		    pagesz) < 0) {
			warnmsg("mmap perf buffer of cpu %d (%u pages): %s",
			    cpus[i], o->pages, strerror(errno));
			close(fd);
			return -1;
		}
		rg->cpu = cpus[i];
		rg->pos = rg->meta->data_tail;
		s->nrings++;
		perf_open_ras(s, cpus[i], &a, (1 + (size_t)o->pages) * pagesz,
		    ras, sizeof ras);
	}
	s->poll_ms = -1;
	snprintf(s->desc, sizeof s->desc,
	    "perf (tracepoint %ld on %d CPUs, %u pages each; %s)", s->fmt.id, n,
	    o->pages, ras);
	return 0;
}

/* ---- persistent: kernel.patch's per-CPU buffers -------------------------- */

static const char *
persist_dir(const struct options *o)
{
	return o->persist_dir ? o->persist_dir : PERSIST_DIR;
}

static int
persistent_available(const struct options *o)
{
	char path[PATH_MAX];

	return mkpath(path, sizeof path, "%s/mce_record0",
	    persist_dir(o)) == 0 && access(path, R_OK) == 0;
}

static int
persistent_file(const struct dirent *d)
{
	const char *p = d->d_name;

	if (!text_eat(&p, "mce_record") || !*p)
		return 0;
	for (; *p; p++)
		if (!isdigit((unsigned char)*p))
			return 0;
	return 1;
}

/*
 * The persistent buffers of kernel.patch: one per CPU, mapped read-only
 * and shared so several readers can follow them; each keeps its own
 * position.  The kernel writes in overwrite mode, so we detect overruns.
 */
static int
persistent_pollable(int fd)
{
	struct statfs sf;

	return fstatfs(fd, &sf) == 0 && sf.f_type == DEBUGFS_MAGIC;
}

/*
 * Map one CPU's buffer at path into rg; under kernel lockdown (EPERM) read
 * its twin without mmap() and count it in *nread.  -1, said, if neither.
 */
static int
persistent_ring(struct ring *rg, const char *path, int writable, size_t pagesz,
    int *nread)
{
	struct stat st;
	int fd, ro;

	fd = open(path, (writable ? O_RDWR : O_RDONLY) | O_CLOEXEC);
	if (fd < 0 && errno == EPERM && !writable) {
		if ((ro = ring_open_read(rg, path, pagesz)) < 0) {
			warnmsg("%s: %s; %s.read: %s", path, strerror(EPERM),
			    path,
			    ro == -2 ?
			    "header page has a bad "
			    "data_offset/data_size" : strerror(errno));
			return -1;
		}
		(*nread)++;
		return 0;
	}
	if (fd < 0 || fstat(fd, &st) < 0) {
		warnmsg("%s: %s", path, strerror(errno));
		if (fd >= 0)
			close(fd);
		return -1;
	}
	if (st.st_size < (off_t)(2 * pagesz) || ring_map(rg, fd, st.st_size,
	    writable ? PROT_READ | PROT_WRITE : PROT_READ) < 0) {
		warnmsg("mmap %s (%lld bytes): %s", path, (long long)st.st_size,
		    st.st_size < (off_t)(2 * pagesz) ?
		    "file too small for a perf buffer" : strerror(errno));
		close(fd);
		return -1;
	}
	if (ring_layout(rg, pagesz) < 0) {
		warnmsg("%s: header page has a bad data_offset/data_size",
		    path);
		munmap(rg->map, rg->maplen);
		close(fd);
		return -1;
	}
	return 0;
}

static int
persistent_open(struct source *s, const struct options *o, int writable)
{
	char tracefs[PATH_MAX], path[PATH_MAX];
	size_t pagesz = sysconf(_SC_PAGESIZE);
	struct dirent **ents;
	int n, i, nread = 0, rc = -1;

	if ((n = scandir(persist_dir(o), &ents, persistent_file,
	    versionsort)) < 0) {
		warnmsg("%s: %s", persist_dir(o), strerror(errno));
		return -1;
	}
	if (n == 0) {
		warnmsg("%s: no mce_record<N> files (kernel without kernel.patch?)",
		    persist_dir(o));
		goto out;
	}
	if (load_event_format(o, &s->fmt, tracefs, sizeof tracefs) < 0)
		goto out;
	if (!(s->rings = calloc(n, sizeof *s->rings)))
		goto out;
	for (i = 0; i < n; i++) {
		struct ring *rg = &s->rings[s->nrings];

		if (mkpath(path, sizeof path, "%s/%s", persist_dir(o),
		    ents[i]->d_name) < 0) {
			warnmsg("%s/%s: %s", persist_dir(o), ents[i]->d_name,
			    strerror(errno));
			goto out;
		}
		if (persistent_ring(rg, path, writable, pagesz, &nread) < 0)
			goto out;
		rg->cpu = atoi(ents[i]->d_name + LITLEN("mce_record"));
		if (!rg->path)
			rg->path = strdup(path);
		rg->readonly = !writable;
		/* read-only: from the oldest record still
		 * held, ring_drain resynchronises */
		rg->pos = writable ? rg->meta->data_tail : 0;
		s->nrings++;
	}
	/* kernel.patch's debugfs files wake poll() per record; plain files
	 * (ring-dir, replays) are always "readable", so those are read every
	 * interval */
	s->poll_ms = !writable && persistent_pollable(s->rings[0].fd) ? -1 :
	    (int)o->interval_ms;
	if (s->poll_ms < 0)
		snprintf(s->desc, sizeof s->desc,
		    "persistent (%s, %d CPUs, %swoken by poll())",
		    persist_dir(o), s->nrings,
		    nread ? "read with pread() (kernel lockdown), " : "");
	else
		snprintf(s->desc, sizeof s->desc,
		    "%s (%s, %d CPUs, polled every %u ms)",
		    writable ? "ring-dir" : "persistent", persist_dir(o),
		    s->nrings, o->interval_ms);
	rc = 0;
out:
	for (i = 0; i < n; i++)
		free(ents[i]);
	free(ents);
	return rc;
}

/* ---- tracefs: trace_pipe_raw of the main buffer or an instance ----------- */

/*
 * tracefs: the ftrace ring buffer, which trace_event=mce:mce_record on the
 * kernel command line fills from boot, so machine checks logged before any
 * daemon ran are still there.  Reading trace_pipe_raw consumes what it
 * returns: the kernel has no non-consuming binary read (6.1).
 */

/* The buffer's directory: tracefs itself, or
 * instances/NAME for a private buffer. */
static int
tracefs_base(const char *instance, const char *root, char *out, size_t len)
{
	if (instance && *instance ? mkpath(out, len, "%s/instances/%s", root,
	    instance) : mkpath(out, len, "%s", root)) {
		warnmsg("%s: path too long", root);
		return -1;
	}
	return 0;
}

/* 1 if events/mce/mce_record/enable says the
 * tracepoint records into base, 0 if not, -1 error. */
static int
tracefs_event_enabled(const char *base, int quiet)
{
	char path[PATH_MAX], *text;
	int on;

	if (mkpath(path, sizeof path, "%s/" EVENT_DIR "/enable", base) < 0 ||
	    !(text = slurp(path, NULL))) {
		if (!quiet)
			warnmsg("%s: %s", path, strerror(errno));
		return -1;
	}
	on = text[0] == '1';	/* "1", or "1*" in soft mode;
				 * "0*" is soft-disabled */
	free(text);
	return on;
}

/*
 * A boot-mapped instance (6.12: trace_instance=NAME@LABEL in reserve_mem=
 * memory), whose buffer survives a warm reboot: it alone has last_boot_info.
 */
static int
tracefs_persistent(const char *base)
{
	char path[PATH_MAX];

	return mkpath(path, sizeof path, "%s/last_boot_info", base) == 0 &&
	    access(path, F_OK) == 0;
}

/* tracing_on of base: 1, 0, or -1 unreadable */
static int
tracefs_tracing_on(const char *base)
{
	char path[PATH_MAX], *text;
	int on;

	if (mkpath(path, sizeof path, "%s/tracing_on", base) < 0 ||
	    !(text = slurp(path, NULL)))
		return -1;
	on = text[0] == '1';
	free(text);
	return on;
}

/*
 * Did the kernel's command line make instance name (trace_instance=NAME,
 * NAME^flags, NAME@LABEL, each with its events after a comma)?  Such an
 * instance is the boot's own; one made later by another tool (rasdaemon
 * makes instances/rasdaemon) is that tool's: reading it would take its
 * records away.
 */
static int
cmdline_instance(const char *name)
{
	char *text = slurp("/proc/cmdline", NULL), *p;
	size_t n = strlen(name);
	int found = 0;

	for (p = text; p && !found && (p = strstr(p, "trace_instance="));
	    p += LITLEN("trace_instance="))
		if ((p == text || isspace((unsigned char)p[-1])) &&
		    !strncmp(p + LITLEN("trace_instance="), name, n) &&
		    strchr("^@,\t\n ", p[LITLEN("trace_instance=") + n]))
			found = 1;
	free(text);
	return found;
}

/*
 * Does instance base record machine checks and RAS events only?  One that
 * records others too is someone's trace (a persistent one kept for crash
 * debugging): reading it consumes what it is for, and the previous boot's
 * take empties it.  Such an instance is read when named (--instance).
 */
static int
tracefs_ras_only(const char *base)
{
	char path[PATH_MAX], *text, *line, *save = NULL;
	int only = 1;

	if (mkpath(path, sizeof path, "%s/set_event", base) < 0 ||
	    !(text = slurp(path, NULL)))
		return 1;	/* not told: as the enable files say */
	for (line = strtok_r(text, "\n", &save); line && only;
	    line = strtok_r(NULL, "\n", &save))
		only = text_is(line, "mce:") || text_is(line, "ras:");
	free(text);
	return only;
}

/*
 * An instance of root that records mce_record (and nothing but RAS
 * events) and the boot made (a persistent one, which only a boot can map,
 * or one named by trace_instance=), a persistent one first; its name in
 * name, 0; -1 none.
 */
static int
tracefs_find_instance(const char *root, char *name, size_t len)
{
	char dir[PATH_MAX], base[PATH_MAX];
	struct dirent **ents;
	int n, i, best = -1, best_boot = 0;

	if (mkpath(dir, sizeof dir, "%s/instances", root) < 0 ||
	    (n = scandir(dir, &ents, NULL, versionsort)) < 0)
		return -1;
	for (i = 0; i < n; i++) {
		int boot;

		if (ents[i]->d_name[0] == '.' || mkpath(base, sizeof base,
		    "%s/%s", dir, ents[i]->d_name) < 0 ||
		    tracefs_event_enabled(base, 1) <= 0)
			continue;
		boot = tracefs_persistent(base);
		if ((!boot && !cmdline_instance(ents[i]->d_name)) ||
		    !tracefs_ras_only(base))
			continue;
		if (best < 0 || (boot && !best_boot))
			best = i, best_boot = boot;
	}
	if (best >= 0)
		snprintf(name, len, "%s", ents[best]->d_name);
	for (i = 0; i < n; i++)
		free(ents[i]);
	free(ents);
	return best >= 0 ? 0 : -1;
}

/* Can this instance be emptied and turned on, and what it holds kept?
 * 0 yes; -1, errno, no. */
static int
boot_takeable(const char *base)
{
	char path[PATH_MAX];

	if ((mkdir(BOOT_RUN_DIR, 0755) < 0 && errno != EEXIST) ||
	    access(BOOT_RUN_DIR, W_OK) < 0 ||
	    mkpath(path, sizeof path, "%s/trace", base) < 0 ||
	    access(path, W_OK) < 0 || mkpath(path, sizeof path,
	    "%s/tracing_on", base) < 0 || access(path, W_OK) < 0)
		return -1;
	return 0;
}

/* Was instance name's previous boot taken this boot (by any ras)? */
static int
boot_taken(const char *name)
{
	char path[PATH_MAX];

	return mkpath(path, sizeof path, "%s/previous-boot.%s.taken",
	    BOOT_RUN_DIR, name) == 0 && access(path, F_OK) == 0;
}

static int
write_text(const char *path, const char *text)
{
	size_t len = strlen(text);
	ssize_t n;
	int fd, saved;

	if ((fd = open(path, O_WRONLY | O_CLOEXEC)) < 0)
		return -1;
	n = write(fd, text, len);
	saved = n < 0 ? errno : EIO;
	close(fd);
	errno = saved;
	return n == (ssize_t)len ? 0 : -1;
}

/* --enable-event: the ras: events too, those the
 * kernel has (a missing one is no error). */
static void
tracefs_enable_ras(const char *base)
{
	char path[PATH_MAX], *text;
	int ev;

	for (ev = EV_MC; ev < NEVENTS; ev++) {
		if (mkpath(path, sizeof path, "%s/%s/enable", base,
		    tp_events[ev].dir) < 0 || !(text = slurp(path, NULL)))
			continue;
		if (text[0] != '1' && write_text(path, "1") < 0)
			warnmsg("write 1 to %s: %s; ras:%s is not read", path,
			    strerror(errno), tp_events[ev].name);
		free(text);
	}
}

/* --enable-event: create the instance and
 * enable mce_record in it if need be. */
static int
tracefs_prepare(const struct options *o, const char *base)
{
	char path[PATH_MAX];
	int on;

	if (o->instance && !is_dir(base)) {
		if (!o->enable_event) {
			warnmsg("%s: no such instance (--enable-event creates it)",
			    base);
			return -1;
		}
		if (mkdir(base, 0750) < 0 && errno != EEXIST) {
			warnmsg("mkdir %s: %s", base, strerror(errno));
			return -1;
		}
	}
	/* a persistent instance not yet read this boot: a write to its events
	 * may reset the buffer (6.12 on a relocated kernel); its previous boot
	 * is taken first, and boot_take enables the events */
	if (tracefs_persistent(base) && tracefs_tracing_on(base) == 0)
		return 0;
	if (o->enable_event)
		tracefs_enable_ras(base);
	if ((on = tracefs_event_enabled(base, 0)) != 0)
		return on < 0 ? -1 : 0;
	mkpath(path, sizeof path, "%s/" EVENT_DIR "/enable", base);
	if (!o->enable_event) {
		warnmsg("%s: mce:mce_record is not enabled in this buffer: only records already "
		    "held are read (--enable-event enables it)", path);
		return 0;
	}
	if (write_text(path, "1") < 0) {
		warnmsg("write 1 to %s: %s", path, strerror(errno));
		return -1;
	}
	return 0;
}

static int
tracefs_layout(const char *root, struct trace_layout *tl)
{
	char path[PATH_MAX], err[512];
	char *text;
	int rc;

	mkpath(path, sizeof path, "%s/events/header_page", root);
	if (!(text = slurp(path, NULL))) {
		warnmsg("%s: %s", path, strerror(errno));
		return -1;
	}
	rc = parse_header_page(text, path, tl, err, sizeof err);
	free(text);
	if (rc == 0) {
		mkpath(path, sizeof path, "%s/events/header_event", root);
		if (!(text = slurp(path, NULL))) {
			warnmsg("%s: %s", path, strerror(errno));
			return -1;
		}
		rc = parse_header_event(text, path, tl, err, sizeof err);
		free(text);
	}
	if (rc < 0)
		warnmsg("%s", err);
	return rc;
}

/* The tracepoint's ID in the running kernel, which --format files may lack. */
static int
tracefs_event_id(const char *base, long *id)
{
	char path[PATH_MAX], *text = NULL;

	if (mkpath(path, sizeof path, "%s/" EVENT_DIR "/id", base) < 0 ||
	    !(text = slurp(path, NULL)) || parse_long(strtok(text, "\n"), 0,
	    65535, id) < 0) {
		warnmsg("%s: %s", path, text ? "not a number" :
		    strerror(errno));
		free(text);
		return -1;
	}
	free(text);
	return 0;
}

static int
cpu_dir(const struct dirent *d)
{
	const char *p = d->d_name;

	return text_eat(&p, "cpu") && *p &&
	    strspn(p, "0123456789") == strlen(p);
}

/* "entries: N" of per_cpu/cpuN/stats: events held; 0 if unknown. */
static uint64_t
tracefs_entries(const char *cpudir)
{
	char path[PATH_MAX], *text, *p;
	uint64_t n = 0;

	if (mkpath(path, sizeof path, "%s/stats", cpudir) < 0 ||
	    !(text = slurp(path, NULL)))
		return 0;
	if ((p = text_past(text, "entries:")))
		n = strtoull(p, NULL, 10);
	free(text);
	return n;
}

static int
cpu_listed(const int *cpus, int n, int cpu)
{
	int i;

	for (i = 0; i < n; i++)
		if (cpus[i] == cpu)
			return 1;
	return 0;
}

/* ---- tracefs mapped: read without consuming (kernel.patch v4+) ----------- */

static uint32_t
tm32(const struct ring *rg, size_t off)
{
	return __atomic_load_n((const uint32_t *)(rg->tmap + off),
	    __ATOMIC_RELAXED);
}

static uint64_t
tm64(const unsigned char *p)
{
	return __atomic_load_n((const uint64_t *)p, __ATOMIC_RELAXED);
}

/*
 * Map the buffer of rg->fd (trace_pipe_raw) read-only, whole, if the kernel
 * publishes its commit snapshot (kernel.patch, v4 and later).  0; else -1
 * with errno: ENOTSUP (a kernel without it), ENODEV (no mmap, or a
 * persistent instance), EINVAL (a CPU that was never online), or mmap's.
 */
static int
tmap_open(struct ring *rg, const struct trace_layout *tl)
{
	long pg = sysconf(_SC_PAGESIZE);
	uint32_t mlen, slen, sub, nsub;
	const uint32_t *m;
	void *all;

	if ((m = mmap(NULL, pg, PROT_READ, MAP_SHARED, rg->fd, 0)) ==
	    MAP_FAILED)
		return -1;
	mlen = m[TMETA_PAGE_SIZE / 4], slen = m[TMETA_STRUCT_LEN / 4];
	sub = m[TMETA_SUBBUF_SIZE / 4], nsub = m[TMETA_NR_SUBBUFS / 4];
	munmap((void *)m, pg);
	if (slen < TMETA_LEN_V4) {
		errno = ENOTSUP;
		return -1;
	}
	if (mlen < (uint32_t)pg || mlen % pg || sub <= tl->data_off ||
	    sub % pg || nsub < 2 || nsub > (1u << 20) ||
	    (uint64_t)sub * nsub > ((uint64_t)1 << 34)) {
		errno = EPROTO;
		return -1;
	}
	rg->tmaplen = mlen + (size_t)sub * nsub;
	if ((all = mmap(NULL, rg->tmaplen, PROT_READ, MAP_SHARED, rg->fd,
	    0)) == MAP_FAILED)
		return -1;
	/* the kernel publishes the snapshot once a reader asks */
	if (ioctl(rg->fd, TRACE_MMAP_IOCTL_PUBLISH_COMMIT) < 0) {
		int e = errno;

		munmap(all, rg->tmaplen);
		errno = e == ENOTTY ? ENOTSUP : e;
		return -1;
	}
	rg->tcopy = malloc((size_t)sub * nsub);
	rg->torder = malloc(nsub * sizeof *rg->torder);
	if (!rg->tcopy || !rg->torder) {
		free(rg->tcopy);
		free(rg->torder);
		rg->tcopy = NULL, rg->torder = NULL;
		munmap(all, rg->tmaplen);
		errno = ENOMEM;
		return -1;
	}
	rg->tmap = all;
	rg->tmetalen = mlen, rg->tsub = sub, rg->tnsub = nsub;
	rg->readonly = 1;
	return 0;
}

static void
tmap_close(struct ring *rg)
{
	if (rg->tmap)
		munmap((void *)rg->tmap, rg->tmaplen);
	free(rg->tcopy);
	free(rg->torder);
	rg->tmap = NULL, rg->tcopy = NULL, rg->torder = NULL;
	rg->readonly = 0;
}

/* Copies of a buffer a read tries, 1 ms apart, before it leaves it for the
 * next wake-up: a machine-check buffer holds still; a busy one may not. */
#define TMAP_TRIES	100

/* The commit snapshot of a mapped buffer (kernel.patch, v4 and later). */
struct tcommit {
	uint64_t entries, dropped, read, flags;
	uint32_t seq, id, offset, resets;
};

static void
tcommit_read(const struct ring *rg, struct tcommit *tc)
{
	tc->entries = tm64(rg->tmap + TC_ENTRIES);
	tc->dropped = tm64(rg->tmap + TC_DROPPED);
	tc->read = tm64(rg->tmap + TC_READ);
	tc->flags = tm64(rg->tmap + TMETA_FLAGS);
	tc->id = tm32(rg, TC_ID);
	tc->offset = tm32(rg, TC_OFFSET);
	tc->resets = tm32(rg, TC_RESETS);
}

static int
tsub_cmp(const void *a, const void *b)
{
	const struct tsub_order *x = a, *y = b;

	if (x->ts != y->ts)
		return x->ts < y->ts ? -1 : 1;
	return x->rank < y->rank ? -1 : x->rank > y->rank;
}

/* Is the sub-buffer at sb still as copied (time stamp ts, commit size;
 * the one being written: at least size)?  The writer resets the oldest
 * before it writes there again. */
static int
tsub_same(const struct trace_layout *tl, const unsigned char *sb, uint64_t ts,
    int last, uint64_t size)
{
	uint64_t c = tm64(sb + tl->commit_off) & RB_COMMIT_MASK;

	return tm64(sb + tl->ts_off) == ts && (last ? c >= size : c == size);
}

/*
 * Copy one CPU's buffer as the kernel last committed it: the commit
 * snapshot is a seqcount (odd while written).  The sub-buffers with data,
 * each up to its commit (the last one up to the snapshot's offset), go to
 * rg->tcopy, their order (by time stamp: the kernel fills them in turn;
 * equal ones in ring order) to rg->torder.  A sub-buffer the kernel reset
 * while we copied it has lost its events: left out.  One that changes
 * after its copy, before the sequence does (the writer reserving, not yet
 * committing), would leave a hole: then copy again.  The number of
 * sub-buffers, or -1 if the buffer never held still.
 */
static int
tmap_snapshot(struct ring *rg, const struct trace_layout *tl,
    struct tcommit *tc)
{
	struct timespec ms = { 0, 1000000 };
	uint32_t seq, i, k, tries;
	uint64_t ts, commit, size;

	for (tries = 0; rg->tnsub && tries < TMAP_TRIES; tries++) {
		if (tries)
			nanosleep(&ms, NULL);
		if ((seq = tm32(rg, TC_SEQ)) & 1)
			continue;
		__atomic_thread_fence(__ATOMIC_ACQUIRE);
		tcommit_read(rg, tc);
		tc->seq = seq;
		if (tc->id >= rg->tnsub)
			continue;
		for (i = k = 0; i < rg->tnsub; i++) {
			const unsigned char *sb = rg->tmap + rg->tmetalen +
			    (size_t)i * rg->tsub;
			unsigned char *cp = rg->tcopy + (size_t)k * rg->tsub;

			ts = tm64(sb + tl->ts_off);
			commit = tm64(sb + tl->commit_off);
			__atomic_thread_fence(__ATOMIC_ACQUIRE);
			size = i == tc->id ? tc->offset :
			    commit & RB_COMMIT_MASK;
			if (!size || size > rg->tsub - tl->data_off)
				continue;
			memcpy(cp, sb, tl->data_off + size);
			__atomic_thread_fence(__ATOMIC_ACQUIRE);
			if (!tsub_same(tl, sb, ts, i == tc->id, size))
				continue;
			memcpy(cp + tl->commit_off, &size, tl->commit_size);
			rg->torder[k].ts = ts;
			rg->torder[k].rank = (i + rg->tnsub - tc->id - 1) %
			    rg->tnsub;
			rg->torder[k].slot = k;
			rg->torder[k++].id = i;
		}
		__atomic_thread_fence(__ATOMIC_ACQUIRE);
		for (i = 0; i < k; i++) {
			const unsigned char *sb = rg->tmap + rg->tmetalen +
			    (size_t)rg->torder[i].id * rg->tsub;
			const unsigned char *cp = rg->tcopy +
			    (size_t)rg->torder[i].slot * rg->tsub;

			size = read_le(cp + tl->commit_off, tl->commit_size);
			if (!tsub_same(tl, sb, rg->torder[i].ts,
			    rg->torder[i].id == tc->id, size))
				break;
		}
		__atomic_thread_fence(__ATOMIC_ACQUIRE);
		if (i < k || tm32(rg, TC_SEQ) != seq)
			continue;
		qsort(rg->torder, k, sizeof *rg->torder, tsub_cmp);
		return (int)k;
	}
	return -1;
}

/*
 * One CPU's mapped buffer: the events after the last one read (rg->pos
 * counts them as the kernel does), and exactly how many went before we
 * read them: the last event present is number entries - 1.
 */
static void
tmap_read(struct source *s, struct ring *rg, const struct consumer *c)
{
	struct trace_layout tl = s->tl;
	uint64_t entries, present = 0, first, skip, lost;
	uint32_t seen;
	struct page_stats st;
	struct tcommit tc;
	int n = -1, i, tries;

	tl.page_size = rg->tsub;
	rg->prov = s->prov;
	/* more events than committed: bytes the kernel had not published
	 * (a writer outside its own protocol); copy again */
	for (tries = 0; tries < 10; tries++) {
		if ((n = tmap_snapshot(rg, &tl, &tc)) < 0)
			break;
		present = 0;
		for (i = 0; i < n; i++)
			present += trace_page_events(&tl, rg->tcopy +
			    (size_t)rg->torder[i].slot * rg->tsub);
		if (present <= tc.entries)
			break;
	}
	if (n < 0 || present > tc.entries) {
		c->lost(c->ctx, rg->cpu, 0, n < 0 ? "mapped ftrace buffer: "
		    "the kernel's commit snapshot did not hold still; read "
		    "again at the next wake-up" : "mapped ftrace buffer: more "
		    "events in its pages than the kernel says it committed; "
		    "read again at the next wake-up");
		return;
	}
	entries = tc.entries;
	if (entries < rg->pos || tc.resets != rg->tresets) {
		if (rg->pos)
			c->lost(c->ctx, rg->cpu, 0, "ftrace buffer reset "
			    "(cleared): read again from its start");
		rg->pos = 0, rg->tdropped = 0;
		rg->tresets = tc.resets;
	}
	/* the kernel's flag comes before the swap, commit.read after */
	if ((tc.read || (tc.flags & TMAP_FL_SWAPPED)) && !rg->tread_said) {
		rg->tread_said = 1;
		c->lost(c->ctx, rg->cpu, 0, "a reader that consumes shares "
		    "this ftrace buffer: the records it took are counted "
		    "lost, and the count can be off by those of the page it "
		    "holds (or out of order where pages share a time stamp)");
	}
	first = entries - present;
	if (rg->pos < first) {
		lost = first - rg->pos;
		rg->lost += lost;
		c->lost(c->ctx, rg->cpu, lost, "overwritten in the ftrace "
		    "buffer before ras read them (or taken by a reader that "
		    "consumes)");
		rg->pos = first;
	}
	skip = rg->pos - first;
	memset(&st, 0, sizeof st);
	for (i = 0; i < n; i++)
		trace_page_parse(&tl, &s->fmt, rg->tcopy +
		    (size_t)rg->torder[i].slot * rg->tsub, rg->tsub, rg, c, &st,
		    &skip);
	rg->samples += st.records;
	rg->lost += st.lost;
	s->trace_other += st.other;
	if (tc.dropped > rg->tdropped) {
		rg->lost += tc.dropped - rg->tdropped;
		c->lost(c->ctx, rg->cpu, tc.dropped - rg->tdropped, "the "
		    "kernel could not write them to the ftrace buffer");
		rg->tdropped = tc.dropped;
	}
	rg->pos = entries;
	/* poll() is readable again when the kernel publishes past this */
	seen = tc.seq;
	if (ioctl(rg->fd, TRACE_MMAP_IOCTL_SET_SEEN, &seen) < 0 &&
	    !rg->tseen_err) {
		rg->tseen_err = errno;
		warnmsg("%s/per_cpu/cpu%d/trace_pipe_raw: "
		    "TRACE_MMAP_IOCTL_SET_SEEN: %s; poll() may not wake for "
		    "its records", s->trace_dir, rg->cpu, strerror(errno));
	}
}

/* Can the ftrace buffer at base be read without consuming it (cpu0's
 * meta page has the commit snapshot of kernel.patch, v4 and later)? */
static int
tracefs_mappable(const char *base)
{
	char path[PATH_MAX];
	long pg = sysconf(_SC_PAGESIZE);
	struct statfs sf;
	const uint32_t *m;
	int fd, yes = 0;

	if (mkpath(path, sizeof path, "%s/per_cpu/cpu0/trace_pipe_raw",
	    base) < 0 || (fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return 0;
	if (fstatfs(fd, &sf) == 0 && sf.f_type == TRACEFS_MAGIC &&
	    (m = mmap(NULL, pg, PROT_READ, MAP_SHARED, fd, 0)) != MAP_FAILED) {
		yes = m[TMETA_STRUCT_LEN / 4] >= TMETA_LEN_V4;
		munmap((void *)m, pg);
	}
	close(fd);
	return yes;
}

/*
 * Map rg (its trace_pipe_raw open) if its kernel lets it be read without
 * consuming; say why not when it should have.  1 mapped, 0 not.
 */
static int
tmap_ring(struct source *s, struct ring *rg)
{
	struct statfs sf;

	/* a copy of a tracefs tree is plain pages, no meta page */
	if (fstatfs(rg->fd, &sf) < 0 || sf.f_type != TRACEFS_MAGIC)
		return 0;
	if (tmap_open(rg, &s->tl) == 0) {
		uint32_t none = UINT32_MAX;	/* odd: never a snapshot's */

		/* readable until the first drain says what it saw; a kernel
		 * that cannot (no SET_SEEN) would wake us at buffer_percent */
		if (ioctl(rg->fd, TRACE_MMAP_IOCTL_SET_SEEN, &none) == 0)
			return 1;
		if (errno != ENOTTY)
			warnmsg("%s/per_cpu/cpu%d/trace_pipe_raw: "
			    "TRACE_MMAP_IOCTL_SET_SEEN: %s", s->trace_dir,
			    rg->cpu, strerror(errno));
		tmap_close(rg);
		return 0;
	}
	if (errno != ENOTSUP && errno != ENODEV)
		warnmsg("%s/per_cpu/cpu%d/trace_pipe_raw: mapping it to read "
		    "without consuming: %s", s->trace_dir, rg->cpu,
		    strerror(errno));
	return 0;
}

/*
 * per_cpu/ lists every possible CPU; a CPU never online has no buffer
 * (reads fail, poll() never sleeps).  Open the online ones, and the
 * offline ones still holding events (boot records of a CPU since unplugged).
 */
static int
tracefs_open_cpus(struct source *s, uint64_t *waiting)
{
	char dir[PATH_MAX], path[PATH_MAX];
	int online[MAX_CPUS], non, n, i, rc = -1;
	struct dirent **ents;

	mkpath(dir, sizeof dir, "%s/per_cpu", s->trace_dir);
	if ((n = scandir(dir, &ents, cpu_dir, versionsort)) < 0) {
		warnmsg("%s: %s", dir, strerror(errno));
		return -1;
	}
	non = online_cpus(online, MAX_CPUS);
	if (!(s->rings = calloc(n + 1, sizeof *s->rings)))
		goto out;
	s->ringcap = n;
	for (i = 0; i < n; i++) {
		struct ring *rg = &s->rings[s->nrings];
		int cpu = atoi(ents[i]->d_name + 3);
		uint64_t held;

		mkpath(path, sizeof path, "%s/%s", dir, ents[i]->d_name);
		held = tracefs_entries(path);
		*waiting += held;
		if (!cpu_listed(online, non, cpu) && !held)
			continue;
		if (mkpath(path, sizeof path, "%s/%s/trace_pipe_raw", dir,
		    ents[i]->d_name) < 0 ||
		    (rg->fd = open(path, O_RDONLY | O_NONBLOCK |
		    O_CLOEXEC)) < 0) {
			warnmsg("%s: %s", path, strerror(errno));
			goto out;
		}
		rg->cpu = cpu;
		s->nrings++;
	}
	if (s->nrings == 0)
		warnmsg("%s: no cpuN directory of an online CPU", dir);
	else
		rc = 0;
out:
	for (i = 0; i < n; i++)
		free(ents[i]);
	free(ents);
	return rc;
}

/* Passed as a lost note with no record lost: news, not a reader problem
 * (consumers tell it by its address). */
static const char note_came_online[] = "came online: its ftrace buffer is "
    "read from now on";

/*
 * CPUs that came online after the source was opened.  tracefs opens their
 * trace_pipe_raw now; perf cannot without the privileges the daemon has
 * dropped, so it says, once a CPU, that the CPU is not read.  The number
 * of CPUs newly read.
 */
static int
source_hotplug(struct source *s, const struct consumer *c)
{
	char path[PATH_MAX];
	int online[MAX_CPUS], n, i, j, added = 0;

	if ((s->kind != SRC_TRACEFS && s->kind != SRC_PERF) ||
	    (n = online_cpus(online, MAX_CPUS)) < 0)
		return 0;
	/* perf: a CPU's event is taken out of its context when the CPU goes
	 * offline, and does not come back with it
	 * (perf_event_exit_cpu_context): say it, once */
	for (j = 0; s->kind == SRC_PERF && j < s->nrings; j++) {
		struct ring *r = &s->rings[j];
		int cpu = r->cpu;

		for (i = 0; i < n && online[i] != cpu; i++)
			;
		if (i == n)
			r->went_offline = 1;
		else if (r->went_offline && cpu >= 0 && cpu < MAX_CPUS &&
		    !(s->hot_noted[cpu / 8] & 1 << cpu % 8)) {
			s->hot_noted[cpu / 8] |= 1 << cpu % 8;
			c->lost(c->ctx, cpu, 0,
			    "came back online after it was offline: its perf "
			    "event "
			    "did not come back with it, the perf source does "
			    "not read it (restart the daemon "
			    "to read it)");
		}
	}
	for (i = 0; i < n; i++) {
		int cpu = online[i];
		struct ring *rg = &s->rings[s->nrings];

		for (j = 0; j < s->nrings && s->rings[j].cpu != cpu; j++)
			;
		if (j < s->nrings || cpu >= MAX_CPUS ||
		    s->hot_noted[cpu / 8] & 1 << cpu % 8)
			continue;
		if (s->kind == SRC_TRACEFS && s->nrings < s->ringcap &&
		    mkpath(path, sizeof path, "%s/per_cpu/cpu%d/trace_pipe_raw",
		    s->trace_dir, cpu) == 0 &&
		    (rg->fd = open(path, O_RDONLY | O_NONBLOCK |
		    O_CLOEXEC)) >= 0) {
			rg->cpu = cpu;
			if (s->mapped && !tmap_ring(s, rg)) {
				/* read by consuming, it would take the
				 * records of every other reader */
				close(rg->fd);
				rg->fd = -1;
				s->hot_noted[cpu / 8] |= 1 << cpu % 8;
				c->lost(c->ctx, cpu, 0, "came online, but its "
				    "ftrace buffer cannot be mapped (above): "
				    "not read");
				continue;
			}
			s->nrings++;
			added++;
			c->lost(c->ctx, cpu, 0, note_came_online);
			continue;
		}
		s->hot_noted[cpu / 8] |= 1 << cpu % 8;
		c->lost(c->ctx, cpu, 0, s->kind == SRC_PERF ?
		    "came online after the daemon started: "
		    "the perf source does not read it (restart the daemon to "
		    "read it)" :
		    "came online, but its ftrace buffer cannot be opened: not "
		    "read");
	}
	return added;
}

/*
 * How we learn of new events.  poll() on trace_pipe_raw wakes when the
 * buffer is buffer_percent full (5.1+, default 50); 0 wakes at every
 * event.  We set it in a buffer we manage (--instance, --enable-event)
 * and for the daemon, which consumes the buffer it reads anyway: an idle
 * daemon must not wake.  dump polls every --interval instead.
 */
static int
tracefs_wakeup(const struct options *o, const struct source *s, char *how,
    size_t len)
{
	char path[PATH_MAX], *text;
	struct statfs sf;
	long pct = -1;

	if (fstatfs(s->rings[0].fd, &sf) < 0 || (sf.f_type != TRACEFS_MAGIC &&
	    sf.f_type != DEBUGFS_MAGIC)) {
		snprintf(how, len, "plain files, read every %u ms",
		    o->interval_ms);
		return o->interval_ms;
	}
	mkpath(path, sizeof path, "%s/buffer_percent", s->trace_dir);
	if (!(text = slurp(path, NULL)) && errno == ENOENT) {
		snprintf(how, len, "woken by poll()");
		return -1;	/* before 5.1 any event wakes a reader */
	}
	if (!text || parse_long(strtok(text, "\n"), 0, 100, &pct) < 0)
		warnmsg("%s: %s", path, text ? "not a number" :
		    strerror(errno));
	free(text);
	if (pct == 0) {
		snprintf(how, len, "woken by poll(), buffer_percent 0");
		return -1;
	}
	if (pct > 0 && (o->instance || o->enable_event || o->wake_per_event)) {
		if (write_text(path, "0") == 0) {
			snprintf(how, len,
			    "woken by poll(), buffer_percent set to 0");
			return -1;
		}
		warnmsg("write 0 to %s: %s", path, strerror(errno));
	}
	snprintf(how, len, "read every %u ms: buffer_percent is %ld",
	    o->interval_ms, pct);
	return o->interval_ms;
}

static int
tracefs_open(struct source *s, const struct options *o)
{
	char root[PATH_MAX], how[80], ras[200];
	uint64_t waiting = 0;
	long id;
	int i, n;

	if (find_tracefs(o, root, sizeof root) < 0 || tracefs_base(o->instance ?
	    o->instance : s->inst, root, s->trace_dir,
	    sizeof s->trace_dir) < 0 || tracefs_layout(root, &s->tl) < 0 ||
	    tracefs_prepare(o, s->trace_dir) < 0 ||
	    tracefs_event_id(s->trace_dir, &id) < 0 || load_event_format(o,
	    &s->fmt, root, sizeof root) < 0)
		return -1;
	s->fmt.id = id;
	s->boot_inst = tracefs_persistent(s->trace_dir);
	/* a persistent instance is turned on once its previous boot is
	 * read (boot_take); any other one that is off gets nothing new */
	if ((o->instance || s->inst[0]) && !s->boot_inst &&
	    tracefs_tracing_on(s->trace_dir) == 0)
		warnmsg("%s/tracing_on is 0: no new machine check reaches this "
		    "buffer (echo 1 > %s/tracing_on)", s->trace_dir,
		    s->trace_dir);
	if (!(s->buf = malloc(s->tl.page_size))) {
		warnmsg("%u-byte page buffer: %s", s->tl.page_size,
		    strerror(errno));
		return -1;
	}
	s->buflen = s->tl.page_size;
	if (tracefs_open_cpus(s, &waiting) < 0)
		return -1;
	for (i = n = 0; i < s->nrings; i++)
		n += tmap_ring(s, &s->rings[i]);
	/* all or none: one CPU read by consuming would take the records
	 * of every other reader, and wake at buffer_percent */
	if (n && n < s->nrings) {
		warnmsg("%s: %d of %d CPUs' buffers could not be mapped "
		    "(above): reading them all by consuming", s->trace_dir,
		    s->nrings - n, s->nrings);
		for (i = 0; i < s->nrings; i++)
			tmap_close(&s->rings[i]);
		n = 0;
	}
	s->mapped = n > 0;
	if (s->mapped) {
		s->poll_ms = -1;
		snprintf(how, sizeof how, "woken by poll() at each commit");
	} else {
		s->poll_ms = tracefs_wakeup(o, s, how, sizeof how);
	}
	load_ras_events(s, root, ras, sizeof ras);
	snprintf(s->desc, sizeof s->desc,
	    "tracefs (%.100s, %d CPUs, %" PRIu64 " events held, %s, %s; "
	    "%.110s)", s->trace_dir, s->nrings, waiting, s->mapped ?
	    "mapped, not consumed (kernel.patch)" : "consuming trace_pipe_raw",
	    how, ras);
	return 0;
}

/*
 * A CPU whose buffer gave a corrupt page: 6.12's persistent buffer can
 * return one on every read (a reader page past its commit, which the
 * kernel warns of each time), so it is read again only after a while.
 */
static void
tracefs_backoff(struct ring *rg)
{
	rg->backoff = rg->backoff ? MIN(rg->backoff * 2, 60) : 1;
	rg->retry_at = now_mono() + rg->backoff;
	rg->rd_err = EIO;	/* out of poll(): it would stay readable */
}

/* Pages one CPU may give a drain; the rest in the next (poll() wakes).
 * A drain that ends (dump, the previous boot's take) reads up to
 * TRACE_PAGES_ALL (256 MiB of 4 KiB pages), past up to TRACE_BAD_RUN - 1
 * bad pages in a row. */
#define TRACE_PAGES_MAX	4096
#define TRACE_PAGES_ALL	65536
#define TRACE_BAD_RUN	8

/* Every page the kernel has for one CPU, until
 * it has none (EAGAIN) or EOF (a plain file). */
static int
tracefs_read_cpu(struct source *s, struct ring *rg, const struct consumer *c)
{
	char path[PATH_MAX];
	struct page_stats st;
	unsigned pages = 0, bad = 0;
	ssize_t n;
	int e;

	if (rg->tmap) {
		tmap_read(s, rg, c);
		return 0;
	}
	if (rg->rd_err && now_mono() < rg->retry_at)
		return 0;

	rg->prov = s->prov;
	for (;;) {
		if ((n = read(rg->fd, s->buf, s->tl.page_size)) < 0 &&
		    errno == EINTR)
			continue;
		if (n < 0 && errno == EAGAIN) {
			rg->rd_err = 0;	/* back in poll(); the back-off
					 * is kept until a good page */
			return 0;
		}
		if (n < 0) {
			e = errno;
			mkpath(path, sizeof path,
			    "%s/per_cpu/cpu%d/trace_pipe_raw", s->trace_dir,
			    rg->cpu);
			warnmsg("read %s: %s; cpu %d is no longer read", path,
			    strerror(e), rg->cpu);
			close(rg->fd);
			rg->fd = -1;	/* poll() ignores it */
			return -1;
		}
		if (n == 0)
			return 0;
		memset(&st, 0, sizeof st);
		e = trace_page_parse(&s->tl, &s->fmt, s->buf, n, rg, c, &st,
		    NULL);
		rg->samples += st.records;
		rg->lost += st.lost;
		s->trace_other += st.other;
		/* 6.12's persistent buffer, its reader past the commit, gives
		 * a page of nothing on every read (and warns in dmesg) */
		if (e == 0 && !st.records && !st.other && !st.lost &&
		    !st.lost_unknown) {
			c->lost(c->ctx, rg->cpu, 0, "ftrace page with no event "
			    "in it: the kernel's buffer is in a bad state; "
			    "read "
			    "again later");
			e = -1;
		}
		/* a drain that ends reads past a bad page (read, it is gone),
		 * not past a run of them (the same one again) */
		if (e < 0 && (!s->drain_all || ++bad == TRACE_BAD_RUN)) {
			tracefs_backoff(rg);
			return 0;
		}
		if (e < 0)
			continue;
		bad = 0;
		rg->rd_err = 0, rg->backoff = 0;
		if (++pages == (s->drain_all ? TRACE_PAGES_ALL :
		    TRACE_PAGES_MAX)) {
			s->drain_short += s->drain_all;
			return 0;
		}
	}
}

static int
tracefs_drain(struct source *s, const struct consumer *c)
{
	int i, rc = 0;

	for (i = 0; i < s->nrings; i++)
		if (s->rings[i].fd >= 0 &&
		    tracefs_read_cpu(s, &s->rings[i], c) < 0)
			rc = -1;
	return rc;
}

/*
 * auto: the ftrace buffer if someone asked for mce_record there (at boot,
 * trace_event=mce:mce_record) or we are asked to (--enable-event).
 */
static int
tracefs_wanted(const struct options *o, char *why, size_t len)
{
	char root[PATH_MAX], base[PATH_MAX];
	int on;

	if (o->enable_event) {
		snprintf(why, len, "--enable-event");
		return 1;
	}
	if (find_tracefs(o, root, sizeof root) < 0 ||
	    tracefs_base(o->instance, root, base, sizeof base) < 0)
		return -1;
	/* a missing event is perf's to report, with its hint */
	on = tracefs_event_enabled(base, 1) > 0;
	if (on)
		snprintf(why, len,
		    "mce:mce_record enabled in %s (boot-time capture)", base);
	else
		snprintf(why, len,
		    "no persistent buffers, mce:mce_record not enabled in %s",
		    base);
	return on;
}

/* ---- captures (ras dump --save) ------------------------------------------ */

/* The "key: value" text header of a capture. */
static void
capture_header_model(struct source *s, const char *hdr, size_t len)
{
	char buf[4096], *line, *save = NULL;
	uint64_t vendor = VENDOR_UNKNOWN, fam = 0, mod = 0, step = 0;
	int have = 0;

	len = MIN(len, sizeof buf - 1);
	memcpy(buf, hdr, len);
	buf[len] = '\0';
	for (line = strtok_r(buf, "\n", &save); line;
	    line = strtok_r(NULL, "\n", &save)) {
		char *v = strchr(line, ':');

		if (!v)
			continue;
		*v++ = '\0';
		while (*v == ' ')
			v++;
		if (!strcmp(line, "cpu-vendor") && !parse_u64(v, &vendor))
			have |= 1;
		else if (!strcmp(line, "cpu-family") && !parse_u64(v, &fam))
			have |= 2;
		else if (!strcmp(line, "cpu-model") && !parse_u64(v, &mod))
			have |= 4;
		else if (!strcmp(line, "cpu-stepping") && !parse_u64(v, &step))
			have |= 8;
	}
	if ((have & 7) == 7 && vendor != VENDOR_UNKNOWN) {
		s->model.vendor = vendor;
		s->model.family = fam;
		s->model.model = mod;
		s->model.stepping = step;
		s->model.stepping_known = (have & 8) != 0;
		s->model.known = 1;
	}
}

static int
capture_fail(struct source *s, const char *what)
{
	warnmsg("%s: %s (at byte %zu)", s->path, what, s->bufpos);
	return -1;
}

/*
 * Bytes [pos, pos + n) of a capture, or NULL when they are not there.  A
 * capture read from a pipe is in memory whole; a file is read through a
 * window of our own (pread), never mapped: a mapping shows writes made to
 * the file after we checked it and faults (SIGBUS) when it is truncated,
 * and memory for a whole capture of a long storm may not be there.  A file
 * that changed under us reads short, and the caller says so.
 */
static const unsigned char *
cap_bytes(struct source *s, size_t pos, size_t n)
{
	size_t want, got = 0;
	ssize_t r;

	if (pos > s->buflen || n > s->buflen - pos)
		return NULL;
	if (!s->capwin)
		return s->buf + pos;
	if (pos >= s->win_off && pos + n <= s->win_off + s->win_len)
		return s->buf + (pos - s->win_off);
	if (n > CAP_WIN)
		return NULL;
	want = MIN((size_t)CAP_WIN, s->buflen - pos);
	while (got < want &&
	    ((r = pread(s->capfd, s->buf + got, want - got, pos + got)) > 0 ||
	    (r < 0 && errno == EINTR)))
		got += r > 0 ? r : 0;
	s->win_off = pos;
	s->win_len = got;
	return got >= n ? s->buf : NULL;
}

static int
capture_id_taken(const struct source *s, long id)
{
	const struct tp_format *f;

	if (id == s->fmt.id)
		return 1;
	for (f = s->fmt.next; f; f = f->next)
		if (f->id == id)
			return 1;
	return 0;
}

/* Version 2: u32 count, then each ras:
 * event's format as u32 length and text. */
static int
capture_parse_events(struct source *s)
{
	struct tp_format **tail = &s->fmt.next, tmp;
	const unsigned char *p;
	uint32_t k, i, flen;
	char err[512];
	char *text;

	if (!(p = cap_bytes(s, s->bufpos, 4)))
		return capture_fail(s, "truncated in the event formats");
	read_u32le(p, &k);
	s->bufpos += 4;
	if (k > NEVENTS - 1)
		return capture_fail(s,
		    "more event formats than ras reads (corrupt)");
	for (i = 0; i < k; i++) {
		if (!(p = cap_bytes(s, s->bufpos, 4)))
			return capture_fail(s,
			    "truncated in the event formats");
		read_u32le(p, &flen);
		s->bufpos += 4;
		if (flen > s->buflen - s->bufpos || flen > CAP_WIN ||
		    !(p = cap_bytes(s, s->bufpos, flen)))
			return capture_fail(s, "truncated in an event format");
		if (!(text = malloc(flen + 1)))
			return capture_fail(s, "out of memory");
		memcpy(text, p, flen);
		text[flen] = '\0';
		if (parse_format(text, flen, s->path, &tmp, err,
		    sizeof err) < 0 || tmp.event == EV_MCE || tmp.id < 0 ||
		    s->evfmt[tmp.event].text || capture_id_taken(s, tmp.id)) {
			free(text);
			if (tmp.event == EV_MCE || tmp.id < 0)
				snprintf(err, sizeof err,
				    "%s: an event format that is no ras: "
				    "event, or has no ID",
				    s->path);
			else if (s->evfmt[tmp.event].text ||
			    capture_id_taken(s, tmp.id))
				snprintf(err, sizeof err,
				    "%s: ras:%s's format twice, or an ID "
				    "another format has",
				    s->path, tmp.name);
			warnmsg("%s (event format %u embedded in the capture)",
			    err, i);
			return -1;
		}
		tmp.text = text;
		tmp.textlen = flen;
		tmp.print = tmp.print ? text + (tmp.print - text) : NULL;
		s->evfmt[tmp.event] = tmp;
		*tail = &s->evfmt[tmp.event];
		tail = &s->evfmt[tmp.event].next;
		s->bufpos += flen;
	}
	return 0;
}

static int
capture_parse_header(struct source *s)
{
	char err[512];
	const unsigned char *p;
	uint32_t version, hlen, flen;

	if (!(p = cap_bytes(s, 0, MIN(s->buflen, 16))) || s->buflen < 8 ||
	    memcmp(p, CAP_MAGIC, 8))
		return capture_fail(s, "not a ras capture (bad magic)");
	if (s->buflen < 16)
		return capture_fail(s, "truncated in the header");
	read_u32le(p + 8, &version);
	read_u32le(p + 12, &hlen);
	if (version > CAP_VERSION) {
		warnmsg("%s: capture format version %u is newer than this ras reads (%u); upgrade ras",
		    s->path, version, CAP_VERSION);
		return -1;
	}
	if (version == 0)
		return capture_fail(s, "capture format version 0 is invalid");
	s->bufpos = 16;
	if (hlen > s->buflen - s->bufpos || s->buflen - s->bufpos - hlen < 4)
		return capture_fail(s, "truncated in the header");
	if ((p = cap_bytes(s, 16, MIN(hlen, 4096))))
		capture_header_model(s, (const char *)p, MIN(hlen, 4096));
	s->bufpos += hlen;
	if (!(p = cap_bytes(s, s->bufpos, 4)))
		return capture_fail(s, "truncated in the header");
	read_u32le(p, &flen);
	s->bufpos += 4;
	if (flen > s->buflen - s->bufpos || flen > CAP_WIN)
		return capture_fail(s, "truncated in the format text");
	if (!(p = cap_bytes(s, s->bufpos, flen)))
		return capture_fail(s, "changed while being read");
	if (!(s->fmt.text = malloc(flen + 1)))
		return capture_fail(s, "out of memory");
	memcpy(s->fmt.text, p, flen);
	s->fmt.text[flen] = '\0';
	s->fmt.textlen = flen;
	if (parse_format(s->fmt.text, flen, s->path, &s->fmt, err,
	    sizeof err) < 0 || (s->fmt.event != EV_MCE && snprintf(err,
	    sizeof err, "%s: first format is %s's, not mce_record's",
	    s->path, s->fmt.name))) {
		warnmsg("%s (format embedded in the capture)", err);
		return -1;
	}
	s->bufpos += flen;
	return version >= 2 ? capture_parse_events(s) : 0;
}

/* A regular file is read through a window; anything else (a pipe) whole. */
static int
map_file(struct source *s, const char *path)
{
	struct stat st;
	int fd;

	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return -1;
	if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) {
		if (!(s->buf = malloc(CAP_WIN))) {
			close(fd);
			return -1;
		}
		s->capwin = 1;
		s->capfd = fd;
		s->buflen = st.st_size;
		s->win_off = s->win_len = 0;
		return 0;
	}
	close(fd);
	return (s->buf = (unsigned char *)slurp(path, &s->buflen)) ? 0 : -1;
}

static int
capture_open(struct source *s, const char *path)
{

	s->path = path;
	if (map_file(s, path) < 0) {
		warnmsg("%s: %s", path, strerror(errno));
		return -1;
	}
	if (capture_parse_header(s) < 0)
		return -1;
	s->poll_ms = -1;
	snprintf(s->desc, sizeof s->desc, "capture %s", path);
	return 0;
}

/* The size its format says a sample must
 * have: mce_record's, or its ras: event's. */
static unsigned
capture_sample_min(struct source *s, size_t pos, uint32_t len)
{
	const struct tp_format *f;
	const unsigned char *p;
	unsigned off;

	if (s->fmt.common_type < 0 || s->fmt.id < 0 || !s->fmt.next)
		return s->fmt.size;
	off = s->fmt.f[s->fmt.common_type].offset;
	if (len < off + 2 || !(p = cap_bytes(s, pos + off, 2)))
		return s->fmt.size;
	for (f = s->fmt.next; f; f = f->next)
		if (read_le(p, 2) == (uint64_t)f->id)
			return f->size;
	return s->fmt.size;
}

/* Checks the whole file before the first record
 * goes out: a capture is all or nothing. */
static int
capture_validate(struct source *s)
{
	size_t pos = s->bufpos;
	uint64_t n = 0, count;
	struct cap_chunk ch;
	const unsigned char *p;

	for (;;) {
		if (s->buflen - pos < sizeof ch) {
			s->bufpos = pos;
			return capture_fail(s, "truncated: no end marker");
		}
		if (!(p = cap_bytes(s, pos, sizeof ch))) {
			s->bufpos = pos;
			return capture_fail(s,
			    "changed while being read (shorter than when "
			    "opened)");
		}
		memcpy(&ch, p, sizeof ch);
		if (ch.type < CAP_SAMPLE || ch.type > CAP_END) {
			s->bufpos = pos;
			return capture_fail(s,
			    "unknown chunk type (corrupt or newer capture)");
		}
		if (ALIGN8((uint64_t)ch.len) > s->buflen - pos - sizeof ch) {
			s->bufpos = pos;
			return capture_fail(s, "truncated inside a record");
		}
		if (ch.len > CAP_WIN - sizeof ch) {
			s->bufpos = pos;
			return capture_fail(s,
			    "a record larger than any tracepoint's (corrupt)");
		}
		if (ch.type == CAP_END)
			break;
		if (ch.type == CAP_LOST && ch.len != 8) {
			s->bufpos = pos;
			return capture_fail(s,
			    "lost-records chunk of wrong size");
		}
		if (ch.type == CAP_SAMPLE &&
		    ch.len < capture_sample_min(s, pos + sizeof ch, ch.len)) {
			s->bufpos = pos;
			return capture_fail(s,
			    "record shorter than the format says");
		}
		pos += sizeof ch + ALIGN8((uint64_t)ch.len);
		n++;
	}
	if (ch.len != 8) {
		s->bufpos = pos;
		return capture_fail(s, "end marker of wrong size");
	}
	if (!(p = cap_bytes(s, pos + sizeof ch, 8))) {
		s->bufpos = pos;
		return capture_fail(s,
		    "changed while being read (shorter than when opened)");
	}
	memcpy(&count, p, 8);
	if (count != n) {
		s->bufpos = pos;
		return capture_fail(s,
		    "end marker count does not match the records (corrupt)");
	}
	if (pos + sizeof ch + 8 != s->buflen) {
		s->bufpos = pos + sizeof ch + 8;
		return capture_fail(s, "data after the end marker");
	}
	s->nchunks = n;
	return 0;
}

/*
 * Checked whole once, and each chunk again as it is read: the file may
 * have changed since (rewritten, truncated), and then we stop and say so.
 */
static int
capture_drain(struct source *s, const struct consumer *c)
{
	struct mce_record r;
	struct rec_parts parts;
	int rc, other = 0;
	struct cap_chunk ch;
	const unsigned char *p;
	uint64_t lost;
	unsigned n;

	if (s->done)
		return 0;
	if (!s->validated && capture_validate(s) < 0)
		return -1;
	s->validated = 1;
	for (n = 0;; n++) {
		if (!(p = cap_bytes(s, s->bufpos, sizeof ch)))
			goto changed;
		memcpy(&ch, p, sizeof ch);
		if (ch.type == CAP_END)
			break;
		if (ch.type < CAP_SAMPLE || ch.type > CAP_END ||
		    ch.len > CAP_WIN - sizeof ch || (ch.type == CAP_LOST &&
		    ch.len != 8))
			goto changed;
		if (s->paced && (n == s->batch || ch.time_ns > s->until_ns))
			return 0;	/* the rest on a later call */
		if (!(p = cap_bytes(s, s->bufpos + sizeof ch, ch.len)))
			goto changed;
		s->bufpos += sizeof ch;
		if (ch.type == CAP_LOST) {
			memcpy(&lost, p, 8);
			c->lost(c->ctx, ch.cpu, lost,
			    "lost in the kernel when captured");
		} else if ((rc = extract_record(&s->fmt, p, ch.len, &r,
		    &parts)) > 0) {
			if (!other++)
				warnmsg("%s: a record of an event whose format the capture does not "
				    "hold: skipped (said once)", s->path);
		} else if (rc == 0) {
			r.time_ns = ch.time_ns;
			r.src_cpu = ch.cpu;
			r.origin = s->origin[0] ? s->origin : s->path;
			r.prov = s->prov;
			c->record(c->ctx, &r);
		} else {
			warnmsg("%s: record at byte %zu is %u bytes, shorter than the format's %u",
			    s->path, s->bufpos, ch.len, s->fmt.size);
		}
		s->bufpos += ALIGN8((uint64_t)ch.len);
	}
	s->done = 1;
	return 0;
changed:
	s->done = 1;
	return capture_fail(s,
	    "changed while being read (rewritten or truncated): stopped here");
}

/*
 * Text source: the kernel's own console lines for a record (all versions
 * since 2.6.32, with any syslog/journal/dmesg/serial prefix), mcelog's
 * record format, the AMD EDAC decoder's lines, and memory errors of the
 * EDAC drivers and firmware (CPER) further down.  What a crashed
 * machine left in a serial console, netconsole or pstore log.
 */
/*
 * The parser's character sets, one table look-up a byte: musl's strspn and
 * strcspn build a bitmap of their set on every call, which was a third of
 * the time on a log of machine checks.  cc_span is strspn, cc_cspan strcspn
 * (both stop at the NUL, which is in no set).
 */
#define CC_DIGIT	0x0001	/* 0123456789 */
#define CC_HEX		0x0002	/* 0-9 a-f A-F */
#define CC_BLANK	0x0004	/* space tab */
#define CC_SPACE	0x0008	/* space tab \r */
#define CC_WS		0x0010	/* space tab \r \n */
#define CC_SEP		0x0020	/* space tab \r \n , (text_pairs' separators) */
#define CC_NUMEND	0x0040	/* space tab \n \r , : ; > ) [ (what may follow a number) */
#define CC_TIME		0x0080	/* 0-9 : . , + - T Z */
#define CC_LOWER	0x0100	/* a-z */
#define CC_UPPER	0x0200	/* A-Z */
#define CC_HOST		0x0400	/* a-z A-Z 0-9 . - _ */
#define CC_STAMP	0x0800	/* space 0-9 . < > (a printk timestamp's brackets) */
#define CC_KMSG		0x1000	/* 0-9 , */
#define CC_COLSP	0x2000	/* : space */
#define CC_NUL		0x4000	/* the end of the string: cc_cspan stops there */
#define CC_D(c)		((c) >= '0' && (c) <= '9')
#define CC_L(c)		((c) >= 'a' && (c) <= 'z')
#define CC_U(c)		((c) >= 'A' && (c) <= 'Z')
#define CC_(c) (unsigned short)( \
	(CC_D(c) ? CC_DIGIT | CC_HEX | CC_TIME | CC_HOST | CC_STAMP | CC_KMSG : 0) | \
	(((c) >= 'a' && (c) <= 'f') || ((c) >= 'A' && (c) <= 'F') ? CC_HEX : 0) | \
	((c) == ' ' || (c) == '\t' ? CC_BLANK | CC_SPACE | CC_WS | CC_SEP | CC_NUMEND : 0) | \
	((c) == ' ' ? CC_STAMP | CC_COLSP : 0) | \
	((c) == '\r' ? CC_SPACE | CC_WS | CC_SEP | CC_NUMEND : 0) | \
	((c) == '\n' ? CC_WS | CC_SEP | CC_NUMEND : 0) | \
	((c) == ',' ? CC_SEP | CC_NUMEND | CC_TIME | CC_KMSG : 0) | \
	((c) == ':' ? CC_NUMEND | CC_TIME | CC_COLSP : 0) | \
	((c) == ';' || (c) == '>' || (c) == ')' || (c) == '[' ? CC_NUMEND : 0) | \
	((c) == '.' ? CC_TIME | CC_HOST | CC_STAMP : 0) | \
	((c) == '+' || (c) == 'T' || (c) == 'Z' ? CC_TIME : 0) | \
	((c) == '-' ? CC_TIME | CC_HOST : 0) | \
	((c) == '<' || (c) == '>' ? CC_STAMP : 0) | \
	(CC_L(c) ? CC_LOWER | CC_HOST : 0) | (CC_U(c) ? CC_UPPER | CC_HOST : 0) | \
	((c) == '_' ? CC_HOST : 0) | ((c) == 0 ? CC_NUL : 0))
#define CC4(c)		CC_(c), CC_((c) + 1), CC_((c) + 2), CC_((c) + 3)
#define CC16(c)		CC4(c), CC4((c) + 4), CC4((c) + 8), CC4((c) + 12)
#define CC64(c)		CC16(c), CC16((c) + 16), CC16((c) + 32), CC16((c) + 48)

/* ---- ras's own JSON log, read back --------------------------------------- */

/* Past the JSON value at p, whatever it is; NULL when malformed. */
static const char *
json_skip(const char *p, const char *end, int depth)
{
	const char *q;
	char close;
	int esc = 0;

	if ((p = json_ws(p, end)) >= end || depth > 16)
		return NULL;
	if (*p == '"')
		return (q = json_str_end(p + 1, end, &esc)) ? q + 1 : NULL;
	if (*p != '{' && *p != '[')
		return json_scalar(p, end);
	close = *p == '{' ? '}' : ']';
	if ((p = json_ws(p + 1, end)) < end && *p == close)
		return p + 1;
	for (;;) {
		if (close == '}') {	/* a member: "key": value */
			if (p >= end || *p != '"' ||
			    !(q = json_str_end(p + 1, end, &esc)) ||
			    (p = json_ws(q + 1, end)) >= end || *p != ':')
				return NULL;
			p++;
		}
		if (!(p = json_skip(p, end, depth + 1)) ||
		    (p = json_ws(p, end)) >= end)
			return NULL;
		if (*p == close)
			return p + 1;
		if (*p != ',')
			return NULL;
		p = json_ws(p + 1, end);
	}
}

/* The key k of n bytes is the string literal s */
#define KEY_IS(k, n, s)	((n) == sizeof s - 1 && !memcmp((k), s, sizeof s - 1))

/* A JSON string into buf (cut to fit); past it, or NULL. */
static const char *
json_string(const char *p, const char *end, char *buf, size_t len)
{
	const char *q;
	int esc = 0;

	if (p >= end || *p != '"' || !(q = json_str_end(p + 1, end, &esc)) ||
	    json_unescape(p + 1, q, buf, len) < 0)
		return NULL;
	return q + 1;
}

/* A register or a count: a number, or the
 * string "0x..." ras writes for a register. */
static const char *
json_u64(const char *p, const char *end, uint64_t *v)
{
	char buf[24], *e;

	if (p < end && *p == '"') {
		if (!(p = json_string(p, end, buf, sizeof buf)) ||
		    parse_u64(buf, v) < 0)
			return NULL;
		return p;
	}
	if (p >= end || !isdigit((unsigned char)*p))
		return NULL;
	*v = strtoull(p, &e, 10);
	return e <= end ? e : NULL;
}

/* json_members reads a record's members, one of
 * which ("memory") is an object of members */
static const char *json_members(const char *p, const char *end,
    struct json_record *j, int mem);

/* One member of a record's "memory" object
 * into j->m; past its value, or NULL. */
static const char *
json_mem_member(struct json_record *j, const char *k, size_t n, const char *p,
    const char *end)
{
	static const struct { const char *key; size_t off, size; } strs[] = {
		{ "operation", offsetof(struct mem_error, op), sizeof ((struct mem_error *)0)->op },
		{ "edac_label", offsetof(struct mem_error, label), sizeof ((struct mem_error *)0)->label },
		{ "dimm_location", offsetof(struct mem_error, dimm), sizeof ((struct mem_error *)0)->dimm },
		{ "fru_text", offsetof(struct mem_error, fru), sizeof ((struct mem_error *)0)->fru },
		{ "as_printed", offsetof(struct mem_error, detail), sizeof ((struct mem_error *)0)->detail },
		{ "kernel_action", offsetof(struct mem_error, action), sizeof ((struct mem_error *)0)->action },
	};
	/* by their bit in mem_error.reported:
	 * the MCE's, then enum mem_source's */
	static const char *const reporters[] = { "mce", "edac", "cper",
	    "memory_failure" };
	char word[96];
	uint64_t v;
	size_t i;

	for (i = 0; i < LEN(strs); i++)
		if (strlen(strs[i].key) == n && !memcmp(k, strs[i].key, n))
			return json_string(p, end, (char *)&j->m + strs[i].off,
			    strs[i].size);
	for (i = 0; i < LEN(mem_names); i++)
		if (strlen(mem_names[i].json) == n &&
		    !memcmp(k, mem_names[i].json, n)) {
			if ((p = json_u64(p, end, &v)))
				mem_set(&j->m, mem_names[i].field, v);
			return p;
		}
	if (KEY_IS(k, n, "reporter_severity")) {
		if (!(p = json_string(p, end, word, sizeof word)))
			return NULL;
		for (i = 0; i < LEN(mem_sevs); i++)
			if (mem_sevs[i].name && !strcmp(word, mem_sevs[i].name))
				mem_set(&j->m, M_SEV, i);
		return p;
	}
	if (KEY_IS(k, n, "addr_unknown")) {	/* the reason, as ras said it */
		if (!(p = json_string(p, end, word, sizeof word)))
			return NULL;
		j->m.addr_unknown = "as the log says";
		for (i = 0; i < LEN(addr_unknown_why); i++)
			if (!strcmp(word, addr_unknown_why[i]))
				j->m.addr_unknown = addr_unknown_why[i];
		return p;
	}
	if (KEY_IS(k, n, "reporter")) {
		if (!(p = json_string(p, end, word, sizeof word)))
			return NULL;
		for (i = 1; i < LEN(reporters); i++)
			if (!strcmp(word, reporters[i]))
				j->m.source = i;
		return p;
	}
	if (KEY_IS(k, n, "reported_by") && p < end && *p == '[') {
		for (p = json_ws(p + 1, end); p < end && *p == '"';
		    p = json_ws(p, end)) {
			if (!(p = json_string(p, end, word, sizeof word)))
				return NULL;
			for (i = 0; i < LEN(reporters); i++)
				if (!strcmp(word, reporters[i])) {
					if (i && !j->m.source)
						j->m.source = i;	/* a log before "reporter" was written */
					j->m.reported |= 1u << i;
				}
			p = json_ws(p, end);
			if (p < end && *p == ',')
				p++;
		}
		return p < end && *p == ']' ? p + 1 : NULL;
	}
	return json_skip(p, end, 1);	/* derived (dimm): decoding
					 * gives it again */
}

/* One member of a record into j; past its value, or NULL. */
static const char *
json_rec_member(struct json_record *j, const char *k, size_t n, const char *p,
    const char *end)
{
	static const struct { const char *key; uint32_t flag; } flags[] = {
		{ "printed_twice", REC_JOINED }, { "time_logged", REC_TIME_LOGGED },
		{ "partial", REC_PARTIAL }, { "same_error", REC_SAME_ERROR },
	};
	char word[32];
	uint64_t v;
	size_t i;

	for (i = 0; i < NFIELDS; i++)
		if (strlen(fields[i].name) == n &&
		    !memcmp(k, fields[i].name, n)) {
			if ((p = json_u64(p, end, &v)))
				j->r.v[i] = v, j->r.present |= 1u << i;
			return p;
		}
	for (i = 0; i < LEN(flags); i++)
		if (strlen(flags[i].key) == n && !memcmp(k, flags[i].key, n)) {
			if (end - p >= 4 && !memcmp(p, "true", 4))
				j->r.flags |= flags[i].flag;
			return json_scalar(p, end);
		}
	if (KEY_IS(k, n, "src_cpu") || KEY_IS(k, n, "time_ns")) {
		if ((p = json_u64(p, end, &v)))
			*k == 's' ?
			    (void)(j->r.src_cpu = (int32_t)MIN(v,
			    INT32_MAX)) : (void)(j->r.time_ns = v);
		return p;
	}
	if (KEY_IS(k, n, "kind") || KEY_IS(k, n, "boundary")) {
		if (!(p = json_string(p, end, word, sizeof word)))
			return NULL;
		j->action |= !strcmp(word, "action");
		if (!strcmp(word, "memory"))
			j->r.kind = KIND_MEM;
		if (!strcmp(word, "pcie"))
			j->r.kind = KIND_PCIE;
		if (!strcmp(word, "cxl"))
			j->r.kind = KIND_CXL;
		if (!strcmp(word, "unverified"))
			j->r.flags |= REC_UNVERIFIED;
		return p;
	}
	if (KEY_IS(k, n, "origin")) {
		j->r.flags |= REC_FROM_TEXT;
		return json_string(p, end, j->origin, sizeof j->origin);
	}
	if (KEY_IS(k, n, "memory") && p < end && *p == '{') {
		j->mem = 1;
		return json_members(p, end, j, 1);
	}
	if (KEY_IS(k, n, "pcie") && p < end && *p == '{') {
		j->pcie_obj = 1;
		return json_members(p, end, j, 2);
	}
	if (KEY_IS(k, n, "cxl") && p < end && *p == '{')
		return json_members(p, end, j, 3);
	/* the decode (severity, error, details ...),
	 * provenance (this reading's), dimm: derived */
	return json_skip(p, end, 1);
}

/* A member of a record's "pcie" object (format_json_pcie): the
 * event's fields and sysfs's, as written; past it, or NULL. */
static const char *
json_pcie_member(struct pcie_error *e, const char *k, size_t n, const char *p,
    const char *end)
{
#define PSTR(k, f, b)	{ k, offsetof(struct pcie_error, f), \
	    sizeof ((struct pcie_error *)0)->f, b }
	static const struct { const char *key; size_t off, size; int blanks; }
	    strs[] = { PSTR("device", dev, 0), PSTR("driver", driver, 0),
	    PSTR("slot", slot, 1) };
#undef PSTR
	char word[64];
	uint64_t v;
	int i;

	for (i = 0; i < (int)LEN(strs); i++)
		if (strlen(strs[i].key) == n && !memcmp(k, strs[i].key, n)) {
			p = json_string(p, end, (char *)e + strs[i].off,
			    strs[i].size);
			pcie_clean((char *)e + strs[i].off, strs[i].blanks);
			return p;
		}
	if (KEY_IS(k, n, "aer_severity")) {
		if (!(p = json_string(p, end, word, sizeof word)))
			return NULL;
		for (i = 0; i < NPSEV; i++)
			if (!strcmp(word, pcie_sevs[i].name))
				e->sev = i, e->present |= P_SEV;
		return p;
	}
	if (KEY_IS(k, n, "aer_status")) {
		if ((p = json_u64(p, end, &v)) && v <= UINT32_MAX)
			e->status = v, e->present |= P_STATUS;
		return p;
	}
	if (KEY_IS(k, n, "vendor_id") || KEY_IS(k, n, "device_id")) {
		if ((p = json_u64(p, end, &v)) && v <= 0xffff) {
			*k == 'v' ? (void)(e->vendor = v) :
			    (void)(e->device = v);
			e->present |= *k == 'd' && e->vendor ? P_IDS : 0;
		}
		return p;
	}
	if (KEY_IS(k, n, "tlp_header") && p < end && *p == '[') {
		p = json_ws(p + 1, end);
		for (i = 0; i < 4; i++) {
			if (!(p = json_u64(p, end, &v)) || v > UINT32_MAX)
				return NULL;
			e->tlp[i] = v;
			p = json_ws(p, end);
			if (p >= end || *p != (i == 3 ? ']' : ','))
				return NULL;
			p = json_ws(p + 1, end);
		}
		e->present |= P_TLP;
		return p;
	}
	if (KEY_IS(k, n, "basis")) {
		if (!(p = json_string(p, end, word, sizeof word)))
			return NULL;
		e->present |= !strcmp(word, "sysfs when read") ? P_SYSFS :
		    !strcmp(word, "the firmware's CPER record") ? P_CPER : 0;
		return p;
	}
	return json_skip(p, end, 1);	/* errors: derived */
}

/* A CXL field's value as ras writes it (format_cxl_regs, format_json_cxl):
 * "0x" and hex digits for a CF_HEX field, decimal digits for the others,
 * device_temp signed in 16 bits; -1 for anything else */
static int
cxl_number(int f, const char *s, size_t n, uint64_t *v)
{
	int hex = cxl_fields[f].how & CF_HEX, neg = 0, d;
	uint64_t x = 0;
	size_t i = 0;

	if (hex && (n < 3 || s[0] != '0' || s[1] != 'x'))
		return -1;
	i = hex ? 2 : f == C_TEMP && n > 1 && s[0] == '-' ? (neg = 1) : 0;
	if (i >= n || n - i > (hex ? 16 : 20))
		return -1;
	for (; i < n; i++) {
		if (s[i] >= '0' && s[i] <= '9')
			d = s[i] - '0';
		else if (hex && s[i] >= 'a' && s[i] <= 'f')
			d = s[i] - 'a' + 10;
		else
			return -1;
		if (hex)
			x = x << 4 | d;	/* at most 16 digits */
		else if (__builtin_mul_overflow(x, 10, &x) ||
		    __builtin_add_overflow(x, (uint64_t)d, &x))
			return -1;
	}
	if (f == C_TEMP && x > (neg ? 32768u : 32767u))
		return -1;
	*v = neg ? -x : x;
	return 0;
}

/* A key of a CXL record's own (memdev, region, the cxl_fields) and its
 * value, as format_cxl_regs and format_json_cxl write them: 1 a key of
 * ours (a value the kernel's "not given" is left out, as extract_cxl
 * does), 0 not one or a bad value */
static int
cxl_set(struct cxl_event *c, const char *k, size_t n, const char *val,
    size_t vn)
{
	uint64_t v;
	size_t i;

	if (KEY_IS(k, n, "memdev") || KEY_IS(k, n, "region")) {
		char *to = *k == 'm' ? c->memdev : c->region;
		size_t cap = *k == 'm' ? sizeof c->memdev : sizeof c->region;

		if (vn >= cap)
			return 0;
		memcpy(to, val, vn);
		to[vn] = '\0';
		pcie_clean(to, 0);
		return 1;
	}
	for (i = 0; i < NCXLFIELDS; i++) {
		if (strlen(cxl_fields[i].key) != n ||
		    memcmp(k, cxl_fields[i].key, n))
			continue;
		if (cxl_number(i, val, vn, &v) < 0)
			return 0;
		if ((cxl_fields[i].how & CF_ALL1_NONE && v == ~0ull) ||
		    (cxl_fields[i].how & CF_ZERO_NONE && v == 0))
			return 1;
		c->v[i] = v;
		c->present |= 1ull << i;
		return 1;
	}
	return 0;
}

/* The event's name (cxl_types) into c->type; 0 if not one */
static int
cxl_set_type(struct cxl_event *c, const char *w, size_t n)
{
	int i;

	for (i = 0; i < NCXLTYPES; i++)
		if (strlen(cxl_types[i].name) == n &&
		    !memcmp(w, cxl_types[i].name, n))
			return c->type = i, 1;
	return 0;
}

/* Fields a read-back CXL record claims its event does not have: dropped,
 * as extract_cxl never gives them */
static void
cxl_own_fields(struct cxl_event *c)
{
	int i;

	for (i = 0; i < NCXLFIELDS; i++)
		if (!(cxl_fields[i].types >> c->type & 1))
			c->present &= ~(1ull << i);
}

/* One member of a record's "cxl" object (format_json_cxl) */
static const char *
json_cxl_member(struct json_record *j, const char *k, size_t n, const char *p,
    const char *end)
{
	char word[40];
	const char *q = p;

	if (p < end && *p == '"') {
		if (!(q = json_string(p, end, word, sizeof word)))
			return NULL;
		if (KEY_IS(k, n, "event"))
			j->cxl_event = cxl_set_type(&j->pcie.cxl, word,
			    strlen(word));
		else
			cxl_set(&j->pcie.cxl, k, n, word, strlen(word));
		return q;
	}
	if (q < end && *q == '-')
		q++;
	while (q < end && isdigit((unsigned char)*q))
		q++;
	if (q > p && q[-1] == '-')
		return NULL;	/* a minus sign is no number */
	if (q == p)
		return json_skip(p, end, 1);
	cxl_set(&j->pcie.cxl, k, n, p, q - p);
	return q;
}

/* The members of the object at p into j (mem: the "memory"
 * object's, 2 the "pcie" object's, 3 the "cxl" object's); past it, or
 * NULL. */
static const char *
json_members(const char *p, const char *end, struct json_record *j, int mem)
{
	const char *k, *q;
	int esc = 0;

	if ((p = json_ws(p, end)) >= end || *p != '{')
		return NULL;
	if ((p = json_ws(p + 1, end)) < end && *p == '}')
		return p + 1;
	for (;;) {
		if (p >= end || *p != '"' ||
		    !(q = json_str_end(p + 1, end, &esc)) || esc || (k = p + 1,
		    (p = json_ws(q + 1, end)) >= end) || *p != ':')
			return NULL;
		p = json_ws(p + 1, end);
		p = mem == 3 ? json_cxl_member(j, k, q - k, p, end) :
		    mem == 2 ? json_pcie_member(&j->pcie, k, q - k, p, end) :
		    mem ? json_mem_member(j, k, q - k, p, end) :
		    json_rec_member(j, k, q - k, p, end);
		if (!p || (p = json_ws(p, end)) >= end)
			return NULL;
		if (*p == '}')
			return p + 1;
		if (*p != ',')
			return NULL;
		p = json_ws(p + 1, end);
	}
}

/*
 * A line of ras's JSON log (dump --json, the daemon's --json-log) into a
 * record: the registers, the memory error, the flags; what decoding gives
 * (severity, error, location) is decoded again.  1 a record, 0 the
 * daemon's action line, -1 not one of ras's JSON records.
 */
static int
json_record(const char *p, const char *end, struct json_record *j)
{
	memset(j, 0, sizeof *j);
	j->r.src_cpu = -1;
	if (!(p = json_members(p, end, j, 0)) || json_ws(p, end) != end)
		return -1;
	if (j->action)
		return 0;
	if ((j->r.kind == KIND_MEM) != (j->mem && j->r.kind == KIND_MEM) ||
	    (j->r.kind == KIND_PCIE) != (j->pcie_obj &&
	    j->r.kind == KIND_PCIE) || (j->r.kind == KIND_CXL &&
	    !j->cxl_event) || (j->r.kind == KIND_MCE &&
	    !HAS(&j->r, F_STATUS) && !HAS(&j->r, F_BANK)))
		return -1;	/* neither a machine check nor a memory,
				 * PCIe or CXL error of ours */
	if (j->r.kind == KIND_PCIE || j->r.kind == KIND_CXL) {
		/* no bank registers, no memory error: a line that says so
		 * lies; a PCIe error has no CXL event */
		j->r.present &= 1u << F_WALLTIME;
		j->r.pcie = &j->pcie;
		j->mem = 0;
		if (j->r.kind == KIND_PCIE) {
			memset(&j->pcie.cxl, 0, sizeof j->pcie.cxl);
		} else {
			cxl_own_fields(&j->pcie.cxl);
			j->pcie.present &= ~(P_SEV | P_STATUS | P_TLP);
		}
	}
	if (j->mem)
		j->r.mem = &j->m;
	if (j->r.flags & REC_FROM_TEXT)
		j->r.origin = j->origin;
	return 1;
}

/* ---- text logs: kernel, mcelog and EDAC lines, in every log shape -------- */
static const unsigned short text_cc[256] = { CC64(0), CC64(64), CC64(128),
    CC64(192) };
#undef CC_
/* a hex digit's value, 16 for any other byte */
#define CC_(c) (unsigned char)(CC_D(c) ? (c) - '0' : (c) >= 'a' && (c) <= 'f' ? (c) - 'a' + 10 : \
	(c) >= 'A' && (c) <= 'F' ? (c) - 'A' + 10 : 16)
static const unsigned char text_hex[256] = { CC64(0), CC64(64), CC64(128),
    CC64(192) };

static inline size_t
cc_span(const char *s, unsigned set)
{
	const unsigned char *p = (const unsigned char *)s;

	while (text_cc[*p] & set)
		p++;
	return p - (const unsigned char *)s;
}

static inline size_t
cc_cspan(const char *s, unsigned set)
{
	const unsigned char *p = (const unsigned char *)s;

	while (!(text_cc[*p] & (set | CC_NUL)))
		p++;
	return p - (const unsigned char *)s;
}

/* memchr(p, c, end - p), 16 or 8 bytes a step */
static inline char *
text_chr(const char *p, const char *end, int c)
{
#ifdef __SSE2__
	const __m128i k = _mm_set1_epi8(c);
	const char *start = p;
	int m;

	for (; end - p >= 16; p += 16)
		if ((m = _mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)p), k))))
			return (char *)p + __builtin_ctz(m);
	if (p < end && end - start >= 16) {	/* the rest: the last
						 * 16 bytes again */
		m = _mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(end - 16)), k));
		return m ? (char *)end - 16 + __builtin_ctz(m) : NULL;
	}
#else
	const uint64_t ones = 0x0101010101010101ull,
	    high = 0x8080808080808080ull;
	uint64_t v;

	for (; end - p >= 8; p += 8) {
		memcpy(&v, p, 8);
		v ^= ones * (unsigned char)c;
		if ((v - ones) & ~v & high)
			break;
	}
#endif
	for (; p < end; p++)
		if (*p == c)
			return (char *)p;
	return NULL;
}
static inline char *
text_findnl(const char *s, const char *end, const char *lit, size_t n)
{
	for (; (s = text_chr(s, end, lit[0])); s++)
		if (text_isn(s, lit, n))
			return (char *)s;
	return NULL;
}

/* text_find(s, lit) where end is the string's NUL (and no NUL before it) */
#define text_findn(s, end, lit)	text_findnl((s), (end), "" lit "", LITLEN(lit))

/* The words of a machine check's lines that a line has, anywhere in it as
 * text_findn finds them: one pass over the line, not a scan a word. */
enum { KW_TSC = 1, KW_ADDR = 2, KW_MISC = 4, KW_PROCESSOR = 8, KW_STATUS = 16,
    KW_MCG = 32, KW_TIME = 64, KW_RIP = 128, KW_UNKNOWN = 1u << 31 };

static inline unsigned
text_word_at(const char *p)	/* the line's NUL ends a compare */
{
	switch (*p) {
	case 'T':
		return text_isn(p, "TSC", 3) ? KW_TSC : text_isn(p, "TIME", 4) ?
		    KW_TIME : 0;
	case 'A':
		return text_isn(p, "ADDR", 4) ? KW_ADDR : 0;
	case 'M':
		return text_isn(p, "MISC", 4) ? KW_MISC :
		    text_isn(p, "MCG", 3) ? KW_MCG : 0;
	case 'P':
		return text_isn(p, "PROCESSOR", 9) ? KW_PROCESSOR : 0;
	case 'S':
		return text_isn(p, "STATUS", 6) ? KW_STATUS : 0;
	case 'R':
		return text_isn(p, "RIP", 3) ? KW_RIP : 0;
	}
	return 0;
}

static unsigned
text_words(const char *p, const char *end)
{
	unsigned w = 0;
#ifdef __SSE2__
	int m;

	/* a word's first two letters, at each of 16 places (the second
	 * load reads the byte after them: the line's NUL at most) */
#define PAIR(a, b) _mm_and_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8(a)), \
	    _mm_cmpeq_epi8(y, _mm_set1_epi8(b)))
	for (; end - p >= 16; p += 16) {
		__m128i x = _mm_loadu_si128((const __m128i *)p),
		    y = _mm_loadu_si128((const __m128i *)(p + 1));

		m = _mm_movemask_epi8(_mm_or_si128(_mm_or_si128(
		    _mm_or_si128(PAIR('T', 'S'), PAIR('T', 'I')),
		    _mm_or_si128(PAIR('A', 'D'), PAIR('M', 'I'))),
		    _mm_or_si128(_mm_or_si128(PAIR('M', 'C'), PAIR('P', 'R')),
		    _mm_or_si128(PAIR('S', 'T'), PAIR('R', 'I')))));
		for (; m; m &= m - 1)
			w |= text_word_at(p + __builtin_ctz(m));
	}
#undef PAIR
#endif
	for (; p < end; p++)
		w |= text_word_at(p);
	return w;
}

#define TK(k, f, b) { k, f, b, sizeof k - 1 }
static const struct text_key text_keys[] = {
	TK("TSC", F_TSC, 16), TK("ADDR", F_ADDR, 16), TK("MISC", F_MISC, 16),
	TK("SYND", F_SYND, 16), TK("IPID", F_IPID, 16), TK("PPIN", F_PPIN, 16),
	TK("TIME", F_WALLTIME, 10), TK("SOCKET", F_SOCKETID, 10),
	TK("SOCKETID", F_SOCKETID, 10), TK("APIC", F_APICID, 16),
	TK("APICID", F_APICID, 16), TK("microcode", F_MICROCODE, 16),
	TK("MICROCODE", F_MICROCODE, 16), TK("STATUS", F_STATUS, 16),
	TK("MCGSTATUS", F_MCGSTATUS, 16), TK("MCGCAP", F_MCGCAP, 16),
	TK("BANK", F_BANK, 10),
};
#undef TK
_Static_assert(LEN(text_keys) <= 32, "text_parser.keys has a bit a key");

/* A token cut out of its line (text_number) ends at the first blank or
 * newline; one read in place (text_pairs) at the first separator, or
 * (TN_COLON) at a colon before it, as the token cut there said. */
enum { TN_CUT, TN_SEP, TN_COLON };
static void
text_number_warn(struct text_parser *t, const char *what, const char *tok,
    int how)
{
	int n = how == TN_CUT ? (int)strcspn(tok, " \t\n") :
	    (int)cc_cspan(tok, CC_SEP);
	const char *c = how == TN_COLON ? memchr(tok, ':', n) : NULL;

	t->errors++;
	warnmsg("%s:%d: %s '%.*s'", t->path, t->lineno, what,
	    MIN(c ? (int)(c - tok) : n, 40), tok);
	t->cur.flags |= REC_PARTIAL;
}

/* One number token: hex (with or without 0x) or decimal; must fit 64 bits.
 * *end: past its digits (a token need not be cut out of its line: what
 * follows the digits is checked, and a warning quotes the token alone). */
static int
text_number_at(struct text_parser *t, const char *tok, int base, uint64_t *v,
    const char **end, int how)
{
	const unsigned char *p = (const unsigned char *)tok, *q, *z;
	uint64_t x = 0;
	unsigned d;
	int over = 0;

	if (base == 16 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X'))
		p += 2;
	/* the digits, read as strtoull would: more than 64 bits is an error */
	if (base == 16) {
		for (q = p; (d = text_hex[*q]) < 16; q++)
			x = x << 4 | d;
		if (q - p > 16) {	/* more than 16 digits after
					 * the leading zeros? */
			for (z = p; *z == '0'; z++)
				;
			over = q - z > 16;
		}
	} else {
		for (q = p; text_cc[*q] & CC_DIGIT; q++)
			over |= __builtin_mul_overflow(x, 10, &x) |
			    __builtin_add_overflow(x, *q - '0', &x);
	}
	if (q == p || (*q && !(text_cc[*q] & CC_NUMEND))) {
		text_number_warn(t, "not a number:", tok, how);
		return -1;
	}
	if (over) {
		text_number_warn(t, "value does not fit in 64 bits:", tok,
		    how);
		return -1;
	}
	*v = x;
	if (end)
		*end = (const char *)q;
	return 0;
}

/* text_number_at's answer for a plain hex token of up to 16 digits, inline
 * (most values are); -1 for any other, which text_number_at then reads */
static inline int
text_hex_at(const char *tok, uint64_t *v, const char **end)
{
	const unsigned char *p = (const unsigned char *)tok, *q;
	uint64_t x = 0;
	unsigned d;

	for (q = p; (d = text_hex[*q]) < 16 && q - p < 16; q++)
		x = x << 4 | d;
	if (q == p || text_hex[*q] < 16 || (*q && !(text_cc[*q] & CC_NUMEND)))
		return -1;
	*v = x;
	*end = (const char *)q;
	return 0;
}

/* The same for a plain decimal token of up to 19 digits (no 64-bit
 * overflow possible): -1 for any other */
static inline int
text_dec_at(const char *tok, uint64_t *v, const char **end)
{
	const unsigned char *p = (const unsigned char *)tok, *q;
	uint64_t x = 0;

	for (q = p; *q >= '0' && *q <= '9' && q - p < 19; q++)
		x = x * 10 + (*q - '0');
	if (q == p || (*q >= '0' && *q <= '9') ||
	    (*q && !(text_cc[*q] & CC_NUMEND)))
		return -1;
	*v = x;
	*end = (const char *)q;
	return 0;
}

/* text_number_at through the inline readers first */
static inline int
text_value_at(struct text_parser *t, const char *tok, int base, uint64_t *v,
    const char **end, int how)
{
	if (base == 16 ? text_hex_at(tok, v, end) == 0 : text_dec_at(tok, v,
	    end) == 0)
		return 0;
	return text_number_at(t, tok, base, v, end, how);
}

static int
text_number(struct text_parser *t, const char *tok, int base, uint64_t *v)
{
	return text_number_at(t, tok, base, v, NULL, TN_CUT);
}

/* strtoul(p, end, 10), inline when p starts with a
 * digit (ULONG_MAX when it does not fit, as there) */
static inline unsigned long
text_strtoul(const char *p, char **end)
{
	unsigned long x = 0;
	int over = 0;

	if (!isdigit((unsigned char)*p))
		return strtoul(p, end, 10);
	for (; *p >= '0' && *p <= '9'; p++)
		over |= __builtin_mul_overflow(x, 10, &x) |
		    __builtin_add_overflow(x, *p - '0', &x);
	if (end)
		*end = (char *)p;
	return over ? ULONG_MAX : x;
}

static void
text_set(struct text_parser *t, int f, uint64_t v)
{
	t->cur.v[f] = v;
	t->cur.present |= 1u << f;
}

/* ---- one error, one record: the reports of the same error joined ---- */

#define HOLD_LINES	200	/* the MCE core prints a CPER error's stand-in from a work queue: later */

/* The physical address a record names, if it names one. */
static int
rec_addr(const struct mce_record *r, uint64_t *a)
{
	if (r->kind == KIND_MEM) {
		*a = r->mem->v[M_ADDR];
		return MHAS(r->mem, M_ADDR);
	}
	*a = r->v[F_ADDR];
	/* ADDRV */
	return HAS(r, F_ADDR) && HAS(r, F_STATUS) && (r->v[F_STATUS] & BIT(58));
}

static unsigned
rec_reports(const struct mce_record *r)
{
	return (r->kind == KIND_MCE) | (r->mem ? r->mem->reported : 0);
}

/*
 * Two reports of one error: the same page, from different reporters.  Two
 * MCE prints are one error only when one is the EDAC driver's copy of the
 * other (same CPU, bank and status): the same error repeating prints the
 * same lines from the same reporter, and stays two records.
 */
/* the bytes a report's address stands for: EDAC's
 * grain, CPER's mask, else a cache line */
static uint64_t
rec_grain(const struct mce_record *r)
{
	const struct mem_error *m = r->mem;

	if (m && MHAS(m, M_GRAIN) && m->v[M_GRAIN] > 64 &&
	    !(m->v[M_GRAIN] & (m->v[M_GRAIN] - 1)))
		return m->v[M_GRAIN];
	if (m && MHAS(m, M_ADDR_MASK) && m->v[M_ADDR_MASK] &&
	    ~m->v[M_ADDR_MASK] + 1 > 64 &&
	    !((~m->v[M_ADDR_MASK] + 1) & ~m->v[M_ADDR_MASK]))
		return ~m->v[M_ADDR_MASK] + 1;
	return 64;
}

/* skx/i10nm's "err_code:MSCOD:MCACOD" names the MCE
 * it came from: a different one is another error */
static int
err_code_differs(const struct mce_record *mce, const struct mem_error *m)
{
	const char *p = m ? strstr(m->detail, "err_code:") : NULL;
	unsigned long mscod, mcacod;
	char *e;

	if (!p || !HAS(mce, F_STATUS))
		return 0;
	mscod = strtoul(p + 9, &e, 16);
	if (*e != ':')
		return 0;
	mcacod = strtoul(e + 1, &e, 16);
	return mscod != BITS(mce->v[F_STATUS], 31, 16) ||
	    mcacod != BITS(mce->v[F_STATUS], 15, 0);
}

static int
amd_mce(const struct mce_record *r)
{
	return r->kind == KIND_MCE && HAS(r, F_CPUVENDOR) &&
	    (r->v[F_CPUVENDOR] == VENDOR_AMD ||
	    r->v[F_CPUVENDOR] == VENDOR_HYGON);
}

/*
 * A firmware report without an address and ghes_edac's line for it
 * (which follows its CPER block, "APEI location: ..."): the same DIMM
 * place on every field both name.
 */
static int
same_place(const struct mce_record *a, const struct mce_record *b)
{
	static const int f[] = { M_NODE, M_CARD, M_MODULE, M_RANK, M_BANK,
	    M_ROW, M_COLUMN };
	const struct mem_error *x = a->mem, *y = b->mem;
	size_t i, both = 0;

	if (!x || !y || MHAS(x, M_ADDR) || MHAS(y, M_ADDR) ||
	    a->kind != KIND_MEM || b->kind != KIND_MEM)
		return 0;
	if (!((x->source == MEM_CPER && strstr(y->detail, "APEI location: ")) ||
	    (y->source == MEM_CPER && strstr(x->detail, "APEI location: "))))
		return 0;
	for (i = 0; i < LEN(f); i++)
		if (MHAS(x, f[i]) && MHAS(y, f[i])) {
			if (x->v[f[i]] != y->v[f[i]])
				return 0;
			both++;
		}
	return both > 0;
}

static int
same_error(const struct text_parser *t, const struct mce_record *a,
    const struct mce_record *b)
{
	uint64_t pa, pb, g;

	if (rec_reports(a) & rec_reports(b) & ~1u)
		return 0;	/* two EDAC or two CPER reports: two errors */
	/*
	 * AMD: the MCE's address of a UMC is the normalised one, amd64_edac's
	 * line the system address it translated; the driver prints that line
	 * right after the decoder's lines of the same MCE, nothing between.
	 */
	if (((amd_mce(a) && b->kind == KIND_MEM &&
	    b->mem->source == MEM_EDAC) || (amd_mce(b) && a->kind == KIND_MEM &&
	    a->mem->source == MEM_EDAC)) && t->held_age <= 12 &&
	    t->nbehind == 0)
		return 1;
	if (same_place(a, b) && t->nbehind == 0)
		return 1;
	if (!rec_addr(a, &pa) || !rec_addr(b, &pb))
		return 0;
	g = MAX(rec_grain(a), rec_grain(b));
	if ((pa & ~(g - 1)) != (pb & ~(g - 1)))
		return 0;	/* channels interleave within a page:
				 * the same address, to its grain */
	if ((a->kind == KIND_MCE && err_code_differs(a, b->mem)) ||
	    (b->kind == KIND_MCE && err_code_differs(b, a->mem)))
		return 0;
	if (a->kind == KIND_MCE && b->kind == KIND_MCE)
		return !((a->flags | b->flags) & REC_JOINED) &&
		    (a->flags & REC_EDAC_COPY) != (b->flags & REC_EDAC_COPY) &&
		    a->v[F_CPU] == b->v[F_CPU] &&
		    a->v[F_BANK] == b->v[F_BANK] &&
		    a->v[F_STATUS] == b->v[F_STATUS];
	return 1;
}

/* Fill what into lacks from from: fields, strings, and who reported it. */
static void
mem_merge(struct mem_error *into, const struct mem_error *from)
{
	int f;

	if (!into->reported)
		into->source = from->source;
	/* the firmware's grade over ghes_edac's CE/UE,
	 * which makes "info" and "fatal" a UE */
	if (from->source == MEM_CPER && MHAS(from, M_SEV) &&
	    into->source != MEM_CPER)
		into->v[M_SEV] = from->v[M_SEV];
	for (f = 0; f < NMEMFIELDS; f++)
		if (!MHAS(into, f) && MHAS(from, f)) {
			into->v[f] = from->v[f];
			into->present |= 1ull << f;
		}
#define FILL(x) if (!into->x[0]) memcpy(into->x, from->x, sizeof into->x)
	FILL(op); FILL(label); FILL(dimm); FILL(fru); FILL(detail);
#undef FILL
	if (MHAS(into, M_ADDR))
		into->addr_unknown = NULL;	/* another reporter knew it */
	else if (!into->addr_unknown)
		into->addr_unknown = from->addr_unknown;
	into->reported |= from->reported;
}

static void
text_release(struct text_parser *t)
{
	int i;

	if (!t->holding)
		return;
	t->holding = 0;
	t->c->record(t->c->ctx, &t->held);
	for (i = 0; i < t->nbehind; i++)
		t->c->record(t->c->ctx, &t->behind[i].r);
	t->nbehind = 0;
}

/* A record of another error while one is held: it waits
 * behind, so the output keeps the log's order. */
static void
text_behind(struct text_parser *t, const struct mce_record *r)
{
	if (t->nbehind == HOLD_BEHIND)
		text_release(t);
	if (!t->holding) {
		t->c->record(t->c->ctx, r);
		return;
	}
	t->behind[t->nbehind].r = *r;
	if (r->mem) {
		t->behind[t->nbehind].m = *r->mem;
		t->behind[t->nbehind].r.mem = &t->behind[t->nbehind].m;
	}
	if (r->pcie) {
		t->behind[t->nbehind].pe = *r->pcie;
		t->behind[t->nbehind].r.pcie = &t->behind[t->nbehind].pe;
	}
	t->nbehind++;
}

/* A finished record: joined to the held one, held, or passed on. */
static void
text_emit(struct text_parser *t, const struct mce_record *r)
{
	uint64_t a;

	if (t->holding && same_error(t, &t->held, r)) {
		if (r->kind == KIND_MCE && t->held.kind == KIND_MCE) {
			struct mce_record *keep = &t->held;
			int f;

			for (f = 0; f < NFIELDS; f++)	/* the core's print
							 * has MCGCAP, the
							 * driver's not */
				if (!HAS(keep, f) && HAS(r, f)) {
					keep->v[f] = r->v[f];
					keep->present |= 1u << f;
				}
			keep->flags = (keep->flags & ~REC_EDAC_COPY & ~REC_PARTIAL) |
			    REC_JOINED | (keep->flags & r->flags & REC_PARTIAL);
			if (r->mem) {
				if (!keep->mem) {
					memset(&t->held_mem, 0,
					    sizeof t->held_mem);
					keep->mem = &t->held_mem;
				}
				mem_merge(&t->held_mem, r->mem);
			}
		} else if (r->kind == KIND_MCE) {	/* the MCE carries the
							 * memory report */
			struct mem_error m = t->held_mem;

			t->held = *r;
			memset(&t->held_mem, 0, sizeof t->held_mem);
			if (r->mem)
				mem_merge(&t->held_mem, r->mem);
			mem_merge(&t->held_mem, &m);
			t->held_mem.reported |= 1;
			t->held.mem = &t->held_mem;
		} else {
			if (!t->held.mem) {
				memset(&t->held_mem, 0, sizeof t->held_mem);
				t->held.mem = &t->held_mem;
			}
			mem_merge(&t->held_mem, r->mem);
			t->held_mem.reported |= t->held.kind == KIND_MCE;
			/* extlog's "on CPU n" */
			if (!HAS(&t->held, F_CPU) && HAS(r, F_CPU)) {
				t->held.v[F_CPU] = r->v[F_CPU];
				t->held.present |= 1u << F_CPU;
			}
		}
		t->held_age = 0;
		if ((rec_reports(&t->held) & (1 | 1 << MEM_EDAC |
		    1 << MEM_CPER)) == (1 | 1 << MEM_EDAC | 1 << MEM_CPER))
			text_release(t);	/* every reporter has spoken */
		return;
	}
	if (!rec_addr(r, &a) && !(r->kind == KIND_MEM &&
	    r->mem->source == MEM_CPER)) {
		text_behind(t, r);	/* nothing to join it by */
		return;
	}
	text_release(t);
	t->held = *r;
	if (r->mem) {
		t->held_mem = *r->mem;
		t->held.mem = &t->held_mem;
	}
	t->holding = 1;
	t->held_age = 0;
}

static void
text_flush(struct text_parser *t)
{
	if (!t->active)
		return;
	if (t->want_processor && !HAS(&t->cur, F_CPUID))
		t->cur.flags |= REC_PARTIAL;	/* the PROCESSOR line
						 * never came */
	if (!HAS(&t->cur, F_STATUS))
		t->cur.flags |= REC_PARTIAL;
	/* no TIME field: the log's own */
	if (!HAS(&t->cur, F_WALLTIME) && t->rec_time > 0) {
		t->cur.v[F_WALLTIME] = t->rec_time;
		t->cur.present |= 1u << F_WALLTIME;
	}
	t->active = 0;
	text_emit(t, &t->cur);
}

/* memset(p, 0, n) for a record a line begins: 16 bytes a store, where
 * memset is rep stos, whose start-up was 2.5% of a text log's dump */
static inline void
zero16(void *p, size_t n)
{
	static const char z[16];
	size_t i;

	for (i = 0; i + 16 <= n; i += 16)
		memcpy((char *)p + i, z, 16);
	memcpy((char *)p + n - (n % 16), z, n % 16);
}

static void
text_begin(struct text_parser *t, int want_processor)
{
	text_flush(t);
	zero16(&t->cur, sizeof t->cur);
	t->old_banks = 0;
	t->cur.src_cpu = -1;
	t->cur.flags = REC_FROM_TEXT | (t->line_unv ? REC_UNVERIFIED : 0);
	t->cur.origin = t->origin;
	t->rec_time = t->line_time;
	t->cur.prov = t->prov;
	t->active = 1;
	t->want_processor = want_processor;
}

/* cpuid EAX from family/model/stepping:
 * the inverse of cpu_model_from_cpuid() */
static uint32_t
cpuid_eax(unsigned family, unsigned model, unsigned stepping)
{
	uint32_t eax = stepping & 0xf;

	eax |= (model & 0xf) << 4 | (MIN(family, 0xfu)) << 8;
	if (family >= 6)
		eax |= (model >> 4 & 0xf) << 16;
	if (family > 0xf)
		eax |= (family - 0xf) << 20;
	return eax;
}

/*
 * "Bank 3: f20000000002010a[misc] at 0000000012345000": one record of the
 * i386 handlers (after their CPU line), or, as the later P6 handler prints
 * it, "CPU 0: Bank 3: ...".  The bracketed MISC is not read: some of those
 * handlers printed its two halves in the wrong order.
 */
static int
text_old_bank(struct text_parser *t, char *p)
{
	uint64_t v, cpu, mcg;
	int had_mcg;
	char *at;

	if (!text_eat(&p, "Bank ") || !isdigit((unsigned char)*p))
		return 0;
	if (HAS(&t->cur, F_STATUS)) {	/* the exception's next bank:
					 * a record of its own */
		cpu = t->cur.v[F_CPU];
		mcg = t->cur.v[F_MCGSTATUS];
		had_mcg = HAS(&t->cur, F_MCGSTATUS);
		text_begin(t, 0);
		t->old_banks = 1;
		text_set(t, F_CPU, cpu);
		if (had_mcg)
			text_set(t, F_MCGSTATUS, mcg);
	}
	t->cur.flags &= ~REC_PARTIAL;
	text_set(t, F_BANK, strtoul(p, &p, 10));
	p += strspn(p, ": ");
	if (strspn(p, "0123456789abcdefABCDEF") != 16 ||
	    text_number(t, p, 16, &v) < 0) {
		t->cur.flags |= REC_PARTIAL;
		return 1;
	}
	text_set(t, F_STATUS, v);
	if ((at = text_past(p, " at ")) && text_number(t, at, 16, &v) == 0)
		text_set(t, F_ADDR, v);
	return 1;
}

/* The later P6 handler's one-line form:
 * "CPU 0: Bank 3: STATUS[MISC] at ADDR" */
static int
text_old_bank_start(struct text_parser *t, char *line)
{
	char *cpu = line + LITLEN("CPU "), *p = cpu + strspn(cpu, "0123456789");

	if (!text_eat(&p, ": ") || !text_is(p, "Bank "))
		return 0;
	text_begin(t, 0);
	t->old_banks = 1;
	text_set(t, F_CPU, strtoul(cpu, NULL, 10));
	return text_old_bank(t, p);
}

/* "CPU 3: Machine Check[ Exception]: 5 Bank 9: bd000000000000c0", at the
 * message's start (arch/x86/kernel/cpu/mce/core.c __print_mce); the EDAC
 * drivers' copies print "Machine Check Event: 0x0 Bank 14: 0x8c00..."
 * (sb_edac.c, skx_common.c) */
static int
text_kernel_start(struct text_parser *t, char *line)
{
	char *p, *cpu;
	uint64_t v;

	if (!(cpu = text_skip(line, "CPU ")) || !isdigit((unsigned char)*cpu))
		return 0;
	for (p = cpu; isdigit((unsigned char)*p); p++)
		;
	if (!text_eat(&p, ": Machine Check"))
		return text_old_bank_start(t, line);
	/* the EDAC drivers' copy: "Machine Check %s" of Event/Exception */
	if (!text_eat(&p, " Exception"))
		text_eat(&p, " Event");
	if (*p != ':')
		return 0;	/* "Machine check events logged" and friends */
	text_begin(t, 1);
	text_set(t, F_CPU, text_strtoul(cpu, NULL));
	p += cc_span(p, CC_COLSP);
	if (text_number(t, p, 16, &v) == 0)
		text_set(t, F_MCGSTATUS, v);
	if ((p = text_past(p, "Bank "))) {
		text_set(t, F_BANK, text_strtoul(p, &p));
		p += cc_span(p, CC_COLSP);
		if (text_number(t, p, 16, &v) == 0)
			text_set(t, F_STATUS, v);
	} else {
		/*
		 * The i386 handlers of 2.4 and 2.6 (k7, p4, p6, generic):
		 * "CPU n: Machine Check Exception: MCGSTATUS", then a line
		 * "Bank n: STATUS[MISC] at ADDR" for each bank with an error.
		 */
		t->old_banks = 1;
		t->want_processor = 0;
		t->cur.flags |= REC_PARTIAL;
	}
	return 1;
}

/* AMD EDAC: "CPU:0 (17:31:0) MC22_STATUS[-|CE|...]: 0x9c2040000000011b" */
static int
text_edac_start(struct text_parser *t, char *line)
{
	char *p, *q, *cpu = line;
	unsigned fam, mod, step, bank;
	uint64_t v;

	if (!text_is(line, "CPU:") || !(p = strstr(line, "_STATUS[")))
		return 0;
	for (q = p; q > line && isdigit((unsigned char)q[-1]); q--)
		;
	if (q - line < 2 || !text_is(q - 2, "MC") || !(p = strstr(p, "]: ")))
		return 0;
	bank = strtoul(q, NULL, 10);
	text_begin(t, 0);
	text_set(t, F_CPU, strtoul(cpu + 4, &q, 10));
	text_set(t, F_BANK, bank);
	if (sscanf(q, " (%x:%x:%x)", &fam, &mod, &step) == 3) {
		text_set(t, F_CPUVENDOR, VENDOR_AMD);
		text_set(t, F_CPUID, cpuid_eax(fam, mod, step));
	}
	if (text_number(t, p + 3, 16, &v) == 0)
		text_set(t, F_STATUS, v);
	return 1;
}

/* !strcmp(a, b) for a token and a key: a few bytes, no call */
static inline int
text_eq(const char *a, const char *b)
{
	for (; *a == *b; a++, b++)
		if (!*a)
			return 1;
	return 0;
}

/*
 * KEY VALUE pairs anywhere on a line of an open record: tokens split on
 * CC_SEP as strtok would, read in place (each byte scanned once: a value is
 * parsed where it is, not cut out first).
 */
static void
text_pairs(struct text_parser *t, char *line)
{
	const char *p = line, *tok, *val, *vend, *colon, *q;
	uint64_t v;
	uint32_t m;
	size_t i, klen;

	for (p += cc_span(p, CC_SEP); *p; p = val) {
		tok = p;
		klen = cc_cspan(tok, CC_SEP);
		val = tok + klen + cc_span(tok + klen, CC_SEP);
		if (!*val)
			return;		/* a key needs a value */
		if (klen == 9 && text_is(tok, "PROCESSOR")) {
			vend = val + cc_cspan(val, CC_SEP);
			if ((colon = memchr(val, ':', vend - val))) {
				if (text_value_at(t, val, 10, &v, &q,
				    TN_COLON) == 0)
					text_set(t, F_CPUVENDOR, v);
				if (text_value_at(t, colon + 1, 16, &v, &q,
				    TN_SEP) == 0)
					text_set(t, F_CPUID, v);
				val = vend + cc_span(vend, CC_SEP);
				continue;
			}
		}
		if (klen == 3 && text_is(tok, "RIP")) {
			vend = val + cc_cspan(val, CC_SEP);
			if (vend - val == 9 && text_is(val, "!INEXACT!")) {
				val = vend + cc_span(vend, CC_SEP);
				vend = val + cc_cspan(val, CC_SEP);
			}
			if (*val && (colon = memchr(val, ':', vend - val))) {
				if (text_value_at(t, val, 16, &v, &q,
				    TN_COLON) == 0)
					text_set(t, F_CS, v);
				colon += colon[1] == '<';
				if (text_value_at(t, colon + 1, 16, &v, &q,
				    TN_SEP) == 0)
					text_set(t, F_IP, v);
				val = vend + cc_span(vend, CC_SEP);
			}
			continue;
		}
		/* the keys that start with tok's byte, in the table's order */
		for (m = (unsigned char)tok[0] < 128 ?
		    t->keys[(unsigned char)tok[0]] : 0; m; m &= m - 1) {
			i = __builtin_ctz(m);
			if (text_keys[i].len == klen &&
			    text_isn(tok + 1, text_keys[i].key + 1, klen - 1)) {
				q = val;
				if (text_value_at(t, val, text_keys[i].base,
				    &v, &q, TN_SEP) == 0)
					text_set(t, text_keys[i].field, v);
				/* past the value token (its digits may be
				 * followed by more of it: "12:") */
				val = q + cc_cspan(q, CC_SEP);
				val += cc_span(val, CC_SEP);
				break;
			}
		}
	}
}

/*
 * cper.c prints "bank:" (the raw 16 bits) and, when the firmware gives them
 * apart, "bank_group:" and "bank_address:": the bank is then the address,
 * as for the trace event's packed section.
 */
static void
cper_bank_address(struct mem_error *m, const char *p)
{
	const char *q = strstr(p, "bank_address:");
	uint64_t v;

	q = q ? q + 13 + (q[13] == ' ') : NULL;
	if (q && mem_number(q, strcspn(q, " \t,)\r\n"), 10, &v) == 0)
		mem_set(m, M_BANK, v);
}

static void
copy_trimmed(char *dst, size_t cap, const char *p, const char *end)
{
	size_t n;

	if (p > end)
		p = end;
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	while (end > p && (end[-1] == ' ' || end[-1] == '\t' ||
	    end[-1] == '\n' || end[-1] == '\r'))
		end--;
	n = MIN((size_t)(end - p), cap - 1);
	memcpy(dst, p, n);
	dst[n] = '\0';
}

static void
text_mem_emit(struct text_parser *t, const struct mem_error *m, int cpu,
    int partial)
{
	struct mce_record r;

	memset(&r, 0, sizeof r);
	r.kind = KIND_MEM;
	r.flags = REC_FROM_TEXT | (partial ? REC_PARTIAL : 0) |
	    (t->mem_unv || t->line_unv ? REC_UNVERIFIED : 0);
	t->mem_unv = 0;
	r.src_cpu = -1;
	r.origin = t->origin;
	r.prov = t->prov;
	r.mem = m;
	if (cpu >= 0) {
		r.v[F_CPU] = cpu;
		r.present |= 1u << F_CPU;
	}
	/* the log's time of the report */
	if ((t->cper ? t->cper_time : t->line_time) > 0) {
		r.v[F_WALLTIME] = t->cper ? t->cper_time : t->line_time;
		r.present |= 1u << F_WALLTIME;
	}
	text_emit(t, &r);
}

/*
 * The end of a CPER PCIe section (cper.c's cper_print_pcie): the error is
 * the register the severity names, status & ~mask; left open, for the
 * kernel's own "AER: aer_status: S, aer_mask: M" lines of the same error
 * that follow (text_aer), which give the status when the section did not.
 */
static void
cper_pcie_end(struct text_parser *t)
{
	struct pcie_error *e = &t->aer;
	int reg = e->sev == PSEV_CORRECTED ? 1 : 2;

	if (!(e->present & P_SEV))
		return;		/* a section type we cannot grade */
	if (t->aer_regs & reg) {
		e->status = reg == 1 ? t->aer_cor[0] & ~t->aer_cor[1] :
		    t->aer_unc[0] & ~t->aer_unc[1];
		e->present |= P_STATUS;
	}
	if (e->sev == PSEV_CORRECTED)	/* a header is logged for the
					 * uncorrectable errors only */
		e->present &= ~P_TLP;
	t->aer_open = 1;
	t->aer_unv = t->mem_unv;
	t->mem_unv = 0;		/* this section's, not the next one's */
	t->aer_time = t->cper_time;
}

static void
cper_section_end(struct text_parser *t)
{
	if (t->cper == 3)
		cper_pcie_end(t);
	if (t->cper == 2) {
		if (!MHAS(&t->cper_mem, M_SEV) && t->cper_sev >= 0)
			mem_set(&t->cper_mem, M_SEV, t->cper_sev);
		text_mem_emit(t, &t->cper_mem, t->cper_cpu, t->cper_cut);
		t->cper_cut = 0;
	}
	if (t->cper)
		t->cper = 1;
}

static void
cper_end(struct text_parser *t)
{
	cper_section_end(t);
	t->cper = 0;
}

/*
 * An EDAC line whose location a poster cut out ("... on LABEL (...)"):
 * what is left is read, the address is not given.
 */
static int
text_edac_redacted(struct text_parser *t, struct mem_error *m, const char *p,
    unsigned long mc, unsigned long count, int sev)
{
	const char *on = strstr(p, "on "), *paren = on ? strchr(on, '(') : NULL;
	const char *end = paren ? strrchr(paren, ')') : NULL;

	if (!on || !paren || !end || end[1 + strspn(end + 1, " \r\n")] ||
	    paren == on + 3)
		return 0;
	memset(m, 0, sizeof *m);
	m->source = MEM_EDAC;
	m->reported = 1u << MEM_EDAC;
	mem_set(m, M_SEV, sev);
	mem_set(m, M_COUNT, count);
	mem_set(m, M_MC, mc);
	copy_trimmed(m->op, sizeof m->op, p, on);
	copy_trimmed(m->label, sizeof m->label, on + 3, paren);
	if (!label_known(m->label))
		m->label[0] = '\0';
	copy_trimmed(m->detail, sizeof m->detail, paren + 1, end);
	cper_end(t);
	if (t->active && !t->want_processor)
		text_flush(t);
	text_mem_emit(t, m, -1, 0);
	return 1;
}

/*
 * edac_mc.c before 3.5 (edac_mc_handle_ce/ue, _fbd_ce/ue, _ce_no_info):
 *   CE page 0x%lx, offset 0x%lx, grain %d, syndrome 0x%lx, row %d, channel %d, label "%s": %s
 *   UE page 0x%lx, offset 0x%lx, grain %d, row %d, labels "%s": %s
 *   CE row %d, channel %d, label "%s": %s
 *   UE row %d, channel-a= %d channel-b= %d labels "%s": %s
 *   CE - no information available: %s
 * sb_edac and i7core put their own message after the label: "... addr =
 * 0x%08llx => socket=%d, Channel=%ld(mask=%ld), rank=%d".  A UE's labels
 * are every channel's of the row, joined by ':'.
 */
static int
text_edac_old(struct text_parser *t, char *line)
{
	struct mem_error *m = &t->cur_mem;
	char *p = line + 7, *q, *lab, *msg;
	unsigned long mc, page = 0, off = 0, v;
	int sev, have = 0;

	mc = strtoul(p, &q, 10);
	if (q == p || !(p = text_skip(q, ": ")))
		return 0;
	if (text_is(p, "CE "))
		sev = MSEV_CORRECTED;
	else if (text_is(p, "UE "))
		sev = MSEV_UNCORRECTED;
	else
		return 0;
	p += 3;
	if (!text_is(p, "page 0x") && !text_is(p, "row ") &&
	    !text_is(p, "- no information available: "))
		return 0;
	memset(m, 0, sizeof *m);
	m->source = MEM_EDAC;
	m->reported = 1u << MEM_EDAC;
	mem_set(m, M_SEV, sev);
	mem_set(m, M_MC, mc);
	if (sscanf(p, "page 0x%lx, offset 0x%lx,", &page, &off) == 2)
		have = 1;
	if ((q = text_past(p, "grain ")) && (v = strtoul(q, NULL, 10)) > 0)
		mem_set(m, M_GRAIN, v);
	if ((q = text_past(p, "syndrome 0x")))
		mem_set(m, M_SYND, strtoull(q, NULL, 16));
	if ((q = text_past(p, "row ")))
		mem_set(m, M_CSROW, strtoul(q, NULL, 10));
	if ((q = text_past(p, ", channel ")) && isdigit((unsigned char)*q))
		mem_set(m, M_CHANNEL, strtoul(q, NULL, 10));
	if (have)	/* the grain first: page 0 offset
			 * 0 without one is no address */
		mem_address(m, (uint64_t)page << 12 | off);
	msg = strstr(p, "\": ");
	if ((lab = strstr(p, "label \"")) || (lab = strstr(p, "labels \"")))
		lab = strchr(lab, '"') + 1;
	if (lab && msg && msg >= lab) {
		char *colon = memchr(lab, ':', msg - lab);

		if (colon && sev == MSEV_UNCORRECTED && colon > lab &&
		    colon + 1 < msg)
			snprintf(m->label, sizeof m->label, "%.*s or %.*s",
			    (int)(colon - lab), lab, (int)(msg - colon - 1),
			    colon + 1);
		else if (colon && sev == MSEV_UNCORRECTED)
			copy_trimmed(m->label, sizeof m->label, colon > lab ?
			    lab : colon + 1, colon > lab ? colon : msg);
		else
			copy_trimmed(m->label, sizeof m->label, lab, msg);
	}
	msg = msg ? msg + 3 : strstr(p, ": ") ? strstr(p, ": ") + 2 : p +
	    strlen(p);
	copy_trimmed(m->op, sizeof m->op, msg, msg + strcspn(msg, "\r\n"));
	if ((q = text_past(msg, "addr = 0x")) && !MHAS(m, M_ADDR))
		mem_address(m, strtoull(q, NULL, 16));
	if ((q = text_past(msg, "=> socket=")))
		mem_set(m, M_SOCKET, strtoul(q, NULL, 10));
	if ((q = text_past(msg, "Channel=")))
		mem_set(m, M_CHANNEL, strtoul(q, NULL, 10));
	if ((q = text_past(msg, "rank=")))
		mem_set(m, M_RANK, strtoul(q, NULL, 10));
	if (isdigit((unsigned char)*msg))
		mem_set(m, M_COUNT, strtoul(msg, NULL, 10));
	cper_end(t);
	if (t->active && !t->want_processor)
		text_flush(t);
	text_mem_emit(t, m, -1, 0);
	return 1;
}

/*
 * drivers/edac/edac_mc.c edac_ce_error()/edac_ue_error(), 3.6 to 6.12:
 * "EDAC MC0: 1 CE memory read error on LABEL (channel:1 slot:0 page:0x1234
 * offset:0x40 grain:32 syndrome:0x0 - DETAIL)"; the UE line has no
 * syndrome.  LABEL is "A or B" when the driver could not tell the DIMMs
 * apart, "unknown memory" or "any memory" when it knows none.
 */
static int
text_edac_mc(struct text_parser *t, char *line)
{
	struct mem_error *m = &t->cur_mem;
	char *p = line + 7, *q, *on, *paren, *pg, *dash, *end;
	unsigned long mc, count;
	uint64_t page = 0, off = 0, v;
	int sev, depth, have = 0, cut = 0;

	mc = strtoul(p, &q, 10);
	if (q == p || !(p = text_skip(q, ": ")))
		return 0;
	count = strtoul(p, &q, 10);
	if (q == p || *q != ' ')
		return 0;
	p = q + 1;
	if (text_is(p, "CE "))
		sev = MSEV_CORRECTED;
	else if (text_is(p, "UE "))
		sev = MSEV_UNCORRECTED;
	else
		return 0;
	p += 3;
	if (!(pg = strstr(p, " page:0x")))
		return text_edac_redacted(t, m, p, mc, count, sev);
	for (depth = 0, paren = pg; paren > p; paren--)	/* the "(" that opens
							 * the location */
		if (*paren == ')')
			depth++;
		else if (*paren == '(' && depth-- == 0)
			break;
	if (*paren != '(' || paren == p || !(on = strstr(p, "on ")) ||
	    on > paren)
		return 0;
	memset(m, 0, sizeof *m);
	m->source = MEM_EDAC;
	m->reported = 1u << MEM_EDAC;
	mem_set(m, M_SEV, sev);
	mem_set(m, M_COUNT, count);
	mem_set(m, M_MC, mc);
	copy_trimmed(m->op, sizeof m->op, p, on);
	copy_trimmed(m->label, sizeof m->label, on + 3, paren);
	if (!label_known(m->label))
		m->label[0] = '\0';
	mem_keys(m, paren + 1, pg, edac_layer_keys, LEN(edac_layer_keys));
	/* ghes_edac's location */
	if ((q = text_past(paren, "DIMM location: ")) && q <= pg) {
		if ((dash = text_skip(q, "not present. DMI handle: ")) &&
		    mem_number(dash, strcspn(dash, " "), 16, &v) == 0)
			mem_set(m, M_HANDLE, v);
		else
			copy_trimmed(m->dimm, sizeof m->dimm, q, pg);
	}
	end = strrchr(pg, ')');
	if (!end) {
		end = pg + strlen(pg);
		cut = 1;	/* the line ends before its ")": cut short */
	}
	if ((dash = text_past(pg, " - ")) && dash - LITLEN(" - ") < end) {
		copy_trimmed(m->detail, sizeof m->detail, dash, end);
		/* ghes_edac */
		if ((q = text_find(dash, "APEI location: ")) && q < end) {
			mem_keys(m, q + LITLEN("APEI location: "), end,
			    cper_keys, LEN(cper_keys));
			cper_bank_address(m, q);
		} else {
			mem_keys(m, dash, end, edac_detail_keys,
			    LEN(edac_detail_keys));
		}
		dash -= LITLEN(" - ");
	} else {
		dash = end;
	}
	for (p = pg + 1; p < dash; p += strcspn(p, " ")) {
		p += strspn(p, " ");
		if ((q = text_skip(p, "page:")) &&
		    mem_number(q, strcspn(q, " )\r\n"), 16, &v) == 0)
			page = v, have |= 1;
		else if ((q = text_skip(p, "offset:")) &&
		    mem_number(q, strcspn(q, " )\r\n"), 16, &v) == 0)
			off = v, have |= 2;
		else if ((q = text_skip(p, "grain:")) &&
		    mem_number(q, strcspn(q, " )"), 10, &v) == 0)
			mem_set(m, M_GRAIN, v);
		else if ((q = text_skip(p, "syndrome:")) &&
		    mem_number(q, strcspn(q, " )"), 16, &v) == 0)
			mem_set(m, M_SYND, v);
	}
	if (have == 3)
		mem_address(m, page << 12 | off);	/* x86 pages: 4 KiB */
	else if (have & 1)
		mem_set(m, M_PFN, page);	/* the line was cut: the
						 * page, not an address */
	cper_end(t);		/* ghes_edac prints its line after the block */
	if (t->active && !t->want_processor)
		text_flush(t);	/* mce_amd's record has no last
				 * line: amd64_edac's follows it */
	text_mem_emit(t, m, -1, cut);
	return 1;
}

/* CPER's severity words (cper.c severity_strs[]) */
static int
cper_severity(const char *p)
{
	static const struct { const char *w; int sev; } words[] = {
		{ "recoverable", MSEV_RECOVERABLE }, { "fatal", MSEV_FATAL },
		{ "corrected", MSEV_CORRECTED }, { "info", MSEV_INFO },
	};
	size_t i;

	for (i = 0; i < LEN(words); i++)
		if (!strncmp(p, words[i].w, strlen(words[i].w)))
			return words[i].sev;
	return -1;
}

/* a line of an MCE's print, which shares the "[Hardware Error]: " prefix */
static int
mce_line(const char *p)
{
	return text_is(p, "CPU ") || text_is(p, "TSC ") ||
	    text_is(p, "PROCESSOR ") || text_is(p, "RIP ") ||
	    text_is(p, "Machine check") || text_is(p, "MC") ||
	    text_is(p, "IPID") || text_is(p, "ADDR ") || text_is(p, "MISC ");
}

/*
 * A firmware-first error as GHES (ghes.c __ghes_print_estatus: "{seq}"
 * and HW_ERR before each line) and extlog (acpi_extlog.c) print it
 * through cper_estatus_print(): a header, "event severity:", then per
 * section "Error n, type:", "section_type: memory error" and the memory
 * section's lines (cper_print_mem).  Each memory section is a record;
 * other sections are read past.
 */
/* "DDDD:BB:DD.F" at s: its length (12), else 0 (every line of a text
 * log is asked: a byte test each, stopping at the first that is not) */
static inline size_t
text_bdf(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;

	return text_hex[p[0]] < 16 && text_hex[p[1]] < 16 &&
	    text_hex[p[2]] < 16 && text_hex[p[3]] < 16 && p[4] == ':' &&
	    text_hex[p[5]] < 16 && text_hex[p[6]] < 16 && p[7] == ':' &&
	    text_hex[p[8]] < 16 && text_hex[p[9]] < 16 && p[10] == '.' &&
	    p[11] >= '0' && p[11] <= '7' ? 12 : 0;
}

/* "a b c d": the four dwords of a TLP header log, as aer.c and cper.c
 * print them (%08x, 7.x: %#010x); anything else leaves it not given */
static void
aer_tlp(struct pcie_error *e, const char *q)
{
	unsigned w[4];
	int i, k;

	for (i = 0; i < 4 && sscanf(q, "%x%n", &w[i], &k) == 1; i++)
		q += k;
	if (i == 4) {
		memcpy(e->tlp, w, sizeof w);
		e->present |= P_TLP;
	}
}

/* A line of a CPER PCIe section: the device, its IDs and slot as the
 * firmware gives them, the AER registers, the TLP header. */
static int
cper_pcie_line(struct text_parser *t, const char *p)
{
	struct pcie_error *e = &t->aer;
	unsigned v, d;
	const char *q;

	if ((q = text_skip(p, "device_id: ")) && text_bdf(q)) {
		memcpy(e->dev, q, 12);
		e->dev[12] = '\0';
	} else if (sscanf(p, "vendor_id: %x, device_id: %x", &v, &d) == 2 &&
	    v <= 0xffff && d <= 0xffff) {
		e->vendor = v, e->device = d;
		e->present |= P_IDS | P_CPER;
	} else if ((q = text_skip(p, "slot: ")) && isdigit((unsigned char)*q) &&
	    strspn(q, "0123456789") < sizeof e->slot) {
		snprintf(e->slot, sizeof e->slot, "%.*s",
		    (int)strspn(q, "0123456789"), q);
		e->present |= P_CPER;
	} else if (sscanf(p, "aer_cor_status: %x, aer_cor_mask: %x", &v,
	    &d) == 2) {
		t->aer_cor[0] = v, t->aer_cor[1] = d, t->aer_regs |= 1;
	} else if (sscanf(p, "aer_uncor_status: %x, aer_uncor_mask: %x", &v,
	    &d) == 2) {
		t->aer_unc[0] = v, t->aer_unc[1] = d, t->aer_regs |= 2;
	} else if ((q = text_skip(p, "TLP Header: "))) {
		aer_tlp(e, q);
	}
	return 1;
}

static int
text_cper(struct text_parser *t, char *line, uint64_t seq)
{
	struct mem_error *m = &t->cper_mem;
	char *p = line + strspn(line, " "), *q, *lab;
	uint64_t v;
	int sev;

	char *ghes = text_skip(p,
	    "Hardware error from APEI Generic Hardware Error Source: ");
	char *cpu = text_skip(p, "Hardware error detected on CPU");

	if (ghes || cpu) {
		cper_end(t);
		t->cper = 1;
		t->cper_seq = seq;
		t->cper_time = t->line_time;
		t->cper_sev = -1;
		t->cper_cpu = -1;
		memset(m, 0, sizeof *m);
		if (ghes)
			mem_set(m, M_GHES_SOURCE, strtoull(ghes, NULL, 10));
		else
			t->cper_cpu = atoi(cpu);
		if (seq != UINT64_MAX)
			mem_set(m, M_SEQ, seq);
		return 1;
	}
	if (!t->cper)
		return 0;
	if (seq != t->cper_seq || mce_line(p)) {
		cper_end(t);
		return 0;
	}
	if (text_is(p, "It has been corrected by h/w") ||
	    strstr(p, "tstamp: ") || text_is(p, "fru_id: "))
		return 1;
	if ((q = text_skip(p, "event severity: "))) {
		t->cper_sev = cper_severity(q);
		return 1;
	}
	if (text_is(p, "Error ") && (q = text_past(p, ", type: "))) {
		uint64_t src = m->v[M_GHES_SOURCE], had = MHAS(m,
		    M_GHES_SOURCE);

		cper_section_end(t);
		memset(m, 0, sizeof *m);
		if (had)
			mem_set(m, M_GHES_SOURCE, src);
		if (seq != UINT64_MAX)
			mem_set(m, M_SEQ, seq);
		if ((sev = cper_severity(q)) >= 0)
			mem_set(m, M_SEV, sev);
		return 1;
	}
	if ((q = text_skip(p, "fru_text: "))) {
		copy_trimmed(m->fru, sizeof m->fru, q, q + strlen(q));
		return 1;
	}
	if ((q = text_skip(p, "section_type: ")) ||
	    (q = text_skip(p, "section type: "))) {
		t->cper = text_is(q, "memory error") ? 2 :
		    text_is(q, "PCIe error") ? 3 : 1;
		if (t->cper == 3) {	/* graded as the section's type */
			memset(&t->aer, 0, sizeof t->aer);
			t->aer_regs = 0;
			sev = MHAS(m, M_SEV) ? (int)m->v[M_SEV] : t->cper_sev;
			t->aer.sev = sev == MSEV_CORRECTED ? PSEV_CORRECTED :
			    sev == MSEV_FATAL ? PSEV_FATAL : PSEV_NONFATAL;
			t->aer.present = sev == MSEV_CORRECTED || sev ==
			    MSEV_FATAL || sev == MSEV_RECOVERABLE ? P_SEV : 0;
		}
		if (t->cper == 2) {
			m->source = MEM_CPER;
			m->reported = 1u << MEM_CPER;
		}
		return 1;
	}
	if (t->cper == 3)
		return cper_pcie_line(t, p);
	if (t->cper == 1)
		return 1;	/* a line of a section that is not memory */
	if (text_is(p, "error_status: ")) {
		q = strstr(p, "0x");
		if (q && mem_number(q, strcspn(q, " )\n"), 16, &v) == 0)
			mem_set(m, M_ERR_STATUS, v);
	} else if ((q = text_skip(p, "physical_address: "))) {
		/* cper.c prints 0x%016llx: fewer digits
		 * is a line cut short, not an address */
		if (text_is(q, "0x") &&
		    strspn(q + 2, "0123456789abcdefABCDEF") == 16 &&
		    mem_number(q, strcspn(q, " \r\n"), 16, &v) == 0)
			mem_set(m, M_ADDR, v);
		else
			t->cper_cut = 1;
	} else if ((q = text_skip(p, "physical_address_mask: "))) {
		if (text_is(q, "0x") &&
		    strspn(q + 2, "0123456789abcdefABCDEF") == 16 &&
		    mem_number(q, strcspn(q, " \r\n"), 16, &v) == 0)
			mem_set(m, M_ADDR_MASK, v);
		else
			t->cper_cut = 1;
	} else if ((q = text_skip(p, "error_type: "))) {
		if (mem_number(q, strcspn(q, ","), 10, &v) == 0)
			mem_set(m, M_ETYPE, v);
		if ((q = strchr(p, ',')))
			copy_trimmed(m->op, sizeof m->op, q + 1, q + strlen(q));
	} else if ((lab = text_skip(p, "DIMM location: "))) {
		if ((q = text_past(lab, "DMI handle: ")) &&
		    mem_number(q, strcspn(q, " \n"), 16, &v) == 0)
			mem_set(m, M_HANDLE, v);
		else
			copy_trimmed(m->dimm, sizeof m->dimm, lab,
			    lab + strlen(lab));
	} else {
		size_t i, kn = strcspn(p, ":");

		for (i = 0; i < LEN(cper_keys); i++)
			if (strlen(cper_keys[i].key) == kn &&
			    !strncmp(p, cper_keys[i].key, kn))
				break;
		if (i == LEN(cper_keys)) {
			cper_end(t);
			return 0;
		}
		mem_keys(m, p, p + strlen(p), cper_keys, LEN(cper_keys));
		cper_bank_address(m, p);
		if (!m->detail[0])
			copy_trimmed(m->detail, sizeof m->detail, p,
			    p + strlen(p));
	}
	return 1;
}

/* A "[...]" of a printk header: a timestamp (dmesg -d's
 * too), a dmesg -T or reltime date, a caller id. */
static int
printk_bracket(const char *p, const char *end)
{
	size_t n = end - p, colons = 0, digits = 0;
	const char *q;

	if (n == 0 || n > 40)
		return 0;
	if (cc_span(p, CC_STAMP) >= n)
		return 1;				/* [   12.345678], [
							 * 12.3 <  0.0>] */
	for (q = p; *q == ' '; q++)
		;
	if ((*q == 'T' || *q == 'C') && q + 1 < end &&
	    cc_span(q + 1, CC_DIGIT) == (size_t)(end - q - 1))
		return 1;				/* [T123], [ C1] */
	/* dmesg -T in the reader's locale: "[jeu. déc.  3 10:00:00 2026]", "[木
	 * 12月  3 10:00:00 2026]": letters of any script (UTF-8 bytes), and the
	 * dots of abbreviations; a console server's "[2023-06-22
	 * 21:55:31.352446]" */
	for (q = p; q < end; q++)
		if (!isalnum((unsigned char)*q) && *q != ' ' && *q != ':' &&
		    *q != '.' && *q != '-' && !((unsigned char)*q & 0x80))
			return 0;
		else
			colons += *q == ':',
			    digits += isdigit((unsigned char)*q) != 0;
	/* [Thu Dec  3 10:00:00 2026], [Dec 3 10:00] */
	return colons == 2 ? digits >= 6 : colons && digits;
}

/* a word of a timestamp: 10:00:00,
 * 2026-12-03T10:00:00,123+00:00, 1701597600.123, 3 */
static int
time_word(const char *w, size_t n)
{
	unsigned any = 0;
	size_t i;

	for (i = 0; i < n; i++) {	/* all of the n a time's,
					 * and a digit among them */
		if (!(text_cc[(unsigned char)w[i]] & CC_TIME))
			return 0;
		any |= text_cc[(unsigned char)w[i]];
	}
	return (any & CC_DIGIT) != 0;
}

/* Jan, Thu: a month or a weekday */
static int
name3_word(const char *w, size_t n)
{
	return n == 3 && isupper((unsigned char)w[0]) &&
	    islower((unsigned char)w[1]) && islower((unsigned char)w[2]);
}

/* kern, kern.emerg (busybox syslogd), :emerg and : (dmesg -x) */
static int
facility_word(const char *w, size_t n)
{
	return (n == 4 && text_is(w, "kern")) ||
	    (n > 5 && text_is(w, "kern.")) || (w[0] == ':' &&
	    cc_span(w + 1, CC_LOWER) == n - 1);
}

/* Does a stamp hold a fraction of six digits
 * or more (the kernel's microseconds)? */
static int
stamp_usec(const char *p, const char *end, char dot)
{
	const char *q = memchr(p, dot, end - p);

	return q && q + 7 <= end && cc_span(q + 1, CC_DIGIT) >= 6;
}

#define TM_ID		4	/* the header names one printk: a kmsg sequence number, a printk timestamp */
#define HW_ERR		"[Hardware Error]: "	/* the kernel's prefix of a hardware error's lines */
#define TM_HW		1	/* "[Hardware Error]: " (the kernel's HW_ERR) came first */
#define HW_PREFIX	1	/* text_parser.hw: the record's lines start "[Hardware Error]: " */
#define HW_EDAC		2	/* ... "EDAC <driver> MCn: " */
#define TM_MCELOG	2	/* a syslog line of mcelog's: only its own record format */

/*
 * The message of a kernel log line, after its printk header: a /dev/kmsg
 * record's "pri,seq,ts,flags;", <N>, timestamps in every form dmesg,
 * journalctl, rsyslog and busybox print, bracketed times and caller ids,
 * a host, a facility, and the tag kernel: (or mcelog:); then "mce: " and
 * "[Hardware Error]: ", which set TM_HW.  NULL for a line that is another
 * program's message: only the kernel writes machine checks, and a line
 * that merely contains one (a segfault line naming a chosen file) is not
 * one.  Words are taken as the header only while they look like one.
 */
static char *
text_message(char *p, int *flags, size_t *hdr, const char **key, size_t *keylen,
    int64_t *when)
{
	char *q, *w, *start = p;
	int i, after_time = 0, was_time, tagged = 0, syslog = 0;
	size_t n;

	*flags = 0;
	*key = NULL;
	*when = 0;
	p += cc_span(p, CC_SPACE);
	if (isdigit((unsigned char)*p) && cc_span(p, CC_KMSG) > 4 &&
	    (q = strchr(p, ';')) && q - p < 64 && !memchr(p, ' ', q - p)) {
		*key = p, *keylen = q - p;	/* /dev/kmsg: 0,123,1234567,-;
						 * (the sequence number) */
		*flags |= TM_ID;
		p = q + 1;
	}
	if (*p == '<' && (q = p + 1 + cc_span(p + 1, CC_DIGIT)) > p + 1 &&
	    *q == '>')
		p = q + 1;
	if (text_is(p, "kernel:["))
		p += 7, tagged = 1;		/* a wall broadcast's "
						 * kernel:[ 12.345678] ..." */
	for (i = 0; i < 16 && *p; i++) {
		p += cc_span(p, CC_BLANK);
		if (*p == '[') {
			for (q = p; *q && *q != ']'; q++)
				;	/* strchr(p, ']'), for a few bytes */
			if (!*q || !printk_bracket(p + 1, q))
				break;			/* "[Hardware Error]: "
							 * is the message's */
			if (!(*flags & TM_ID) && stamp_usec(p + 1, q, '.')) {
				*key = p;		/* a printk timestamp,
							 * and the caller id
							 * after it */
				*flags |= TM_ID;
			}
			if (*key && *key >= start && *key <= p)
				*keylen = q + 1 - *key;
			p = q + 1;
			continue;
		}
		w = p;
		n = cc_cspan(w, CC_WS);
		q = w + n + cc_span(w + n, CC_BLANK);	/* the next word */
		was_time = after_time;
		after_time = 0;
		if (n == 7 && text_is(w, "kernel:") && !tagged) {
			tagged = 1;
		} else if (n == 7 && text_is(w, "mcelog:") && !tagged) {
			tagged = 1;
			*flags |= TM_MCELOG;
		} else if (n > 1 && w[n - 1] == ':' && !text_is(w, "mce:") &&
		    !(w[0] == ':' && facility_word(w, n - 1)) &&
		    (n != 1 || *w != ':')) {
			*hdr = w - start;
			if (!*key)
				*key = start, *keylen = *hdr;
			return NULL;			/* x[123]:, kernel[42]:
							 * another program's */
		} else if (time_word(w, n)) {
			after_time = 1;
			if (n >= 20 && isdigit((unsigned char)w[0]) &&
			    w[4] == '-' && iso_date(w, n, 1, when) < 0)
				*when = 0;	/* rsyslog, journal short-iso:
						 * a wall time with its zone */
			if (!(*flags & TM_ID) && stamp_usec(w, w + n, ',')) {
				*key = w, *keylen = n;	/* dmesg --time-format
							 * iso: the kernel's
							 * stamp */
				*flags |= TM_ID;
			}
		} else if (name3_word(w, n) && !tagged) {
			syslog |= i == 0;	/* "Dec  3 10:00:00 ...": a
						 * syslog line has a tag */
		} else if (was_time && !tagged && !*when && n >= 2 && n <= 5 &&
		    cc_span(w, CC_UPPER) == n) {	/* not after a time
							 * with its zone
							 * ("...Z CPU 3") */
						/* UTC after the time */
		} else if ((facility_word(w, n) && (!text_is(w, "kern.") ||
		    text_is(q, "kernel:"))) || (n == 1 && *w == ':') ||
		    (n > 2 && w[0] == ':' && w[n - 1] == ':' &&
		    facility_word(w, n - 1))) {	/* kern.emerg only as busybox
						 * writes it; :notice: */
		} else if (!tagged && cc_span(w, CC_HOST) == n &&
		    (text_is(q, "kernel:") || text_is(q, "mcelog:") ||
		    text_is(q, "kern."))) {
						/* the host, before the
						 * tag or facility */
		} else {
			break;
		}
		p = w + n;
	}
	p += cc_span(p, CC_BLANK);
	*hdr = p - start;
	if (!*key)
		*key = start, *keylen = *hdr;	/* no identity: the header
						 * is all there is */
	if (syslog && !tagged)
		return NULL;	/* logger -t mce ... on busybox
				 * syslogd -S: not the kernel */
	text_eat(&p, "mce: ");
	if (text_eat(&p, HW_ERR))
		*flags |= TM_HW;
	return p;
}

/* memcmp(a, b, n) == 0 for a header: 8 bytes a step */
static inline int
text_same(const char *a, const char *b, size_t n)
{
	uint64_t x, y;

	for (; n >= 8; a += 8, b += 8, n -= 8) {
		memcpy(&x, a, 8);
		memcpy(&y, b, 8);
		if (x != y)
			return 0;
	}
	for (; n; n--)
		if (*a++ != *b++)
			return 0;
	return 1;
}

enum { B_READ, B_UNVERIFIED, B_SKIP };

/*
 * May this line begin or add to a machine check record, or is it the rest
 * of another printk's message?  A message with a newline in it (a file
 * name a user chose, in a segfault line) is printed as several lines:
 * indented by dmesg and journalctl, or each under its first line's header
 * by dmesg -S, /proc/kmsg (and the syslog daemons that read it), the
 * console and pstore.  The kernel prints each line of a machine check
 * with a printk of its own.  So: a deeper indentation continues the line
 * before; under a header that names one printk (TM_ID), every line after
 * the first belongs to the first, ours or not; under a header that names
 * none (a second, or nothing), a line after another message's with the
 * same header cannot be told apart from its continuation: it is read,
 * and its record marked unverified (rasd.8, TEXT LOGS).
 */
static int
text_boundary(struct text_parser *t, const char *key, size_t n, int id,
    size_t ind, int mc)
{
	char sec[sizeof t->grp_key];
	size_t i, o;
	int same, b;

	if (!id) {	/* to the second: a syslog daemon's
			 * microseconds are when it read the line */
		for (i = o = 0; i < n && o < sizeof sec; i++)
			if (!(isdigit((unsigned char)key[i]) && o &&
			    (sec[o - 1] == '.' || sec[o - 1] == ',') && o > 1 &&
			    isdigit((unsigned char)sec[o - 2])))
				sec[o++] = key[i];
			else
				while (i + 1 < n &&
				    isdigit((unsigned char)key[i + 1]))
					i++;
		key = sec, n = o;
	}
	same = n == t->grp_len && text_same(key, t->grp_key,
	    MIN(n, sizeof t->grp_key));

	if (t->base_set && ind > t->base_ind && !t->banner)
		return B_SKIP;
	t->banner = 0;
	if (!same || !t->base_set) {
		t->grp_len = n;
		memcpy(t->grp_key, key, MIN(n, sizeof t->grp_key));
		t->grp_ours = t->prev_ours = mc;
		t->chain_unv = 0;
		t->base_ind = ind;
		t->base_set = 1;
		return B_READ;
	}
	if (id)
		return t->grp_ours ? B_READ : B_SKIP;
	/* a run of machine-check lines that began after
	 * another message's line stays unverified */
	t->chain_unv = mc && (t->chain_unv || !t->prev_ours);
	b = t->chain_unv ? B_UNVERIFIED : B_READ;
	t->prev_ours = mc;
	return b;
}

/* A line like a machine check's that is not read:
 * counted, the first kept (said at the end). */
static void
text_notread(struct text_parser *t, int why, const char *line)
{
	if (!t->notread[NR_SAME_PRINTK] && !t->notread[NR_INDENTED] &&
	    !t->notread[NR_OTHER_PROGRAM]) {
		t->notread_line = t->lineno;
		escape_text(t->notread_text, sizeof t->notread_text, line,
		    strcspn(line, "\r\n"), NULL);
	}
	t->notread[why]++;
}

/* A line that looks like a machine check's, whoever wrote it. */
static int
text_looks_mc(const char *p)
{
	return strstr(p, "Machine Check") || strstr(p, "[Hardware Error]") ||
	    strstr(p, "EDAC MC") || strstr(p, "Machine check");
}

/* What the first line of a file says it is (OWN_*). */
static int
text_own_log(struct text_parser *t, const char *p, const char *end)
{
	const char *sp = memchr(p, ' ', end - p), *q = end;
	int64_t when;

	while (q > p && (q[-1] == '\n' || q[-1] == '\r'))
		q--;
	if (*p == '{')
		return json_record(p, q, &t->json) >= 0 ? OWN_JSON : OWN_KERNEL;
	if (!sp || (!(sp - p == 1 && *p == '-') &&
	    iso_date(p, sp - p, 1, &when) < 0))
		return OWN_KERNEL;	/* ras's lines begin with
					 * their time, or "-" */
	return text_is(sp, " ras: ") || text_findn(sp, end, " | status ") ||
	    text_findn(sp, end, " | addr ") || text_findn(sp, end,
	    " | aer_status ") || text_findn(sp, end, " | cxl_event ") ?
	    OWN_TEXT : OWN_KERNEL;
}

/*
 * A line of ras's own JSON log: a whole record, joined already, read as it
 * is (provenance text: read from a file, whatever it was when logged).
 * 1 taken (a record, or the daemon's action line), 0 not such a line.
 */
static int
text_json(struct text_parser *t, const char *line, const char *end)
{
	int rc;

	while (end > line && (end[-1] == '\n' || end[-1] == '\r'))
		end--;
	if ((rc = json_record(line, end, &t->json)) < 0)
		return 0;
	if (rc == 0)
		return 1;
	text_flush(t);
	text_release(t);
	t->json.r.prov = t->prov;
	t->c->record(t->c->ctx, &t->json.r);
	return 1;
}

/* The hex digits at p (after a "0x"), up to a blank or the end: 0, else -1. */
static int
text_hexword(const char *p, uint64_t *v)
{
	char *e;

	if (!isxdigit((unsigned char)*p) ||
	    strspn(p, "0123456789abcdefABCDEF") > 16)
		return -1;
	*v = strtoull(p, &e, 16);
	return *e && !isspace((unsigned char)*e) ? -1 : 0;
}

/* The end of a line of ras's own text log: its marks (format_line) and
 * time; then the record, after any the kernel's lines left open. */
static void
text_ras_marks(struct text_parser *t, struct mce_record *r, const char *bar)
{
	static const struct { const char *mark; uint32_t flag; } marks[] = {
		{ " (partial record)", REC_PARTIAL }, { " (boundary unverified)", REC_UNVERIFIED },
		{ " (the error of a record before: counted once)", REC_SAME_ERROR },
		{ " (time: when logged)", REC_TIME_LOGGED },
	};
	size_t i;

	for (i = 0; i < LEN(marks); i++)
		if (strstr(bar, marks[i].mark))
			r->flags |= marks[i].flag;
	if (t->line_time > 0)
		r->v[F_WALLTIME] = t->line_time, r->present |= 1u << F_WALLTIME;
	r->prov = t->prov;
	text_flush(t);
	text_release(t);
	t->c->record(t->c->ctx, r);
}

/*
 * A PCIe line of ras's own text log: "SEVERITY PCIe DEVICE: ... |
 * aer_status 0x... aer_severity S [tlp_header a b c d]" after its time.
 * What sysfs said (IDs, driver, slot) is in the decode, not read back.
 */
static int
text_ras_pcie(struct text_parser *t, const char *line, const char *bar)
{
	struct mce_record *r = &t->json.r;
	struct pcie_error *e = &t->json.pcie;
	const char *p = strchr(line, ' '), *q;
	uint64_t v;
	size_t n;
	int i;

	if (!p || !(p = text_skip(p + 1, "PCIe ")) || !(q = strstr(p, ": ")) ||
	    q > bar || (n = q - p) >= sizeof e->dev)
		return 0;
	memset(r, 0, sizeof *r);
	memset(e, 0, sizeof *e);
	r->src_cpu = -1;
	r->kind = KIND_PCIE;
	r->pcie = e;
	memcpy(e->dev, p, n);
	pcie_clean(e->dev, 0);
	if (text_is(bar, " | aer_status 0x") &&
	    text_hexword(bar + LITLEN(" | aer_status 0x"), &v) == 0 &&
	    v <= UINT32_MAX)
		e->status = v, e->present |= P_STATUS;
	if ((p = text_past(bar, " aer_severity ")))
		for (i = 0; i < NPSEV; i++)
			if ((n = strlen(pcie_sevs[i].name)) ==
			    strcspn(p, " \r\n") && !strncmp(p,
			    pcie_sevs[i].name, n))
				e->sev = i, e->present |= P_SEV;
	if ((p = text_past(bar, " tlp_header "))) {
		for (i = 0; i < 4 && text_is(p, "0x") &&
		    text_hexword(p + 2, &v) == 0 && v <= UINT32_MAX; i++) {
			e->tlp[i] = v;
			p += strcspn(p, " \r\n");
			p += *p == ' ';
		}
		e->present |= i == 4 ? P_TLP : 0;
	}
	text_ras_marks(t, r, bar);
	return 1;
}

/*
 * A CXL line of ras's own text log: "SEVERITY CXL MEMDEV: ... | cxl_event
 * TYPE memdev M host H region R KEY VALUE ..." (format_cxl_regs).
 */
static int
text_ras_cxl(struct text_parser *t, const char *bar)
{
	struct mce_record *r = &t->json.r;
	struct pcie_error *e = &t->json.pcie;
	const char *p = bar + LITLEN(" | cxl_event "), *k, *v;
	size_t kn, vn;

	memset(r, 0, sizeof *r);
	memset(e, 0, sizeof *e);
	r->src_cpu = -1;
	r->kind = KIND_CXL;
	r->pcie = e;
	if (!cxl_set_type(&e->cxl, p, strcspn(p, " \r\n")))
		return 0;
	p += strcspn(p, " \r\n");
	while (*p == ' ' && p[1] != '(') {	/* " (marks)" end it */
		k = p + 1;
		kn = strcspn(k, " \r\n");
		if (k[kn] != ' ')
			break;
		v = k + kn + 1;
		vn = strcspn(v, " \r\n");
		if (KEY_IS(k, kn, "host") && vn < sizeof e->dev) {
			memcpy(e->dev, v, vn);
			pcie_clean(e->dev, 0);
		} else {
			cxl_set(&e->cxl, k, kn, v, vn);
		}
		p = v + vn;
	}
	cxl_own_fields(&e->cxl);
	text_ras_marks(t, r, bar);
	return 1;
}

/*
 * A line of ras's own text log (format_line): "TIME CPU n bank n ... |
 * status 0x... addr 0x... misc 0x... mcgstatus 0x... socket n", or a
 * memory record's "TIME|- SEVERITY EDAC MCn:|firmware (CPER):|
 * memory_failure: ... | addr 0x... grain n syndrome 0x...".  The decode
 * in the middle is given again by decoding; what the line does not keep
 * (CPUID, a memory error's location) is not there.  1 taken, 0 not one.
 */
static int
text_ras_line(struct text_parser *t, char *line, const char *end)
{
	static const struct { const char *key; int field; } regs[] = {
		{ " status 0x", F_STATUS }, { " addr 0x", F_ADDR }, { " misc 0x", F_MISC },
		{ " ipid 0x", F_IPID }, { " synd 0x", F_SYND }, { " mcgstatus 0x", F_MCGSTATUS },
	};
	struct mce_record *r = &t->json.r;
	struct mem_error *m = &t->json.m;
	const char *bar = text_findn(line, end, " | "), *q;
	unsigned long cpu, bank;
	uint64_t v;
	size_t i;
	int n = 0;

	if (!bar)
		return 0;
	memset(r, 0, sizeof *r);
	r->src_cpu = -1;
	if (line[0] == '-' && line[1] == ' ')
		line += 2;		/* no time: "- CPU 0 bank 22 ..." */
	if (text_is(bar, " | aer_status "))
		return text_ras_pcie(t, line, bar);
	if (text_is(bar, " | cxl_event "))
		return text_ras_cxl(t, bar);
	if (sscanf(line, "CPU %lu bank %lu %n", &cpu, &bank, &n) == 2 && n &&
	    text_is(bar, " | status ")) {
		r->v[F_CPU] = cpu, r->v[F_BANK] = bank;
		r->present = 1u << F_CPU | 1u << F_BANK;
		for (i = 0; i < LEN(regs); i++)
			if ((q = strstr(bar, regs[i].key)) &&
			    text_hexword(q + strlen(regs[i].key), &v) == 0)
				r->v[regs[i].field] = v,
				    r->present |= 1u << regs[i].field;
		if ((q = text_past(bar, " socket ")))
			r->v[F_SOCKETID] = strtoull(q, NULL, 10),
			    r->present |= 1u << F_SOCKETID;
		if ((q = text_past(bar, " processor ")) &&
		    isdigit((unsigned char)*q) &&
		    (v = strtoull(q, (char **)&q, 10)) <= 0xff && text_eat(&q,
		    ":0x") && text_hexword(q, &r->v[F_CPUID]) == 0)
			r->v[F_CPUVENDOR] = v, r->present |= 1u << F_CPUID |
			    1u << F_CPUVENDOR;
	} else {
		const char *w = line;
		int sev = text_is(w, "corrected ") ? MSEV_CORRECTED : text_is(w,
		    "deferred ") ? MSEV_DEFERRED : text_is(w, "fatal ") ?
		    MSEV_FATAL : text_is(w, "uncorrected") ?
		    MSEV_UNCORRECTED : -1;

		w += strcspn(w, " ") + 1;
		memset(m, 0, sizeof *m);
		if (sev < 0 || (!text_is(bar, " | addr ") &&
		    !text_is(bar, " | page ")))
			return 0;
		if (text_eat(&w, "EDAC MC"))
			m->source = MEM_EDAC, mem_set(m, M_MC,
			    strtoull(w, NULL, 10));
		else if (text_is(w, "firmware (CPER): "))
			m->source = MEM_CPER;
		else if (text_is(w, "memory_failure: "))
			m->source = MEM_FAILURE;
		else
			return 0;
		m->reported = 1u << m->source;
		mem_set(m, M_SEV, sev);
		if ((q = text_skip(bar, " | addr 0x")) &&
		    text_hexword(q, &v) == 0)
			mem_set(m, M_ADDR, v);
		if ((q = text_past(bar, " grain ")))
			mem_set(m, M_GRAIN, strtoull(q, NULL, 10));
		if ((q = text_past(bar, " syndrome 0x")) &&
		    text_hexword(q, &v) == 0)
			mem_set(m, M_SYND, v);
		r->kind = KIND_MEM;
		r->mem = m;
	}
	text_ras_marks(t, r, bar);
	return 1;
}

/* The message of a line that may be a machine
 * check's (text_line): read into the record. */
static void
text_read(struct text_parser *t, char *line, const char *end, int hw,
    int edac_mc, int flags, uint64_t seq, unsigned kw)
{
	unsigned fam, mod, step = 0;
	uint64_t v;
	char *p, *q;
	int tsc;

	if (t->own == OWN_TEXT && !hw && !edac_mc &&
	    text_ras_line(t, line, end))
		return;		/* ras's own text log */
	if (edac_mc && (text_edac_mc(t, line) || text_edac_old(t, line)))
		return;
	if (hw == HW_PREFIX && text_cper(t, line, seq))
		return;
	/* mcelog's syslog lines are its own format, never the kernel's */
	if (!(flags & TM_MCELOG) && text_kernel_start(t, line)) {
		t->hw = hw;
		if (hw == HW_EDAC)
			t->cur.flags |= REC_EDAC_COPY;
		return;
	}
	if (!(flags & TM_MCELOG) && hw == HW_PREFIX &&
	    text_edac_start(t, line)) {
		t->hw = hw;		/* mce_amd's decode: its copy of
					 * the MCE print_mce printed */
		t->cur.flags |= REC_EDAC_COPY;
		return;
	}
	/* mcelog: "CPU 1 BANK 8 [TSC x]" opens a record */
	if (text_is(line, "CPU ") && isdigit((unsigned char)line[4]) &&
	    text_find(line, " BANK ")) {
		text_begin(t, 0);
		t->hw = hw;
		text_set(t, F_CPU, strtoul(line + 4, NULL, 10));
		text_pairs(t, line + 4);
		return;
	}
	if (!t->active || (t->hw && hw != t->hw))
		return;		/* the kernel prefixed every line
				 * of the record it printed */
	if (t->old_banks && text_old_bank(t, line))
		return;
	if (text_is(line, "CPUID Vendor ") && sscanf(text_find(line, "Family") ?
	    text_find(line, "Family") : line, "Family %u Model %u Step %u",
	    &fam, &mod, &step) >= 2) {
		text_set(t, F_CPUVENDOR, text_find(line, "AMD") ? VENDOR_AMD :
		    text_find(line, "Hygon") ? VENDOR_HYGON : text_find(line,
		    "Intel") ? VENDOR_INTEL : VENDOR_UNKNOWN);
		text_set(t, F_CPUID,
		    cpuid_eax(fam, mod, text_find(line, "Step") ? step : 0));
		if (!text_find(line, "Step"))
			t->cur.flags |= REC_NO_STEPPING;
		return;
	}
	if (hw && (p = text_findn(line, end, "Error Addr: ")) &&
	    text_number(t, p + LITLEN("Error Addr: "), 16, &v) == 0) {
		text_set(t, F_ADDR, v);
		return;
	}
	/* mce_amd of 2.6.36 to 4.x: "MC4_ADDR: 0x..." on its own line (when
	 * ADDRV); before 3.8 after a tab */
	line += *line == '\t';
	if (hw && (q = text_skip(line, "MC")) && isdigit((unsigned char)*q) &&
	    (p = text_skip(q + strspn(q, "0123456789"), "_ADDR: "))) {
		if (HAS(&t->cur, F_BANK) &&
		    strtoul(q, NULL, 10) == t->cur.v[F_BANK] && text_number(t,
		    p, 16, &v) == 0)
			text_set(t, F_ADDR, v);
		return;
	}
	/* mce_amd: "IPID: 0x..." and, only when
	 * SyndV is set, ", Syndrome: 0x..." */
	if (hw && (p = text_skip(line, "IPID: "))) {
		if (text_number(t, p, 16, &v) == 0)
			text_set(t, F_IPID, v);
		if ((p = text_past(p, "Syndrome: ")) &&
		    text_number(t, p, 16, &v) == 0)
			text_set(t, F_SYND, v);
		return;
	}
	if (kw == KW_UNKNOWN)
		kw = text_words(line, end);
	if (!hw && !(kw & (KW_STATUS | KW_MCG | KW_ADDR | KW_MISC | KW_TIME |
	    KW_RIP)))
		return;		/* unrelated line between two of ours */
	/* the EDAC drivers print ADDR and MISC on lines of their own */
	tsc = t->want_processor && t->hw != HW_EDAC && text_is(line, "TSC ");
	text_pairs(t, line);
	/* the kernel's TSC line leaves out ADDR and MISC when they are 0
	 * (__print_mce, since 2.6): seen that line, their absence is a 0 */
	if (tsc) {
		if (!HAS(&t->cur, F_ADDR))
			text_set(t, F_ADDR, 0);
		if (!HAS(&t->cur, F_MISC))
			text_set(t, F_MISC, 0);
	}
	if (t->want_processor && HAS(&t->cur, F_CPUID) && (kw & KW_PROCESSOR))
		text_flush(t);	/* the kernel's last line of a record */
}

/*
 * PCIe AER errors as the kernel's aer.c prints them (dev_printk: "DRIVER
 * DDDD:BB:DD.F: [AER: ]..."), 3.x to 7.x (tests/fixtures/aer/text): a
 * "PCIe Bus Error: severity=S, type=T, ..." line opens an error of that
 * device, "device [VVVV:DDDD] error status/mask=S/M" gives its status
 * (S & ~M, as the kernel traces it) and IDs, "TLP Header: ..." the header;
 * the bit lines repeat the status.  A "received" line that finds no
 * details (can't find device, found no error details, 7.x's "(no details
 * found") and DPC's "ERR_FATAL received from" give an error without a
 * status.  Firmware-first errors (GHES CPER blocks) are not read here.
 */
static void
text_aer_emit(struct text_parser *t)
{
	struct mce_record r;

	if (!t->aer_open)
		return;
	t->aer_open = 0;
	memset(&r, 0, sizeof r);
	r.src_cpu = -1;
	r.kind = KIND_PCIE;
	r.pcie = &t->aer;
	r.flags = REC_FROM_TEXT | (t->aer_unv ? REC_UNVERIFIED : 0);
	r.origin = t->origin;
	r.prov = t->prov;
	if (t->aer_time > 0)
		r.v[F_WALLTIME] = t->aer_time, r.present |= 1u << F_WALLTIME;
	text_behind(t, &r);	/* after a record held for its other
				 * reports: the log's order */
}

static void
text_aer_open(struct text_parser *t, const char *dev, size_t n, int sev)
{
	text_aer_emit(t);
	memset(&t->aer, 0, sizeof t->aer);
	memcpy(t->aer.dev, dev, MIN(n, sizeof t->aer.dev - 1));
	t->aer.sev = sev;
	t->aer.present = P_SEV;
	t->aer_open = 1;
	t->aer_pend_sev = -1;	/* a "received" line's details came */
	t->aer_unv = t->line_unv;
	t->aer_time = t->line_time;
}

/* The device of a line "DRIVER DDDD:BB:DD.F: ...", as dev_printk
 * prints a PCI device's: where its name starts, else NULL. */
static inline const char *
text_aer_dev(const char *line)
{
	size_t n = cc_cspan(line, CC_WS), b;
	const char *p = line + n + 15;

	if (!n || line[n] != ' ' || !text_bdf(line + n + 1) ||
	    line[n + 13] != ':' || line[n + 14] != ' ')
		return NULL;
	/* a driver's other lines are not ours (a user may name a process
	 * in them: they must not pass as a machine check's for the
	 * boundary): only what aer.c, dpc.c and aer_recover print */
	if (text_is(p, "AER: ") || text_is(p, "DPC: ") ||
	    text_is(p, "PCIe Bus Error") || text_is(p, "CXL Bus Error") ||
	    text_is(p, "aer_") || text_is(p, "can't find device of ID"))
		return line + n + 1;
	if (!(b = strspn(p, " ")))	/* aer.c indents the rest */
		return NULL;
	p += b;
	return (p[0] == '[' && (p[1] == ' ' || isdigit((unsigned char)p[1])) &&
	    isdigit((unsigned char)p[2]) && p[3] == ']') ||	/* "[ 6] BadTLP" */
	    text_is(p, "device [") || text_is(p, "TLP Header") ||
	    text_is(p, "Error of this Agent") ? line + n + 1 : NULL;
}

/* the severity a line names: -1 none */
static int
text_aer_sev(const char *p)
{
	if (text_is(p, "Corrected") || text_is(p, "Correctable") ||
	    text_is(p, "Multiple Corrected") ||
	    text_is(p, "Multiple Correctable"))
		return PSEV_CORRECTED;
	if (strstr(p, "(Non-Fatal)") || text_is(p, "ERR_NONFATAL"))
		return PSEV_NONFATAL;
	if (strstr(p, "(Fatal)") || text_is(p, "ERR_FATAL"))
		return PSEV_FATAL;
	return -1;
}

/* 1: an AER line (dev: its device, text_aer_dev's), read;
 * 0: not one (the caller reads it) */
static int
text_aer(struct text_parser *t, const char *line, const char *dev)
{
	const char *p, *q;
	unsigned long long st, mask;
	unsigned v, d;
	int sev;

	if (!dev)
		return 0;
	p = dev + 14;
	text_eat(&p, "AER: ");
	if (t->aer_open && strncmp(dev, t->aer.dev, 12))
		text_aer_emit(t);
	if ((q = text_skip(p, "PCIe Bus Error: severity=")) ||
	    (q = text_skip(p, "CXL Bus Error: severity="))) {
		if ((sev = text_aer_sev(q)) < 0)
			return 0;
		text_aer_open(t, dev, 12, sev);
		if (dev - line - 1 < (long)sizeof t->aer.driver &&
		    strncmp(line, "pci ", 4)) {	/* "pci": none bound */
			memcpy(t->aer.driver, line, dev - line - 1);
			pcie_clean(t->aer.driver, 0);
		}
		if (strstr(q, "type=Inaccessible") ||
		    strstr(q, "type=Unaccessible")) {	/* a fatal error's
							 * endpoint: not read */
			t->aer.present |= P_STATUS;
			text_aer_emit(t);
		}
		return 1;
	}
	if (t->aer_open && (q = text_past(p, "device [")) &&
	    sscanf(q, "%4x:%4x] error status/mask=%8llx/%8llx", &v, &d, &st,
	    &mask) == 4) {
		t->aer.status = st & ~mask;
		t->aer.present |= P_STATUS;
		t->aer.vendor = v, t->aer.device = d;
		t->aer.present |= P_IDS;
		return 1;
	}
	if (t->aer_open && (q = text_past(p, "TLP Header: "))) {
		aer_tlp(&t->aer, q);
		return 1;
	}
	if (t->cper == 3 && text_is(p, "aer_status: ") &&
	    !strncmp(dev, t->aer.dev, 12))
		cper_end(t);	/* the kernel's lines after a PCIe section */
	if (t->aer_open && (q = text_skip(p, "aer_status: ")) &&
	    sscanf(q, "%llx, aer_mask: %llx", &st, &mask) == 2) {
		if (!(t->aer.present & P_STATUS))	/* the CPER section's
							 * error, its status */
			t->aer.status = st & ~mask, t->aer.present |= P_STATUS;
		return 1;
	}
	if (t->aer_open && (p[strspn(p, " ")] == '[' ||
	    strstr(p, "is reported first") || text_is(p, "aer_layer=") ||
	    text_is(p, "aer_uncor_severity: ")))
		return 1;	/* the bits again; the first agent */
	text_aer_emit(t);
	/* "S error received: SRC", "S error message received from SRC
	 * [(no details found]", "Multiple S error received: SRC" */
	if ((q = strstr(p, " error received: ")) ||
	    (q = strstr(p, " error message received from "))) {
		t->aer_pend_sev = text_aer_sev(p);
		q += q[7] == 'r' ? LITLEN(" error received: ") :
		    LITLEN(" error message received from ");
		memcpy(t->aer_src, text_bdf(q) ? q : dev, 12);
		t->aer_src[12] = '\0';
		if (text_is(q, "id=") && sscanf(q + 3, "%4x", &v) == 1)
			snprintf(t->aer_src, sizeof t->aer_src,
			    "%.4s:%02x:%02x.%x", dev, (v >> 8) & 0xff, (v >> 3) & 31,
			    v & 7);	/* 3.x: the requester ID, bus and
					 * devfn, in the port's domain */
		if (t->aer_pend_sev >= 0 && strstr(q, "(no details found")) {
			text_aer_open(t, t->aer_src, 12, t->aer_pend_sev);
			text_aer_emit(t);
		}
		return 1;
	}
	if (t->aer_pend_sev >= 0 && (strstr(p, "can't find device of ID") ||
	    (q = text_past(p, "found no error details for ")))) {
		text_aer_open(t, q && text_bdf(q) ? q : t->aer_src, 12,
		    t->aer_pend_sev);
		text_aer_emit(t);
		t->aer_pend_sev = -1;
		return 1;
	}
	/* DPC: "containment event, status:0x1f05, ERR_FATAL received from
	 * SRC": the error of a device below, no status of it */
	if (text_is(p, "DPC: containment event") &&
	    (q = strstr(p, " received from ")) && text_bdf(q + 15) &&
	    strstr(p, ", ERR_") && (sev = text_aer_sev(strstr(p, ", ERR_") +
	    2)) >= 0) {
		text_aer_open(t, q + 15, 12, sev);
		text_aer_emit(t);
		return 1;
	}
	return strstr(p, "AER: ") || text_is(p, "DPC: ") ? 1 : 0;
}

static void
text_line(struct text_parser *t, char *line)
{
	char *p, *q, *raw = line, *end = t->end ? t->end : line + strlen(line);
	const char *key;
	uint64_t seq;
	int hw, flags, edac_mc, mc, b;
	const char *aer;	/* an AER line's device */
	unsigned kw = KW_UNKNOWN;
	size_t hdr = 0, keylen = 0, ind;

	t->end = NULL;
	t->lineno++;
	if (t->holding && ++t->held_age > HOLD_LINES)
		text_release(t);
	for (ind = 0; raw[ind] == ' ' || raw[ind] == '\t' || raw[ind] == '>' ||
	    raw[ind] == '\a' || raw[ind] == '\r'; ind++)
		;	/* indentation, a mail's quote marks; a wall's bell */
	if (!raw[ind] || raw[ind] == '\n' || raw[ind] == '\r')
		return;
	if (text_is(raw + ind, "Message from syslogd@")) {
		t->banner = 1;		/* a wall broadcast: its "
					 * kernel:[...]" line follows */
		return;
	}
	if (!t->own)	/* the first line says whether the
			 * file is one of ras's own logs */
		t->own = text_own_log(t, raw + ind, end);
	if (t->own == OWN_JSON && raw[ind] == '{' &&
	    text_json(t, raw + ind, end))
		return;
	if (!(line = text_message(raw + ind, &flags, &hdr, &key, &keylen,
	    &t->line_time))) {
		/* its header, for the next line; sb_edac's banner
		 * (3.3 to 3.14) opens its machine check */
		text_boundary(t, key, keylen, flags & TM_ID, ind,
		    text_is(raw + ind + hdr,
		    "sbridge: HANDLING MCE MEMORY ERROR"));
		if (text_looks_mc(raw + ind + hdr))
			text_notread(t, NR_OTHER_PROGRAM, raw);
		return;
	}
	hw = flags & TM_HW ? HW_PREFIX : 0;
	seq = UINT64_MAX;
	if (!hw && *line == '{' && (p = strchr(line, '}')) && p - line < 12 &&
	    (q = text_skip(p + 1, HW_ERR))) {
		seq = strtoull(line + 1, NULL, 10);	/* GHES and extlog:
							 * "{seq}[Hardware
							 * Error]: " */
		line = q;
		hw = HW_PREFIX;
	}
	edac_mc = !hw && (p = text_skip(line, "EDAC MC")) &&
	    isdigit((unsigned char)*p);
	/* an EDAC driver's copy of an MCE: "EDAC skx MC2: CPU 0: ..." */
	if (!hw && !edac_mc && (q = text_skip(line, "EDAC ")) &&
	    (p = text_past(q, " MC")) && p > q + LITLEN(" MC") &&
	    !memchr(q, ' ', p - LITLEN(" MC") - q) &&
	    isdigit((unsigned char)*p) &&
	    (p = text_skip(p + strspn(p, "0123456789"), ": "))) {
		line = p;
		hw = HW_EDAC;
	}
	aer = !hw && !edac_mc ? text_aer_dev(line) : NULL;
	if (!aer && !hw && t->cper == 3)
		cper_end(t);	/* a CPER PCIe section ends at a line that
				 * is neither its block's nor its kernel's */
	if (!aer && t->aer_open)
		text_aer_emit(t);	/* the end of an AER block */
	mc = hw || edac_mc || aer || text_is(line, "CPU ") || (t->old_banks &&
	    text_is(line, "Bank ")) || (t->active &&
	    ((kw = text_words(line, end)) & (KW_TSC | KW_ADDR | KW_MISC |
	    KW_PROCESSOR | KW_STATUS | KW_MCG)));
	if ((b = text_boundary(t, key, keylen, flags & TM_ID, ind,
	    mc)) == B_SKIP) {
		if (hw || edac_mc || text_is(line, "CPU ") ||
		    text_looks_mc(line))
			text_notread(t, ind > t->base_ind ? NR_INDENTED :
			    NR_SAME_PRINTK, raw);
		return;
	}
	t->line_unv = b == B_UNVERIFIED;
	if (aer && text_aer(t, line, aer))
		return;
	text_read(t, line, end, hw, edac_mc, flags, seq, kw);
	if (t->line_unv && t->active)
		t->cur.flags |= REC_UNVERIFIED;
	if (t->line_unv && (t->cper || edac_mc))
		t->mem_unv = 1;
}


/* The line's newline in [p, end), else NULL; *nul
 * set if a NUL came first.  16 or 8 bytes a step. */
static inline char *
text_eol(char *p, const char *end, int *nul)
{
	const uint64_t ones = 0x0101010101010101ull,
	    high = 0x8080808080808080ull;
	uint64_t v, x;
	char *e;

	while (p < end) {
#ifdef __SSE2__
		if (end - p >= 16) {
			__m128i b = _mm_loadu_si128((const __m128i *)p);
			int m = _mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(b,
			    _mm_setzero_si128()), _mm_cmpeq_epi8(b,
			    _mm_set1_epi8('\n'))));

			if (!m) {
				p += 16;
				continue;
			}
			if (p[__builtin_ctz(m)] == '\n') {
				p += __builtin_ctz(m);
				return p;
			}
		}
#endif
		if (end - p >= 8) {
			memcpy(&v, p, 8);
			x = v ^ ones * '\n';
			if (!((((v - ones) & ~v) | ((x - ones) & ~x)) & high)) {
				p += 8;
				continue;
			}
		}
		for (e = p + MIN(8, end - p); p < e; p++) {
			if (*p == '\n')
				return p;
			*nul |= !*p;
		}
	}
	return NULL;
}

static int
text_drain(struct source *s, const struct consumer *c)
{
	struct text_parser t = { .path = s->path, .origin = s->origin[0] ?
	    s->origin : s->path, .c = c, .prov = s->prov, .aer_pend_sev = -1 };
	size_t cap = 1 << 16, have = 0, off = 0, n, len;
	char *buf, *line, *nl, *grown, keep;
	int eof = 0, rc = 0, nul = 0, err = 0, fd = fileno(s->textf);
	ssize_t got;

	if (s->done)
		return 0;
	for (n = 0; n < LEN(text_keys); n++)
		t.keys[(unsigned char)text_keys[n].key[0] & 127] |= 1u << n;
	/*
	 * Lines split in place (text_eol) out of a buffer filled with fread: a
	 * line is handed over with its newline, as getline would, terminated
	 * by a NUL put over the next line's first byte and then put back.
	 * A file is read with read(2) (input_open rewound it), as the
	 * daemon's sandbox allows, not with fread's readv; fmemopen has no fd.
	 */
	if (!(buf = malloc(cap + 1))) {
		warnmsg("%s: %s", s->path, strerror(errno));
		return -1;
	}
	for (;;) {
		nul = 0;
		if ((nl = text_eol(buf + off, buf + have, &nul))) {
			len = nl + 1 - (buf + off);
		} else if (eof) {
			if (!(len = have - off))
				break;		/* the last line has
						 * no newline */
		} else {
			memmove(buf, buf + off, have - off);
			have -= off;
			off = 0;
			if (have == cap) {	/* a line longer than
						 * the buffer */
				if (!(grown = realloc(buf, cap * 2 + 1))) {
					warnmsg("%s: %s", s->path,
					    strerror(errno));
					rc = -1;
					break;
				}
				buf = grown;
				cap *= 2;
			}
			if (fd < 0) {
				n = fread(buf + have, 1, cap - have, s->textf);
				if (ferror(s->textf))
					err = errno ? errno : EIO;
			} else {
				while ((got = read(fd, buf +
				    have, cap - have)) < 0 && errno == EINTR)
					;
				if (got < 0)
					err = errno;
				n = got < 0 ? 0 : got;
			}
			if (n == 0 && err)
				break;		/* as getline: not the part of
						 * a line before the error */
			have += n;
			eof = n == 0;
			continue;
		}
		line = buf + off;
		off += len;
		keep = line[len];
		line[len] = '\0';
		/* binary noise in a serial log: drop
		 * the NULs (one pass), keep the line */
		if (nul && (nl = memchr(line, '\0', len))) {
			size_t i, o = nl - line;

			for (i = o; i < len; i++)
				if (line[i])
					line[o++] = line[i];
			line[o] = '\0';
		}
		t.end = nul ? line + strlen(line) : line + len;
		text_line(&t, line);
		buf[off] = keep;
	}
	text_flush(&t);
	cper_end(&t);
	text_aer_emit(&t);
	text_release(&t);
	free(buf);
	s->done = 1;
	if (err) {
		warnmsg("%s: read: %s", s->path, strerror(err));
		return -1;
	}
	s->text_errors += t.errors;	/* warned line by line;
					 * the caller decides */
	for (n = 0; n < NR_REASONS; n++)
		s->notread[n] += t.notread[n];
	if (t.notread_line && !s->notread_ex[0])
		snprintf(s->notread_ex, sizeof s->notread_ex, "%.80s:%d: %s",
		    s->path, t.notread_line, t.notread_text);
	return rc;
}

static const char *const notread_names[NR_REASONS] = {
	[NR_SAME_PRINTK] = "under the printk header of another message, whose rest they are",
	[NR_INDENTED] = "indented: the rest of another message",
	[NR_OTHER_PROGRAM] = "under another program's or message's tag (name[pid]:), not the kernel's",
};

/* "N machine-check-like lines not read: WHY, ...
 * (first: FILE:LINE: TEXT)"; 0 when none. */
static int
text_notread_say(const struct source *s, char *buf, size_t len)
{
	uint64_t all = 0;
	size_t n = 0;
	int i;

	for (i = 0; i < NR_REASONS; i++)
		all += s->notread[i];
	if (!all)
		return 0;
	n = snprintf(buf, len,
	    "%" PRIu64 " machine-check-like line%s not read:", all,
	    all == 1 ? "" : "s");
	for (i = 0; i < NR_REASONS && n < len; i++)
		if (s->notread[i])
			n += snprintf(buf + n, len - n, " %" PRIu64 " %s;",
			    s->notread[i], notread_names[i]);
	if (n < len)
		snprintf(buf + n, len - n, " the first: %s", s->notread_ex);
	return 1;
}

/* ---- which input a file is; pstore crash logs ---------------------------- */

/* A capture by its magic, else a text log. */
/* Binary data is neither a capture nor a
 * log: say so instead of "no records". */
static int
looks_binary(const unsigned char *p, size_t n)
{
	size_t i, odd = 0;

	if (n >= 4 && !memcmp(p, "\177ELF", 4))
		return 1;
	for (i = 0; i < n; i++)
		odd += (p[i] < 0x20 && !strchr("\t\n\r\f\033", p[i])) ||
		    p[i] == 0x7f;
	return odd * 16 > n;	/* a few NULs are serial-line noise */
}

/* The compressed format the first n bytes say (logrotate's), or NULL. */
static const struct packed_magic *
packed_format(const void *head, size_t n)
{
	size_t i;

	for (i = 0; i < LEN(packed_formats); i++) {
		const struct packed_magic *k = &packed_formats[i];

		if (n >= k->len && !memcmp(head, k->magic, k->len))
			return k;
	}
	return NULL;
}

/*
 * A compressed log, from fd's start: the format's own tool, found on PATH,
 * writes the text into a pipe; its read end, *pid the tool.  -1, said.
 */
static int
unpack_open(int fd, const char *path, const struct packed_magic *k,
    pid_t *pid)
{
	int p[2];

	if (lseek(fd, 0, SEEK_SET) < 0 || pipe2(p, O_CLOEXEC) < 0) {
		warnmsg("%s: %s-compressed: %s", path, k->name,
		    strerror(errno));
		return -1;
	}
	if ((*pid = fork()) < 0) {
		warnmsg("%s: %s-compressed: fork: %s", path, k->name,
		    strerror(errno));
		close(p[0]);
		close(p[1]);
		return -1;
	}
	if (*pid == 0) {
		if (dup2(fd, STDIN_FILENO) == STDIN_FILENO &&
		    dup2(p[1], STDOUT_FILENO) == STDOUT_FILENO)
			execlp(k->cat, k->cat, (char *)NULL);
		_exit(errno == ENOENT ? 127 : 126);
	}
	close(p[1]);
	return p[0];
}

/*
 * The tool's end: 0 it read the whole file; -1 it failed part way (what it
 * gave was read: the file may be cut short); -2 it did not run.  Said.
 */
static int
unpack_close(pid_t pid, const char *path, const struct packed_magic *k)
{
	int st;

	while (waitpid(pid, &st, 0) < 0)
		if (errno != EINTR) {
			warnmsg("%s: waitpid %s: %s", path, k->cat,
			    strerror(errno));
			return -1;
		}
	if (WIFEXITED(st) && WEXITSTATUS(st) == 0)
		return 0;
	if (WIFEXITED(st) && WEXITSTATUS(st) >= 126) {
		warnmsg("%s: %s-compressed, and %s could not run (%s): install "
		    "%s, or decompress it first (%s %s > FILE)", path, k->name,
		    k->cat,
		    WEXITSTATUS(st) == 127 ? "not on PATH" : "exec failed",
		    k->name, k->cat, path);
		return -2;
	}
	if (WIFEXITED(st))
		warnmsg("%s: %s exited %d: what it gave was read (the file "
		    "may be cut short)", path, k->cat, WEXITSTATUS(st));
	else
		warnmsg("%s: %s killed by signal %d: what it gave was read",
		    path, k->cat, WTERMSIG(st));
	return -1;
}

/* What the first bytes say the input is; s->textf or the whole file is open. */
static int
input_kind(struct source *s, const char *path, const unsigned char *head,
    size_t n)
{
	if (n == 0) {
		warnmsg("%s: empty file", path);
		return -1;
	}
	if (n < 8 && !memcmp(head, CAP_MAGIC, n)) {
		warnmsg("%s: truncated ras capture (%zu bytes)", path, n);
		return -1;
	}
	if (n >= 8 && !memcmp(head, CAP_MAGIC, 8)) {
		if (s->textf)
			fclose(s->textf);
		s->textf = NULL;
		s->kind = SRC_CAPTURE;
		if (s->buf) {	/* read from a pipe already */
			if (capture_parse_header(s) < 0)
				return -1;
			s->poll_ms = -1;
			snprintf(s->desc, sizeof s->desc, "capture %s", path);
			return 0;
		}
		return capture_open(s, path);
	}
	if (looks_binary(head, n)) {
		warnmsg("%s: binary data: neither a ras capture nor a kernel or mcelog text log",
		    path);
		return -1;
	}
	s->kind = SRC_TEXT;
	snprintf(s->desc, sizeof s->desc, "text log %s", path);
	return 0;
}

/* Input held whole in memory (a pipe's, or what a tool unpacked). */
static int
input_memory(struct source *s, const char *path, char *all, size_t len)
{
	s->buf = (unsigned char *)all;
	s->buflen = len;
	if (len >= 8 && !memcmp(all, CAP_MAGIC, 8))
		return input_kind(s, path, (unsigned char *)all, len);
	if (!(s->textf = fmemopen(all, len ? len : 1, "r"))) {
		warnmsg("%s: %s", path, strerror(errno));
		return -1;
	}
	return input_kind(s, path, (unsigned char *)all, MIN(len, 512));
}

/* A compressed log in fd (a file, from its start): its text, in memory. */
static int
input_unpack(struct source *s, const char *path, int fd,
    const struct packed_magic *k)
{
	char *all;
	size_t len = 0;
	pid_t pid;
	int p, rc, e;

	if ((p = unpack_open(fd, path, k, &pid)) < 0)
		return -1;
	all = slurp_fd(p, &len, (size_t)1 << 32);
	e = errno;
	if ((rc = unpack_close(pid, path, k)) == -2 || !all) {
		if (!all && rc != -2)
			warnmsg("%s: %s: %s", path, k->cat, strerror(e));
		free(all);
		return -1;
	}
	snprintf(s->origin, sizeof s->origin, "%s", path);
	return input_memory(s, path, all, len);
}

static int
input_open(struct source *s, const char *path)
{
	unsigned char head[512];
	struct stat st;
	size_t n, len;
	const struct packed_magic *k;
	char *all;
	int fd, in = !strcmp(path, "-"), mfd, rc;

	s->path = path;
	if (in) {		/* -i -: standard input,
				 * whatever it is, read whole */
		s->path = path = "stdin";
		fd = fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 3);
	} else {
		/* a FIFO with no writer reads as empty instead of blocking */
		fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
	}
	/* no directories or devices */
	if (fd < 0 || fstat(fd, &st) < 0) {
		warnmsg("%s: %s", path, strerror(errno));
		if (fd >= 0)
			close(fd);
		return -1;
	}
	if (!S_ISREG(st.st_mode) && !S_ISFIFO(st.st_mode) &&
	    !(in && (S_ISSOCK(st.st_mode) || S_ISCHR(st.st_mode)))) {
		warnmsg("%s: %s", path, S_ISDIR(st.st_mode) ? strerror(EISDIR) :
		    "not a file (a capture or a kernel log is)");
		close(fd);
		return -1;
	}
	fcntl(fd, F_SETFL, 0);
	if (in || !S_ISREG(st.st_mode)) {
		/* <(zcat kern.log.gz): cannot seek back
		 * after sniffing, so read it all */
		if (!(all = slurp_fd(fd, &len, (size_t)1 << 32))) {
			warnmsg("%s: %s", path, strerror(errno));
			return -1;
		}
		if (!(k = packed_format(all, len)))
			return input_memory(s, path, all, len);
		/* the tool reads a file: this one in memory */
		if ((mfd = memfd_create("ras-input", MFD_CLOEXEC)) < 0 ||
		    write_full(mfd, all, len) < 0) {
			warnmsg("%s: %s-compressed: memfd: %s", path, k->name,
			    strerror(errno));
			if (mfd >= 0)
				close(mfd);
			free(all);
			return -1;
		}
		free(all);
		rc = input_unpack(s, path, mfd, k);
		close(mfd);
		return rc;
	}
	if (!(s->textf = fdopen(fd, "re"))) {
		warnmsg("%s: %s", path, strerror(errno));
		close(fd);
		return -1;
	}
	n = fread(head, 1, sizeof head, s->textf);
	rewind(s->textf);
	if ((k = packed_format(head, n))) {
		FILE *packed = s->textf;

		s->textf = NULL;
		rc = input_unpack(s, path, fileno(packed), k);
		fclose(packed);
		return rc;
	}
	return input_kind(s, path, head, n);
}

/*
 * Crash logs: the kernel's console lines of a panic, saved by pstore
 * (ramoops, EFI, ERST) and shown after the reboot in /sys/fs/pstore, or moved
 * by systemd-pstore to /var/lib/systemd/pstore.  The kernel decompresses them
 * when read; a record it could not decompress is named *.enc.z.
 */
static const char *const pstore_dirs[] = { "/sys/fs/pstore",
    "/var/lib/systemd/pstore" };

static int
pstore_entry(const struct dirent *d)
{
	return d->d_name[0] != '.';
}

/* The kernel mounts pstore only if asked; we are often the first to look. */
static void
pstore_mount(void)
{
	struct statfs sf;

	if (geteuid() == 0 && statfs("/sys/fs/pstore", &sf) == 0 &&
	    sf.f_type != PSTORE_MAGIC)
		mount("pstore", "/sys/fs/pstore", "pstore", MS_NOSUID |
		    MS_NODEV | MS_NOEXEC, NULL);
}

/* Call fn for each crash log under dir (up to
 * 3 levels, sorted); the count of logs. */
static int
pstore_walk(const char *dir, int depth,
    int (*fn)(void *, const char *, const struct stat *), void *ctx)
{
	struct dirent **ents;
	char path[PATH_MAX];
	struct stat st;
	int n, i, found = 0;

	if ((n = scandir(dir, &ents, pstore_entry, alphasort)) < 0)
		return errno == ENOENT ? 0 :
		    (warnmsg("%s: %s", dir, strerror(errno)), 0);
	for (i = 0; i < n; i++) {
		if (mkpath(path, sizeof path, "%s/%s", dir,
		    ents[i]->d_name) == 0 && lstat(path, &st) == 0) {
			if (S_ISDIR(st.st_mode) && depth < 3)
				found += pstore_walk(path, depth + 1, fn, ctx);
			else if (S_ISREG(st.st_mode) &&
			    text_is(ents[i]->d_name, "dmesg")) {
				found++;
				fn(ctx, path, &st);
			}
		}
		free(ents[i]);
	}
	free(ents);
	return found;
}

static int
pstore_scan(const char *dir,
    int (*fn)(void *, const char *, const struct stat *), void *ctx)
{
	size_t i;
	int found = 0;

	if (dir)
		return pstore_walk(dir, 0, fn, ctx);
	pstore_mount();
	for (i = 0; i < LEN(pstore_dirs); i++)
		found += pstore_walk(pstore_dirs[i], 0, fn, ctx);
	return found;
}

/* "NAME MTIME SIZE": the same crash log seen again after a restart */
static void
pstore_key(char *key, size_t len, const char *path, const struct stat *st)
{
	const char *base = strrchr(path, '/');

	snprintf(key, len, "%.80s %lld %lld", base ? base + 1 : path,
	    (long long)st->st_mtime, (long long)st->st_size);
}

/*
 * One error, one count, on binary sources too: the kernel reports a
 * memory error it handles again after its machine check (memory_failure,
 * an EDAC driver's mc_event, extlog's CPER record), each its own event.
 * Such a later report of the same 4 KiB page by another reporter, within
 * a second of it, is passed on marked REC_SAME_ERROR, naming every
 * reporter; it is logged, and counted once (rasd.8, JSON same_error).
 * Later means read later: the rings are read a CPU at a time, so a
 * machine check can come after the memory_failure another CPU logged.
 * The machine check itself goes on at once: nothing is held back.
 */
static void
source_pair(void *ctx, const struct mce_record *r)
{
	struct source *s = ctx;
	struct mce_record rr;
	struct mem_error m;
	unsigned reps = rec_reports(r), i;
	uint64_t a, page;

	if (!rec_addr(r, &a)) {
		s->down->record(s->down->ctx, r);
		return;
	}
	page = a >> 12;
	for (i = 0; i < MIN(s->nrecent, LEN(s->recent)); i++) {
		typeof(s->recent[0]) *e = &s->recent[i];

		if (e->page != page || (e->reported & reps) || (r->time_ns &&
		    e->time_ns && r->time_ns - e->time_ns > 1000000000ull))
			continue;
		rr = *r;
		if (r->mem) {
			m = *r->mem;
		} else {	/* the machine check came second
				 * (another CPU's ring read first) */
			memset(&m, 0, sizeof m);
			m.source = e->reported & 1u << MEM_FAILURE ?
			    MEM_FAILURE : e->reported & 1u << MEM_CPER ?
			    MEM_CPER : MEM_EDAC;
			m.reported = 1;
		}
		m.reported |= e->reported;
		rr.mem = &m;
		rr.flags |= REC_SAME_ERROR;
		e->reported |= reps;
		s->down->record(s->down->ctx, &rr);
		return;
	}
	s->recent[s->nrecent++ % LEN(s->recent)] = (typeof(s->recent[0])){ page,
	    r->time_ns, reps };
	s->down->record(s->down->ctx, r);
}

static void
source_pair_lost(void *ctx, int cpu, uint64_t n, const char *why)
{
	const struct source *s = ctx;

	s->down->lost(s->down->ctx, cpu, n, why);
}

static int
source_drain(struct source *s, const struct consumer *c)
{
	const struct consumer pair = { source_pair, source_pair_lost, s };
	int i;

	if (s->kind == SRC_TEXT)
		return text_drain(s, c);	/* joins its reports
						 * itself (text_emit) */
	if (s->fmt.next) {	/* the ras: events are read
				 * too: pair their reports */
		s->down = c;
		c = &pair;
	}
	if (s->kind == SRC_CAPTURE)
		return capture_drain(s, c);
	if (s->kind == SRC_TRACEFS)
		return tracefs_drain(s, c);
	for (i = 0; i < s->nrings; i++) {
		s->rings[i].prov = s->prov;
		ring_drain(&s->rings[i], &s->fmt, s->scratch, c);
	}
	return 0;
}

static void
source_close(struct source *s)
{
	int i, ev;

	for (i = 0; i < s->nrings; i++) {
		if (s->rings[i].map)
			munmap(s->rings[i].map, s->rings[i].maplen);
		tmap_close(&s->rings[i]);
		if (s->rings[i].fd >= 0)
			close(s->rings[i].fd);
		free(s->rings[i].path);
		for (ev = 0; ev < NEVENTS; ev++)
			if (s->rings[i].evfd[ev] > 0)
				close(s->rings[i].evfd[ev]);
	}
	free(s->rings);
	if (s->textf)
		fclose(s->textf);
	s->textf = NULL;
	free_ras_events(s);
	free(s->fmt.text);
	free(s->buf);
	if (s->capwin)
		close(s->capfd);
	s->capwin = 0;
	s->rings = NULL;
	s->fmt.text = NULL;
	s->buf = NULL;
	s->nrings = 0;
}

/*
 * A crash log is this machine's when the kernel's pstore file system holds
 * it, or systemd-pstore archived it (root's, in its directory); a copy
 * anywhere else is a text log like any other.
 */
static int
pstore_provenance(const char *path, const struct stat *st)
{
	static const char archive[] = "/var/lib/systemd/pstore/";
	struct statfs sf;

	if (statfs(path, &sf) == 0 && sf.f_type == PSTORE_MAGIC)
		return PROV_PSTORE;
	if (!strncmp(path, archive, sizeof archive - 1) && st->st_uid == 0 &&
	    !(st->st_mode & 022))
		return PROV_PSTORE;
	return PROV_TEXT;
}

/* Decode one crash log; its records say "FILE, written TIME". */
static int
pstore_read(const char *path, const struct stat *st, const struct consumer *c,
    char *notread, size_t len)
{
	struct source *s;
	char when[32];
	int rc = -1;

	notread[0] = '\0';
	if (strstr(path, ".enc.z")) {
		warnmsg("%s: compressed crash log the kernel could not decompress: not supported",
		    path);
		return -1;
	}
	if (!(s = calloc(1, sizeof *s)))
		return -1;
	if (iso_time(st->st_mtime, when, sizeof when) < 0)
		snprintf(when, sizeof when, "-");
	snprintf(s->origin, sizeof s->origin, "%s, written %s", path, when);
	if (input_open(s, path) == 0) {
		s->prov = pstore_provenance(path, st);
		if (s->kind != SRC_TEXT)
			warnmsg("%s: not a kernel log", path);
		else
			rc = source_drain(s, c);
		text_notread_say(s, notread, len);
	}
	source_close(s);
	free(s);
	return rc;
}

/* Does a ras daemon hold this pidfile's lock? */
static int
daemon_running(const char *pidfile)
{
	int fd = open(pidfile, O_RDONLY | O_CLOEXEC), busy;

	if (fd < 0)
		return 0;
	busy = flock(fd, LOCK_SH | LOCK_NB) < 0 && errno == EWOULDBLOCK;
	close(fd);
	return busy;
}

/* ---- any source: open, drain, wait, close -------------------------------- */

/*
 * What the opened source's records are: this kernel's, live, only when
 * the files are the kernel's own (tracefs, or debugfs for the persistent
 * buffers and old kernels' tracing); a copy of them anywhere else, a
 * capture or a ring directory is a replay, and a log is text.
 */
static int
source_provenance(const struct source *s, const struct options *o)
{
	struct statfs sf;
	const char *dir;

	switch (s->kind) {
	case SRC_PERF:
		return PROV_LIVE;
	case SRC_TEXT:
		return PROV_TEXT;
	case SRC_TRACEFS:
		dir = s->trace_dir;
		break;
	case SRC_PERSISTENT:
		dir = persist_dir(o);
		break;
	default:		/* a capture, a ring directory */
		return PROV_REPLAY;
	}
	if (statfs(dir, &sf) == 0 && (sf.f_type == TRACEFS_MAGIC ||
	    sf.f_type == DEBUGFS_MAGIC))
		return PROV_LIVE;
	return PROV_REPLAY;
}

/* auto: persistent (kernel.patch), else the ftrace
 * buffer if mce_record records there, else perf. */
static int
source_auto(struct source *s, const struct options *o, char *why, size_t len)
{
	char root[PATH_MAX], base[PATH_MAX + NAME_MAX + 16];
	int t;

	if (persistent_available(o)) {
		s->kind = SRC_PERSISTENT;
		snprintf(why, len, "persistent buffers present");
		return 0;
	}
	if ((t = tracefs_wanted(o, why, len)) < 0)
		return -1;
	/* a boot-time instance that records mce_record: a persistent one
	 * first (it must be read live, or its next boot repeats this one),
	 * another when the main buffer does not record it */
	if (!o->instance && find_tracefs(o, root, sizeof root) == 0 &&
	    tracefs_find_instance(root, s->inst, sizeof s->inst) == 0) {
		mkpath(base, sizeof base, "%s/instances/%s", root, s->inst);
		if (o->no_boot_take && tracefs_persistent(base) &&
		    tracefs_tracing_on(base) == 0) {
			/* off until its previous boot is read: not by us */
			s->inst[0] = '\0';
		} else if (tracefs_persistent(base) &&
		    tracefs_tracing_on(base) == 0 && !boot_taken(s->inst) &&
		    boot_takeable(base) < 0) {
			/* it would stay off: no new error would reach it */
			warnmsg("%s: %s: it cannot be emptied nor turned on; "
			    "its previous boot is left unread, and records go "
			    "elsewhere", base, strerror(errno));
			s->inst[0] = '\0';
		} else if (tracefs_persistent(base) || !t) {
			t = 1;
			snprintf(why, len,
			    "instances/%s records mce:mce_record (%s)", s->inst,
			    tracefs_persistent(base) ? "persistent: it "
			    "keeps the previous boot's" : "boot-time instance");
		} else {
			s->inst[0] = '\0';
		}
	}
	/* ftrace reads consume: a dump or top must not take records from
	 * the daemon, unless the kernel lets it read them without (v4) */
	if (t && !o->wake_per_event && daemon_running(RASD_PIDFILE) &&
	    (find_tracefs(o, root, sizeof root) < 0 ||
	    tracefs_base(o->instance ? o->instance : s->inst, root, base,
	    sizeof base) < 0 || !tracefs_mappable(base))) {
		snprintf(why, len,
		    "a ras daemon (%s) consumes the ftrace buffer; perf does "
		    "not take "
		    "its records", RASD_PIDFILE);
		t = 0;
		s->inst[0] = '\0';
	}
	s->kind = t ? SRC_TRACEFS : SRC_PERF;
	return 0;
}

static int
source_open(struct source *s, const struct options *o)
{
	char why[PATH_MAX + 80] = "";

	memset(s, 0, sizeof *s);
	s->fmt.id = -1;
	s->poll_ms = -1;
	if (o->input) {
		if (input_open(s, o->input) < 0) {
			source_close(s);
			return -1;
		}
		s->prov = source_provenance(s, o);
		return 0;
	}
	s->kind = o->source;
	if (s->kind == SRC_AUTO && source_auto(s, o, why, sizeof why) < 0)
		return -1;
	if (s->kind == SRC_PERF ? perf_open(s, o) : s->kind == SRC_TRACEFS ?
	    tracefs_open(s, o) : persistent_open(s, o,
	    s->kind == SRC_RINGDIR)) {
		source_close(s);
		return -1;
	}
	if (why[0]) {
		size_t n = strlen(s->desc);

		snprintf(s->desc + n, sizeof s->desc - n,
		    " [auto: %.120s]", why);
	}
	s->prov = source_provenance(s, o);
	if (o->model.known)
		s->model = o->model;
	else if (cpu_model_local(&s->model) < 0)
		s->model.known = 0;
	return 0;
}

/* Losses held back by the one-note-a-second
 * rule: now (force), or are there any. */
static int
source_lapped(struct source *s, const struct consumer *c, int force)
{
	int i, pending = 0;

	for (i = 0; i < s->nrings; i++) {
		if (c)
			ring_lapped_report(&s->rings[i], c, force);
		pending |= s->rings[i].lapped > 0;
	}
	return pending;
}

/*
 * Rings poll() does not wake for: behind a data_head a read() returned (the
 * kernel counts it seen: read them now), or with failing reads (out of the
 * poll set, which would stay readable: every second).  ms for poll(), -1 none.
 */
static int
source_wait_ms(const struct source *s)
{
	int i, ms = -1;

	for (i = 0; i < s->nrings; i++) {
		const struct ring *rg = &s->rings[i];

		if (rg->rd_err)
			ms = 1000;
		else if (rg->readonly && rg->pos < rg->seen)
			return 0;
	}
	return ms;
}

/* ==== decode: severity, MCA codes, Intel, AMD, memory errors ============== */

/* ---- decoding a record --------------------------------------------------- */


static int
vendor_mask(int vendor)
{
	switch (vendor) {
	case VENDOR_INTEL:
	case VENDOR_ZHAOXIN:	return VM_INTEL;
	case VENDOR_AMD:
	case VENDOR_HYGON:	return VM_AMD;
	default:		return VM_OTHER;
	}
}

/* Append to a details string, "; "-separated; the buffer is never overrun. */
static void
add_detail(struct decoded *d, const char *fmt, ...)
{
	size_t n = strlen(d->details);
	va_list ap;

	if (n + 3 >= sizeof d->details)
		return;
	if (n && str_append(d->details, sizeof d->details, "; ") == 0)
		n += LITLEN("; ");
	va_start(ap, fmt);
	vsnprintf(d->details + n, sizeof d->details - n, fmt, ap);
	va_end(ap);
}

static void
bit_names(struct line *l, uint64_t v, const struct bit_name *t, size_t n,
    int vm)
{
	size_t i;
	int first = 1;

	for (i = 0; i < n; i++)
		if ((t[i].vendors & vm) && (v & BIT(t[i].bit))) {
			if (!first)
				lput(l, " ", 1);
			lname(l, t[i].name);
			first = 0;
		}
}

/*
 * The names of a status's bits (" [VAL UC EN ...]" of a block): a storm
 * repeats a few combinations, and the names depend only on the bits
 * status_bits_tab names for the vendor, so the text is kept by those.
 */
static void
status_bits(struct line *l, const struct mce_record *r, int vendor)
{
	static struct { uint64_t key; uint16_t len; char s[118]; } memo[16];
	static uint64_t named[8];	/* by vendor mask: bits with names */
	const uint64_t v = r->v[F_STATUS];
	const int vm = vendor_mask(vendor) & 7;
	uint64_t key;
	size_t i, n0 = l->n;

	if (!named[vm])
		for (i = 0; i < LEN(status_bits_tab); i++)
			named[vm] |= status_bits_tab[i].vendors & vm ?
			    BIT(status_bits_tab[i].bit) : 0;
	key = (v & named[vm]) | (uint64_t)vm;	/* no name below bit 40 */
	i = (key ^ key >> 43 ^ key >> 53 ^ key >> 59) & 15;
	if (memo[i].len && memo[i].key == key) {
		lput(l, memo[i].s, memo[i].len - 1u);
		return;
	}
	bit_names(l, v, status_bits_tab, LEN(status_bits_tab), vm);
	if (l->n - n0 < sizeof memo[i].s) {
		memcpy(memo[i].s, l->b + n0, l->n - n0);
		memo[i].len = (uint16_t)(l->n - n0 + 1);
		memo[i].key = key;
	}
}

/*
 * Which CPU a record came from: its own cpuid/cpuvendor fields when the
 * kernel recorded them, else what the source or the user told us.
 */
static void
record_model(const struct mce_record *r, const struct cpu_model *fallback,
    struct cpu_model *m)
{
	if (HAS(r, F_CPUID) && HAS(r, F_CPUVENDOR) && r->v[F_CPUID]) {
		cpu_model_from_cpuid(m, r->v[F_CPUVENDOR], r->v[F_CPUID]);
		m->stepping_known = !(r->flags & REC_NO_STEPPING);
	} else if (fallback && fallback->known)
		*m = *fallback;
	else
		memset(m, 0, sizeof *m);
}

static const struct sev_rule *
grade(const struct mce_record *r, const struct cpu_model *m, int vm)
{
	const uint64_t st = r->v[F_STATUS], cap = r->v[F_MCGCAP],
	    bank = r->v[F_BANK];
	size_t i;

	for (i = 0; i < LEN(sev_rules); i++) {
		const struct sev_rule *s = &sev_rules[i];

		if (!(s->vendors & vm) || (st & s->mask) != s->value ||
		    (cap & s->cap_mask) != s->cap_value)
			continue;
		if (s->model && (m->family != 6 || m->model != s->model ||
		    m->stepping < s->min_stepping))
			continue;
		if (s->bank_hi && (!HAS(r, F_BANK) || bank < s->bank_lo ||
		    bank > s->bank_hi))
			continue;	/* a rule for some banks: not
					 * for a bank nobody named */
		/* SER_P unknown (mcgcap absent or 0, as
		 * mce-inject leaves it): S/AR still tell */
		if (s->flags & RULE_SER && HAS(r, F_MCGCAP) && cap &&
		    !(cap & MCG_CAP_SER))
			continue;
		if (s->flags & RULE_NOSER && (!HAS(r, F_MCGCAP) || !cap ||
		    cap & MCG_CAP_SER))
			continue;
		return s;
	}
	return &sev_rules[LEN(sev_rules) - 1];
}

static const struct mcacod_row *
mcacod_form(unsigned code)
{
	size_t i;

	for (i = 0; i < LEN(mcacod_rows); i++)
		if ((code & mcacod_rows[i].mask) == mcacod_rows[i].value)
			return &mcacod_rows[i];
	return NULL;
}

static const char *
name_or(const char *const *t, size_t n, unsigned i, char *buf, size_t len,
    const char *what)
{
	if (i < n && t[i])
		return t[i];
	snprintf(buf, len, "reserved %s=%u", what, i);
	return buf;
}

static void
cache_level(char *buf, size_t len, unsigned ll, int vm)
{
	const char *name = (vm == VM_AMD ? ll_cache_amd : ll_cache_intel)[ll];

	if (name)
		snprintf(buf, len, "%s (LL=%u)", name, ll);
	else
		snprintf(buf, len, "reserved level (LL=%u)", ll);
}

/* TLB levels are not shifted: SDM "level 0" is LL=0; AMD's LL=1 is L1 */
static const char *
tlb_level(char *buf, size_t len, unsigned ll, int vm)
{
	if (ll == 3)
		snprintf(buf, len, "generic level (LL=3)");
	else if (vm == VM_AMD)
		snprintf(buf, len, ll ? "L%u (LL=%u)" :
		    "reserved level (LL=%u)", ll, ll);
	else
		snprintf(buf, len, "level %u (LL=%u)", ll, ll);
	return buf;
}

/*
 * The architectural error code (status 15:0) as SDM 3B defines it; AMD's
 * legacy banks use the same forms.  Writes d->error.
 */
static void
decode_mcacod(struct decoded *d, unsigned code, int vm)
{
	const struct mcacod_row *row = mcacod_form(code);
	char a[48], b[48], c[48], lvl[40];
	unsigned tt = BITS(code, 3, 2), ll = BITS(code, 1, 0), rrrr = BITS(code,
	    7, 4);

	if (!row) {
		snprintf(d->error, sizeof d->error, "unknown error code 0x%04x",
		    code);
		return;
	}
	switch (row->form) {
	case FORM_SIMPLE:
		snprintf(d->error, sizeof d->error, "%s", row->text);
		return;
	case FORM_GENERIC_CACHE:
		cache_level(lvl, sizeof lvl, ll, vm);
		snprintf(d->error, sizeof d->error,
		    "generic cache hierarchy error, %s", lvl);
		break;
	case FORM_TLB:
		snprintf(d->error, sizeof d->error, "%s TLB error, %s",
		    name_or(tt_names, 4, tt, a, sizeof a, "TT"), tlb_level(lvl,
		    sizeof lvl, ll, vm));
		break;
	case FORM_MEMCTL:
		d->memory = 1;
		if (BITS(code, 3, 0) == 0xf)
			snprintf(c, sizeof c, "channel not specified");
		else
			snprintf(c, sizeof c, "channel %u",
			    (unsigned)BITS(code, 3, 0));
		snprintf(d->error, sizeof d->error,
		    "memory controller %s error%s, %s", name_or(mmm_names, 8,
		    BITS(code, 6, 4), a, sizeof a, "MMM"), code & 0x0200 ?
		    " in memory used as a cache (2LM near memory)" : "", c);
		break;
	case FORM_CACHE:
		cache_level(lvl, sizeof lvl, ll, vm);
		snprintf(d->error, sizeof d->error, "%s %s cache: %s",
		    lvl, name_or(tt_names, 4, tt, a, sizeof a, "TT"),
		    name_or(rrrr_names, 16, rrrr, b, sizeof b, "RRRR"));
		break;
	case FORM_BUS:
		snprintf(lvl, sizeof lvl, ll == 3 ? "generic level (LL=3)" :
		    "level %u (LL=%u)", ll, ll);
		snprintf(d->error, sizeof d->error,
		    "bus/interconnect %s on %s, %s, %s, %s", name_or(rrrr_names,
		    16, rrrr, a, sizeof a, "RRRR"), name_or(ii_names, 4,
		    BITS(code, 3, 2), b, sizeof b, "II"), name_or(pp_names, 4,
		    BITS(code, 10, 9), c, sizeof c, "PP"), code & BIT(8) ?
		    "timed out" : "no timeout", lvl);
		break;
	}
	if (code & BIT(12))
		add_detail(d,
		    "corrected filtering: later corrected errors of this kind "
		    "are not reported");
}

static const struct platform_row *
find_platform(const struct cpu_model *m)
{
	size_t i;

	for (i = 0; m->known && i < LEN(intel_platforms); i++)
		if (intel_platforms[i].vendor == m->vendor &&
		    intel_platforms[i].family == m->family &&
		    intel_platforms[i].model == m->model)
			return &intel_platforms[i];
	return NULL;
}

/* intel_mscod is sorted by platform (the unit test checks): a storm of
 * records must not walk 1600 rows each. */
static size_t
mscod_first(enum platform plat)
{
	size_t lo = 0, hi = LEN(intel_mscod), mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (intel_mscod[mid].plat < plat)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/*
 * The MSCOD rows of one bank: the first matching MS_FIRST row, every
 * matching MS_EACH row (flags, sub-fields) and every non-zero MS_NUMBER
 * field, in table order, as one detail.  Set MSCOD bits that no matching
 * row covers are named with their raw value.  Returns 0 when no row
 * matched (the caller then says the whole MSCOD is unknown).
 */
static int
decode_intel_mscod(struct decoded *d, enum platform plat, unsigned bank,
    unsigned mcacod, unsigned mscod)
{
	char buf[400];
	size_t i, n = 0;
	unsigned known = 0;
	int first = 0;

	buf[0] = 0;
	for (i = mscod_first(plat); i < LEN(intel_mscod) &&
	    intel_mscod[i].plat == plat; i++) {
		const struct mscod_row *m = &intel_mscod[i];
		unsigned f = mscod & m->mscod_mask;

		if (bank < m->lo || bank > m->hi ||
		    (mcacod & m->mcacod_mask) != m->mcacod)
			continue;
		if (m->kind == MS_NUMBER ? !f : f != m->mscod)
			continue;
		if (m->kind == MS_FIRST && first++)
			continue;
		if (!m->text)	/* U row: the rest of this
				 * code is undocumented */
			continue;
		known |= m->mscod_mask;
		if (n < sizeof buf && m->kind == MS_NUMBER)
			n += snprintf(buf + n, sizeof buf - n, "%s%s %u",
			    n ? ", " : "", m->text,
			    f / (m->mscod_mask & -m->mscod_mask));
		else if (n < sizeof buf)
			n += snprintf(buf + n, sizeof buf - n, "%s%s",
			    n ? ", " : "", m->text);
	}
	if (!n)
		return 0;
	add_detail(d, "MSCOD 0x%04x: %s", mscod, buf);
	if (mscod & ~known)
		add_detail(d, "MSCOD bits 0x%04x not in our tables",
		    mscod & ~known);
	return 1;
}

/* Model-specific bits outside MSCOD (status 63:32, MCi_MISC): every match. */
static void
decode_intel_bits(struct decoded *d, const struct mce_record *r,
    enum platform plat)
{
	const uint64_t st = r->v[F_STATUS], misc = r->v[F_MISC];
	const int have_misc = (st & S_MISCV) && HAS(r, F_MISC);
	const unsigned bank = r->v[F_BANK];
	size_t i;

	for (i = 0; i < LEN(intel_bits); i++) {
		const struct intel_bits_row *b = &intel_bits[i];
		uint64_t v;

		if (b->plat != plat || bank < b->lo || bank > b->hi ||
		    (BITS(st, 15, 0) & b->mcacod_mask) != b->mcacod)
			continue;
		if ((b->st_mask | (b->freg == FREG_STATUS ?
		    FIELD_MASK(b->fhi, b->flo) : 0)) & ST_COUNT)
			d->count_free = 0;
		if ((st & b->st_mask) != b->st_value)
			continue;
		if (b->misc_mask || b->freg == FREG_MISC) {
			d->read_misc = 1;
			d->misc_bits |= b->misc_mask | (b->freg == FREG_MISC ?
			    FIELD_MASK(b->fhi, b->flo) : 0);
		}
		if ((b->misc_mask || b->freg == FREG_MISC) &&
		    (!have_misc || (misc & b->misc_mask) != b->misc_value))
			continue;
		if (b->freg == FREG_NONE) {
			add_detail(d, "%s", b->text);
			continue;
		}
		v = BITS(b->freg == FREG_MISC ? misc : st, b->fhi, b->flo);
		add_detail(d, b->hex ? "%s 0x%" PRIx64 : "%s %" PRIu64,
		    b->text, v);
	}
}

static void
decode_intel(struct decoded *d, const struct mce_record *r)
{
	const uint64_t st = r->v[F_STATUS], cap = r->v[F_MCGCAP];
	const unsigned bank = r->v[F_BANK], mcacod = BITS(st, 15, 0),
	    mscod = BITS(st, 31, 16);
	const struct platform_row *p = find_platform(&d->model);
	size_t i;
	int mscod_known = 0;

	decode_mcacod(d, mcacod, VM_INTEL);
	for (i = 0; i < LEN(sr_codes); i++)
		if ((mcacod & sr_codes[i].mask) == sr_codes[i].value &&
		    (st & sr_codes[i].st_mask) == sr_codes[i].st_value)
			add_detail(d, "%s", sr_codes[i].name);
	if (p)
		d->platform = p->name, d->plat = p->plat;
	if (p && !HAS(r, F_BANK)) {	/* units and MSCODs are per bank */
		if (mscod)
			add_detail(d,
			    "MSCOD 0x%04x (model-specific: its meaning depends "
			    "on the bank; "
			    "give --bank)", mscod);
		mscod_known = 1;
	} else if (p) {
		for (i = 0; i < LEN(intel_banks); i++)
			if (intel_banks[i].plat == p->plat &&
			    bank >= intel_banks[i].lo &&
			    bank <= intel_banks[i].hi) {
				snprintf(d->bank_name, sizeof d->bank_name,
				    "%s", intel_banks[i].unit);
				add_detail(d, "%s", intel_banks[i].desc);
				break;
			}
		for (i = 0; i < LEN(intel_pcu_mcacod); i++) {
			const struct mscod_row *m = &intel_pcu_mcacod[i];

			if (m->plat == p->plat && bank >= m->lo &&
			    bank <= m->hi &&
			    (mcacod & m->mcacod_mask) == m->mcacod) {
				add_detail(d, "PCU: %s", m->text);
				break;
			}
		}
		mscod_known = decode_intel_mscod(d, p->plat, bank, mcacod,
		    mscod);
		decode_intel_bits(d, r, p->plat);
	}
	if (!mscod_known && mscod)
		add_detail(d, "MSCOD 0x%04x (model-specific%s)", mscod,
		    p ? ", not in our tables" :
		    "; no table for this CPU model");
	if (!(st & S_UC) && HAS(r, F_MCGCAP) && (cap & MCG_CAP_CMCI)) {
		d->count_free = 0;
		add_detail(d, "corrected count %u%s",
		    (unsigned)BITS(st, 52, 38), st & S_OVER ?
		    " (overflowed)" : "");
		if ((cap & MCG_CAP_TES) && BITS(st, 54, 53))
			add_detail(d, "threshold status %s",
			    (const char *const[]){ "not tracked", "green",
			    "yellow", "reserved" }[BITS(st, 54, 53)]);
	}
}

static const struct smca_bank_type *
smca_type(uint64_t ipid, const struct cpu_model *m)
{
	unsigned hwid = BITS(ipid, 43, 32), mcatype = BITS(ipid, 63, 48);
	size_t i, j;

	for (i = 0; m->known && i < LEN(smca_quirk_models); i++) {
		const struct smca_quirk_model *q = &smca_quirk_models[i];

		if (m->family != q->family || m->model < q->model_lo ||
		    m->model > q->model_hi)
			continue;
		for (j = 0; j < LEN(smca_quirk_types); j++)
			if (!strcmp(smca_quirk_types[j].name, q->type) &&
			    smca_quirk_types[j].hwid == hwid &&
			    smca_quirk_types[j].mcatype == mcatype)
				return &smca_quirk_types[j];
	}
	for (i = 0; i < LEN(smca_types); i++)
		if (smca_types[i].hwid == hwid &&
		    smca_types[i].mcatype == mcatype)
			return &smca_types[i];
	return NULL;
}

static const int field_regs[] = { F_STATUS, F_ADDR, F_MISC, F_SYND, F_IPID };
static const char *const field_reg_names[] = { "MCA_STATUS", "MCA_ADDR",
    "MCA_MISC", "MCA_SYND", "MCA_IPID" };

static uint64_t
reg_value(const struct mce_record *r, int reg)
{
	return r->v[field_regs[reg]];
}

static void
decode_smca(struct decoded *d, const struct mce_record *r)
{
	const uint64_t st = r->v[F_STATUS], ipid = r->v[F_IPID];
	const unsigned xec = BITS(st, 21, 16);
	const struct smca_bank_type *t = ipid ? smca_type(ipid,
	    &d->model) : NULL;
	size_t i;

	if (!t && !ipid) {
		/* no IPID (QEMU, old kernels, text logs):
		 * the error code is still architectural */
		decode_mcacod(d, BITS(st, 15, 0), VM_AMD);
		add_detail(d,
		    "bank type unknown: no MCA_IPID in the record; extended "
		    "error code 0x%x", xec);
		return;
	}
	if (!t) {
		snprintf(d->error, sizeof d->error,
		    ipid ?
		    "unknown bank type (IPID 0x%" PRIx64 ": HWID 0x%x, McaType 0x%x), extended error code 0x%x" :
		    "unknown bank type (IPID 0x%" PRIx64 "), extended error code 0x%x",
		    ipid, ipid ? (unsigned)BITS(ipid, 43, 32) : xec,
		    (unsigned)BITS(ipid, 63, 48), xec);
		add_detail(d, "error code 0x%04x", (unsigned)BITS(st, 15, 0));
		return;
	}
	snprintf(d->bank_name, sizeof d->bank_name, "%s", t->name);
	add_detail(d, "%s", t->desc);
	d->memory = text_is(t->name, "UMC");
	if (xec < t->nxec && t->xec[xec])
		snprintf(d->error, sizeof d->error, "%s", t->xec[xec]);
	else
		snprintf(d->error, sizeof d->error,
		    "unknown extended error code 0x%x for %s", xec, t->name);
	for (i = 0; i < LEN(amd_fields); i++) {
		const struct field_rule *f = &amd_fields[i];
		uint64_t reg, v, alt;

		if (strcmp(f->bank_type, t->name) || (f->xec >= 0 &&
		    (unsigned)f->xec != xec) || (f->need_status_bit &&
		    !(st & f->need_status_bit)))
			continue;
		if (!HAS(r, field_regs[f->reg])) {	/* never 0 for a
							 * register
							 * nobody gave */
			add_detail(d, "%s not known (%s not in the record)",
			    f->label, field_reg_names[f->reg]);
			continue;
		}
		reg = reg_value(r, f->reg);
		v = BITS(reg, f->hi, f->lo);
		if (f->plus4_bit && (reg >> f->plus4_bit & 1))
			v += 4;
		alt = f->alt_hi ? BITS(reg, f->alt_hi, f->lo) : v;
		if (alt != v)
			add_detail(d, "%s %" PRIu64 " or %" PRIu64 " (%s)",
			    f->label, v, alt, f->alt_note);
		else
			add_detail(d, "%s %" PRIu64, f->label, v);
	}
	add_detail(d, "instance 0x%x", (unsigned)BITS(ipid, 31, 0));
}

static void
decode_amd_legacy(struct decoded *d, const struct mce_record *r)
{
	const uint64_t st = r->v[F_STATUS];
	const unsigned bank = r->v[F_BANK], fam = d->model.family;
	const unsigned xec = BITS(st, 20, 16), ec = BITS(st, 15, 0);
	size_t i;

	decode_mcacod(d, ec, VM_AMD);
	if (!HAS(r, F_BANK)) {
		add_detail(d,
		    "extended error code 0x%x (its meaning depends on the "
		    "bank; give --bank)", xec);
		return;
	}
	for (i = 0; i < LEN(amd_banks); i++)
		if (fam >= amd_banks[i].fam_lo && fam <= amd_banks[i].fam_hi &&
		    bank == amd_banks[i].bank) {
			snprintf(d->bank_name, sizeof d->bank_name, "%s",
			    amd_banks[i].name);
			add_detail(d, "%s", amd_banks[i].desc);
			break;
		}
	for (i = 0; i < LEN(amd_xec); i++) {
		const struct amd_xec_row *x = &amd_xec[i];

		if (fam >= x->fam_lo && fam <= x->fam_hi && bank == x->bank &&
		    (xec & x->xec_mask) == x->xec &&
		    (ec & x->ec_mask) == x->ec) {
			add_detail(d, "extended error code 0x%x: %s", xec,
			    x->text);
			return;
		}
	}
	add_detail(d, "extended error code 0x%x%s", xec, fam >= 0x10 &&
	    fam <= 0x16 ? " (not in our tables)" :
	    " (family not in our tables)");
}

/* Is this AMD family using Scalable MCA?  Zen (0x17) and later; Hygon 0x18. */
static int
amd_smca(const struct cpu_model *m, const struct mce_record *r)
{
	if (m->known)
		return m->family >= 0x17;
	return HAS(r, F_IPID) && r->v[F_IPID];
}

static int
decode_key_equal(const struct decode_key *a, const struct decode_key *b,
    uint64_t st_ignored)
{
	return !((a->status ^ b->status) & ~st_ignored) && a->bank == b->bank &&
	    a->mcgcap == b->mcgcap && a->ipid == b->ipid &&
	    a->synd == b->synd && a->cpuid == b->cpuid &&
	    a->cpuvendor == b->cpuvendor && a->present == b->present &&
	    a->fallback.known == b->fallback.known &&
	    a->fallback.vendor == b->fallback.vendor &&
	    a->fallback.family == b->fallback.family &&
	    a->fallback.model == b->fallback.model &&
	    a->fallback.stepping == b->fallback.stepping &&
	    a->fallback.stepping_known == b->fallback.stepping_known;
}

/*
 * The record apei_mce_report_mem_error() makes of a firmware-first memory
 * error: bank -1 (255 in the tracepoint's u8) and the fixed code 0x9f,
 * "memory read error, channel unknown", that no bank register held.
 * Decoding it as a bank's register would be a wrong answer.
 */
static int
apei_stand_in(const struct mce_record *r)
{
	return HAS(r, F_BANK) && r->v[F_BANK] == 255 &&
	    (r->v[F_STATUS] & 0xffff) == 0x009f;
}

/*
 * Decode one record: severity, unit, error and details.  Pure: the same
 * record and model always give the same result.
 */
static void
decode_record(const struct mce_record *r, const struct cpu_model *fallback,
    struct decoded *d)
{
	const uint64_t st = r->v[F_STATUS];
	const struct sev_rule *s;
	int vm;

	memset(d, 0, sizeof *d);
	record_model(r, fallback, &d->model);
	vm = d->model.known ? vendor_mask(d->model.vendor) : VM_OTHER;
	if (HAS(r, F_BANK))
		snprintf(d->bank_name, sizeof d->bank_name, "MC%" PRIu64,
		    r->v[F_BANK]);
	else
		snprintf(d->bank_name, sizeof d->bank_name, "bank?");
	s = grade(r, &d->model, vm);
	if (d->model.known && !d->model.stepping_known) {
		/* a rule that depends on the stepping:
		 * both readings, graded by the worse */
		struct cpu_model lo = d->model, hi = d->model;
		const struct sev_rule *a, *b;

		lo.stepping = 0, hi.stepping = 15;
		a = grade(r, &lo, vm), b = grade(r, &hi, vm);
		if (a != b) {
			s = b->sev >= a->sev ? b : a;
			add_detail(d,
			    "stepping not given: %s from stepping %u on (%s), "
			    "%s before it; "
			    "graded by the worse", severity_names[b->sev],
			    b->min_stepping ? b->min_stepping : a->min_stepping,
			    b->why, severity_names[a->sev]);
		}
	}
	d->sev = s->sev;
	d->why = s->why;
	if (!HAS(r, F_STATUS)) {
		d->sev = SEV_INVALID;
		d->why = "no status: the log ended before the record's status line";
		snprintf(d->error, sizeof d->error, "status unknown");
		return;
	}
	if (!(st & S_VAL)) {
		snprintf(d->error, sizeof d->error,
		    "no valid error (VAL clear)");
		return;
	}
	if (apei_stand_in(r)) {
		snprintf(d->bank_name, sizeof d->bank_name, "APEI");
		snprintf(d->error, sizeof d->error,
		    "memory error reported by firmware (APEI/GHES): "
		    "the kernel's stand-in record, no bank was read");
		add_detail(d,
		    "address from the firmware's CPER record; which DIMM is in "
		    "the kernel's "
		    "[Hardware Error] lines of the same error, not here");
		d->memory = 1;
		return;
	}
	if (vm == VM_AMD && amd_smca(&d->model, r))
		decode_smca(d, r);
	else if (vm == VM_AMD)
		decode_amd_legacy(d, r);
	else if (vm == VM_INTEL) {
		d->count_free = 1;	/* until a rule reads it */
		decode_intel(d, r);
	}
	else {
		decode_mcacod(d, BITS(st, 15, 0), VM_INTEL);
		add_detail(d,
		    "CPU vendor unknown: architectural decode only (use --cpu "
		    "VENDOR:FAMILY:MODEL)");
	}
	if (st & S_OVER)
		add_detail(d,
		    "overflow: more errors happened than the bank could hold");
	if (vm == VM_AMD && (st & BIT(56)))
		add_detail(d, "core %u", (unsigned)BITS(st, 37, 32));
	if (vm == VM_AMD && (st & S_SYNDV) && HAS(r, F_SYND))
		add_detail(d, "syndrome 0x%" PRIx64, r->v[F_SYND]);
}

/* Which of a memo slot's texts are printable ASCII, and their lengths:
 * a storm prints them thousands of times. */
static void
decoded_plain(struct decoded *d)
{
	const char *const s[3] = { d->bank_name, d->error, d->details };
	size_t n;
	int i;

	for (i = 0; i < 3; i++)
		d->plain[i] = s[i][n = ascii_run(s[i])] ? 0 : (uint16_t)(n + 1);
}

/* decode_record through the memo; the result
 * stays valid until the next call. */
static const struct decoded *
decode_memoized(struct decode_memo *m, const struct mce_record *r,
    const struct cpu_model *fallback)
{
	static const uint32_t used = 1u << F_STATUS | 1u << F_BANK |
	    1u << F_MCGCAP | 1u << F_IPID | 1u << F_SYND | 1u << F_CPUID |
	    1u << F_CPUVENDOR;
	struct decode_key k = { r->v[F_STATUS], r->v[F_BANK], r->v[F_MCGCAP],
	    r->v[F_IPID], r->v[F_SYND], r->v[F_CPUID], r->v[F_CPUVENDOR],
	    r->v[F_MISC], (r->present & used) | (r->flags & REC_NO_STEPPING ?
	    1u << 31 : 0), { 0 } };
	uint64_t h;
	unsigned i, j, set;

	if (fallback)
		k.fallback = *fallback;
	/* splitmix64's finaliser over the fields that vary; not the count,
	 * so that records differing in it alone meet in one set */
	h = (k.status & ~ST_COUNT) ^ (k.bank + 1) * 0x9e3779b97f4a7c15ULL ^
	    k.ipid * 0xc2b2ae3d27d4eb4fULL ^ k.cpuid;
	h = (h ^ h >> 30) * 0xbf58476d1ce4e5b9ULL;
	h = (h ^ h >> 27) * 0x94d049bb133111ebULL;
	h ^= h >> 31;
	set = (h >> 32) % (MEMO_SLOTS / MEMO_WAYS) * MEMO_WAYS;
	for (i = j = set; j < set + MEMO_WAYS; j++) {
		/* MISC and the count are part of the key only where the
		 * decode read them: a storm's MISC and counts vary */
		if (m->slot[j].used && decode_key_equal(&m->slot[j].k, &k,
		    m->slot[j].d.count_free ? ST_COUNT : 0) &&
		    (!m->slot[j].d.read_misc ||
		    (!((m->slot[j].k.misc ^ k.misc) & m->slot[j].d.misc_bits) &&
		    (int)HAS(r, F_MISC) == m->slot[j].misc_present))) {
			m->slot[j].used = ++m->clock;
			m->hits++;
			return &m->slot[j].d;
		}
		if (m->slot[j].used < m->slot[i].used)	/* least recently
							 * used */
			i = j;
	}
	m->misses++;
	decode_record(r, fallback, &m->slot[i].d);
	decoded_plain(&m->slot[i].d);
	m->slot[i].k = k;
	m->slot[i].misc_present = (int)HAS(r, F_MISC);
	m->slot[i].used = ++m->clock;
	return &m->slot[i].d;
}

/*
 * Where a memory error an MCE reports is, from the record's own registers
 * (location step 3): socket from the kernel's socketid; Intel:
 * memory controller and channel from the bank (intel_mem_banks), else the
 * channel from MCACOD bits 3:0 (SDM 3B 16.2.2.4: 0xF is "not specified");
 * AMD SMCA UMC: the channel is the UMC instance (MCA_IPID[31:20]) and the
 * chip select MCA_SYND's low bits on DRAM ECC errors with SyndV (amd_fields,
 * taken only when the two widths sources read agree).  -1: not told.
 * Returns 0 for a record that is not a memory error.
 */
struct mce_where {
	int socket, imc, channel, cs;
	int nimc;		/* Intel: the platform's memory
				 * controllers per socket, -1 unknown */
	const char *unit;	/* what imc counts: "iMC", "UMC" */
};

static int
mce_where(const struct mce_record *r, const struct decoded *d,
    struct mce_where *w)
{
	const uint64_t st = r->v[F_STATUS];
	const struct smca_bank_type *t;
	size_t i;
	int seen;

	w->socket = HAS(r, F_SOCKETID) ? (int)MIN(r->v[F_SOCKETID], 65535) : -1;
	w->imc = w->channel = w->cs = w->nimc = -1;
	w->unit = "iMC";
	if (r->kind != KIND_MCE || !d->memory || apei_stand_in(r) ||
	    !HAS(r, F_STATUS))
		return 0;
	if ((d->model.vendor == VENDOR_AMD ||
	    d->model.vendor == VENDOR_HYGON) && amd_smca(&d->model, r)) {
		if (!HAS(r, F_IPID) ||
		    !(t = smca_type(r->v[F_IPID], &d->model)) || strcmp(t->name,
		    "UMC"))
			return 1;
		w->unit = "UMC";
		w->channel = (int)BITS(r->v[F_IPID], 31, 20);
		if (BITS(st, 21, 16) == 0 && (st & BIT(53)) && HAS(r, F_SYND) &&
		    BITS(r->v[F_SYND], 2, 0) == BITS(r->v[F_SYND], 1, 0))
			w->cs = (int)BITS(r->v[F_SYND], 1, 0);
		return 1;
	}
	for (i = 0, seen = 0; d->plat != PLAT_NONE && i < LEN(intel_mem_banks);
	    i++) {
		if (intel_mem_banks[i].plat != (enum platform)d->plat) {
			if (seen)
				break;	/* a platform's rows are together */
			continue;
		}
		seen = 1;
		w->nimc = MAX(w->nimc, intel_mem_banks[i].imc + 1);
		if (HAS(r, F_BANK) && intel_mem_banks[i].bank == r->v[F_BANK]) {
			w->imc = intel_mem_banks[i].imc;
			w->channel = intel_mem_banks[i].channel;
		}
	}
	if (w->channel < 0 && mcacod_form(BITS(st, 15, 0)) &&
	    mcacod_form(BITS(st, 15, 0))->form == FORM_MEMCTL && BITS(st, 3,
	    0) != 0xf)
		w->channel = (int)BITS(st, 3, 0);
	return 1;
}

/* ---- memory errors of the other reporters ---- */

/* Why rule names populated slot d for m, or NULL. */
static const char *
mem_locate_rule(const struct mem_error *m, const struct smbios_dimm *d,
    int rule)
{
	struct edac_dimm e;

	if (d->present & 1u << T17_SIZE && d->v[T17_SIZE] == 0)
		return NULL;	/* an empty slot holds no error */
	if (rule == 0 && MHAS(m, M_HANDLE) && d->handle == m->v[M_HANDLE])
		return "the firmware's CPER record names its SMBIOS handle";
	if (rule == 1 && m->dimm[0]) {
		const char *b = kernel_dmi_string(d->str[T17_BANK]);
		const char *l = kernel_dmi_string(d->str[T17_LOCATOR]);
		size_t bn = strlen(b);

		if (!strncmp(m->dimm, b, bn) && m->dimm[bn] == ' ' &&
		    !strcmp(m->dimm + bn + 1, l))
			return "the CPER DIMM location is its bank locator and locator";
	}
	if (rule == 2 && label_known(m->label) && !strstr(m->label, " or ")) {
		memset(&e, 0, sizeof e);
		snprintf(e.label, sizeof e.label, "%.63s", m->label);
		return edac_names(&e, d);
	}
	return NULL;
}

/*
 * The populated SMBIOS slots a memory error names, best basis first: the
 * CPER record's SMBIOS handle (extlog, GHES), the CPER "DIMM location:"
 * (cper.c prints the slot's bank locator and locator), an EDAC label that
 * is ghes_edac's label or the locator.  Returns how many slots match under
 * the first rule that matches any; *first is the first of them.  cands,
 * when given, gets their locators: the candidates, none chosen.
 */
static int
mem_locate(const struct mem_error *m, const struct smbios_dimm **first,
    const char **basis, char *cands, size_t len)
{
	const char *why;
	size_t i, k = 0;
	int n, rule;

	*first = NULL;
	for (rule = 0; dimm_inv && rule < 3; rule++) {
		for (n = 0, i = 0; i < dimm_inv->nd; i++) {
			const struct smbios_dimm *d = &dimm_inv->d[i];

			if (!(why = mem_locate_rule(m, d, rule)))
				continue;
			if (!n++) {
				*first = d;
				*basis = why;
			}
			if (cands && k < len)
				k += snprintf(cands + k, len - k, "%s%s",
				    k ? ", " : "", d->str[T17_LOCATOR] ?
				    d->str[T17_LOCATOR] : "(no locator)");
		}
		if (n)
			return n;
	}
	return 0;
}

/* "DIMM P1-DIMMA1 (P0_Node0_Channel0_Dimm0)
 * serial 03A5B6C7 part M393A2K43DB3-CWE" */
static void
dimm_name(const struct smbios_dimm *d, char *buf, size_t len)
{
	static const struct { int f; const char *what; } parts[] = {
		{ T17_SERIAL, " serial " }, { T17_PART, " part " },
	};
	size_t i, n;

	n = snprintf(buf, len, "%s", d->str[T17_LOCATOR] ? d->str[T17_LOCATOR] :
	    "(no locator)");
	if (d->str[T17_BANK] && *d->str[T17_BANK] && n < len)
		n += snprintf(buf + n, len - n, " (%s)", d->str[T17_BANK]);
	for (i = 0; i < LEN(parts) && n < len; i++)
		if (d->str[parts[i].f] && *d->str[parts[i].f])
			n += snprintf(buf + n, len - n, "%s%s", parts[i].what,
			    d->str[parts[i].f]);
	while (n > 0 && n < len && buf[n - 1] == ' ')
		buf[--n] = '\0';	/* part numbers come padded */
}

static int
slot_populated(const struct smbios_dimm *d)
{
	return !(d->present & 1u << T17_SIZE && d->v[T17_SIZE] == 0);
}

/* "socket 0, UMC 3, cs 1": the parts the MCE told */
static void
where_text(const struct mce_where *w, char *buf, size_t len)
{
	size_t n = 0;

	buf[0] = '\0';
	if (w->socket >= 0)
		n += snprintf(buf + n, len - n, "socket %d", w->socket);
	if (w->imc >= 0 && n < len)
		n += snprintf(buf + n, len - n, "%s%s %d", n ? ", " : "",
		    w->unit, w->imc);
	if (w->channel >= 0 && n < len)
		n += snprintf(buf + n, len - n, "%s%s %d", n ? ", " : "",
		    strcmp(w->unit, "UMC") ? "channel" : "UMC", w->channel);
	if (w->cs >= 0 && n < len)
		n += snprintf(buf + n, len - n, "%scs %d", n ? ", " : "",
		    w->cs);
	if (!n)
		snprintf(buf, len, "no controller or channel in the MCE");
}

/*
 * The populated slots an MCE's memory error can be in (location step 3):
 * up to max of them into out, and how many there are.  SMBIOS does not
 * say which slot is on which channel, so alone it answers only on a
 * machine with one populated slot; anything else is candidates.
 */
#define MAX_CANDS 64

/*
 * 1: EDAC DIMM e can hold the error w says, 0: it cannot, -1: its place
 * cannot be told.  amd64_edac: "csrow CS channel UMC" (mcN is the AMD node,
 * which the MCE does not give: any node).  skx, i10nm, sb: the mc_name's
 * socket and iMC (or home agent) and the location's channel.  Linux 6.12's
 * i10nm numbers the present iMCs without gaps, so its IMC# is the bank's
 * iMC only when the socket has all the platform's iMCs.  sb_edac's home
 * agents can run channels in lockstep or mirrored pairs, where the kernel
 * itself does not tell which of the two: both are candidates.
 */
static int
edac_holds(const struct edac_dimm *e, const struct mce_where *w)
{
	const struct edac_mc *m = NULL;
	size_t i;
	int n = 0;

	if (!strcmp(w->unit, "UMC"))
		return e->at_cs < 0 || e->at_chan < 0 ? -1 : (w->channel < 0 ||
		    e->at_chan == w->channel) && (w->cs < 0 ||
		    e->at_cs == w->cs);
	for (i = 0; i < dimm_inv->nmc && !m; i++)
		if (dimm_inv->mc[i].mc == e->mc)
			m = &dimm_inv->mc[i];
	if (e->at_chan < 0 || !m || e->at_cs >= 0)
		return -1;
	for (i = 0; m->compacts && w->imc >= 0 && i < dimm_inv->nmc; i++)
		n += dimm_inv->mc[i].socket == m->socket;
	if (m->compacts && w->imc >= 0 && n != w->nimc)
		return -1;
	return (w->socket < 0 || m->socket == w->socket) && (w->imc < 0 ||
	    m->imc == w->imc) && (w->channel < 0 || e->at_chan == w->channel ||
	    (m->pairs && e->at_chan == (w->channel ^ 1)));
}

/*
 * The slots of the EDAC DIMMs that can hold the error; 0 when EDAC cannot
 * say (SMBIOS alone then); -1 when it names DIMMs no SMBIOS slot is joined
 * to: *basis names them (mcN, location, label).
 */
static int
edac_locate(const struct mce_where *w, const struct smbios_dimm **out, int max,
    const char **basis)
{
	static char why[256];
	const struct edac_dimm *e;
	size_t i, k = 0;
	int n = 0, h, unjoined = 0;

	for (i = 0; i < dimm_inv->nd; i++)	/* EDAC must list every DIMM
						 * for "the one there" */
		n -= slot_populated(&dimm_inv->d[i]);
	n += (int)dimm_inv->ne;
	if (n < 0)
		return 0;
	n = 0;
	for (i = 0; i < dimm_inv->ne; i++) {
		if ((h = edac_holds(&dimm_inv->e[i], w)) < 0)
			return 0;
		unjoined += h && dimm_inv->e[i].smbios < 0;
	}
	for (i = 0; i < dimm_inv->ne; i++) {
		if (edac_holds((e = &dimm_inv->e[i]), w) != 1)
			continue;
		if (!n && k < sizeof why)
			k += snprintf(why + k, sizeof why - k,
			    unjoined ? "EDAC's DIMMs there are " :
			    "EDAC lists ");
		if (k < sizeof why)
			k += snprintf(why + k, sizeof why - k, "%smc%d %s (%s)",
			    n ? ", " : "", e->mc, e->location, e->label);
		if (n++ < max && !unjoined)
			out[n - 1] = &dimm_inv->d[e->smbios];
	}
	if (n && unjoined && k < sizeof why)
		snprintf(why + k, sizeof why - k, ", %s", unjoined > 1 ?
		    "labels no SMBIOS slot's locator "
		    "matches" : "a label no SMBIOS slot's locator matches");
	else if (n && k < sizeof why)
		snprintf(why + k, sizeof why - k,
		    n == 1 ? " as the one DIMM there" : " there");
	*basis = why;
	return !n ? 0 : unjoined ? -1 : n;
}

static int
mce_locate(const struct mce_where *w, const struct smbios_dimm **out, int max,
    const char **basis)
{
	size_t i;
	int n = 0;

	*basis = NULL;
	if (dimm_inv && dimm_inv->ne &&
	    (n = edac_locate(w, out, max, basis)) != 0)
		return MAX(n, 0);
	for (i = 0; dimm_inv && i < dimm_inv->nd; i++)
		if (slot_populated(&dimm_inv->d[i]) && n++ < max)
			out[n - 1] = &dimm_inv->d[i];
	if (n == 1)
		*basis = "the only populated slot on this machine";
	else if (n > 1)
		*basis = "SMBIOS does not say which slot is on which channel";
	return n;
}

/* The one slot a record's memory error is in, by
 * any step of the chain; NULL when not one. */
static const struct smbios_dimm *
record_slot(const struct mce_record *r, const struct decoded *d,
    const char **basis)
{
	const struct smbios_dimm *one[1];
	struct mce_where w;

	*basis = NULL;
	if (!dimm_inv)
		return NULL;
	if (r->mem)
		return mem_locate(r->mem, one, basis, NULL, 0) == 1 ?
		    one[0] : NULL;
	if (mce_where(r, d, &w) && mce_locate(&w, one, 1, basis) == 1)
		return one[0];
	return NULL;
}

/* An MCE's memory error located against the inventory, said with its basis. */
static void
mce_details(struct decoded *d, const struct mce_record *r)
{
	const struct smbios_dimm *c[MAX_CANDS];
	const char *basis;
	char where[80], name[160], list[256];
	struct mce_where w;
	size_t k = 0;
	int n, i;

	if (!dimm_inv || !dimm_inv->nd || !mce_where(r, d, &w))
		return;	/* no SMBIOS slots (a VM without DMI): nothing
			 * to say each time; doctor says it */
	where_text(&w, where, sizeof where);
	n = mce_locate(&w, c, MAX_CANDS, &basis);
	if (n == 1) {
		dimm_name(c[0], name, sizeof name);
		add_detail(d, "slot %s: %s (MCE: %s)", name, basis, where);
		return;
	}
	if (n == 0) {
		add_detail(d, "DIMM unknown (%s): %s", where, basis ? basis :
		    "the firmware lists no memory device (SMBIOS type 17)");
		return;
	}
	list[0] = '\0';
	for (i = 0; i < MIN(n, MAX_CANDS) && k < sizeof list; i++)
		k += snprintf(list + k, sizeof list - k, "%s%s", i ? ", " : "",
		    c[i]->str[T17_LOCATOR] ? c[i]->str[T17_LOCATOR] :
		    "(no locator)");
	add_detail(d, "slot not known: %d populated slots, %s (MCE: %s): %s%s",
	    n, basis, where, list, n > MAX_CANDS ? ", ..." : "");
}

/* Where the error is, each part with what
 * said so: never one DIMM of several. */
static void
mem_details(struct decoded *d, const struct mem_error *m, int with_reporters)
{
	const struct smbios_dimm *slot;
	const char *basis = NULL;
	char name[160];
	int n, located = 0;

	if ((n = mem_locate(m, &slot, &basis, name, sizeof name)) == 1) {
		dimm_name(slot, name, sizeof name);
		add_detail(d, "slot %s: %s", name, basis);
		located = 1;	/* the handle, locator or label
				 * it was found by is said */
	} else if (n > 1) {
		add_detail(d,
		    "slot not known: %d populated slots match (%s): %s", n,
		    basis, name);
	}
	char where[200], *w = where;
	size_t i;

	if (label_known(m->label) && strstr(m->label, " or "))
		add_detail(d, "DIMM one of: %s (EDAC could not tell which)",
		    m->label);
	else if (located)
		;
	else if (label_known(m->label) && !strcmp(m->label, m->dimm))
		add_detail(d,
		    "%s%s (EDAC's label and the firmware's SMBIOS locator)",
		    dimm_word(m->label), m->label);
	else if (label_known(m->label))
		add_detail(d, "%s%s (EDAC's label)", dimm_word(m->label),
		    m->label);
	if (located || (m->dimm[0] && !strcmp(m->label, m->dimm)))
		;
	else if (m->dimm[0])
		add_detail(d, "%s%s (firmware's SMBIOS locator)",
		    dimm_word(m->dimm), m->dimm);
	else if (MHAS(m, M_HANDLE))
		add_detail(d,
		    "SMBIOS handle 0x%04" PRIx64 " (the kernel found no such DIMM)",
		    m->v[M_HANDLE]);
	if (m->fru[0])
		add_detail(d, "FRU %s", m->fru);
	*w = '\0';
	for (i = 0; i < LEN(mem_names) && mem_names[i].name; i++) {
		size_t room = where + sizeof where - w;
		int k;

		if (!MHAS(m, mem_names[i].field))
			continue;
		k = snprintf(w, room, "%s%s %" PRIu64, w == where ? "" : " ",
		    mem_names[i].name, m->v[mem_names[i].field]);
		if (k < 0 || (size_t)k >= room)
			break;
		w += k;
	}
	if (where[0])
		add_detail(d, "%s", where);
	if (MHAS(m, M_COUNT) && m->v[M_COUNT] > 1)
		add_detail(d, "%" PRIu64 " errors in this report",
		    m->v[M_COUNT]);
	if (with_reporters && (m->reported & (m->reported - 1))) {
		char by[64] = "";

		if (m->reported & 1)
			str_copy(by, sizeof by, "MCE");
		for (i = MEM_EDAC; i <= MEM_FAILURE; i++)
			if (m->reported & 1u << i)
				snprintf(by + strlen(by),
				    sizeof by - strlen(by), "%s%s",
				    by[0] ? ", " : "", i == MEM_CPER ? "CPER" :
				    mem_source_names[i]);
		add_detail(d, "one error, reported by %s", by);
	}
}

/* A memory error with no bank registers: the reporter's grade and location. */
static void
decode_mem(const struct mce_record *r, struct decoded *d)
{
	const struct mem_error *m = r->mem;

	memset(d, 0, sizeof *d);
	d->memory = 1;
	d->model.vendor = VENDOR_UNKNOWN;
	if (MHAS(m, M_SEV) && m->v[M_SEV] < LEN(mem_sevs)) {
		d->sev = mem_sevs[m->v[M_SEV]].sev;
		d->why = mem_sevs[m->v[M_SEV]].why;
	} else {
		d->sev = SEV_INVALID;
		d->why = "the reporter gave no severity";
	}
	if (m->source == MEM_EDAC && MHAS(m, M_MC))
		snprintf(d->bank_name, sizeof d->bank_name, "EDAC MC%" PRIu64,
		    m->v[M_MC]);
	else if (m->source > 0 && m->source < (int)LEN(mem_source_names))
		snprintf(d->bank_name, sizeof d->bank_name, "%s",
		    mem_source_names[m->source]);
	else
		snprintf(d->bank_name, sizeof d->bank_name, "memory");
	if (m->source == MEM_FAILURE) {	/* what the kernel did
					 * with a poisoned page */
		snprintf(d->error, sizeof d->error,
		    "poisoned %s: kernel's action: %s", m->op[0] ? m->op :
		    "page", m->action[0] ? m->action : "not given");
		d->sev = SEV_UC;	/* the event has no severity field:
					 * graded by what calls it */
		d->why = "memory_failure() handles pages with uncorrected errors";
	} else {
		snprintf(d->error, sizeof d->error, "%s", m->op[0] ? m->op :
		    "memory error");
	}
	mem_details(d, m, 1);
}

/*
 * A PCIe AER error: the errors its status bits name, from the register the
 * severity says it is (correctable or uncorrectable), graded as the event
 * grades it; the device's IDs, driver and slot with where they came from.
 */
/* The row of an AER status bit: of the correctable register's table
 * when the error is corrected, else of the uncorrectable's; NULL: none */
static const struct aer_bit *
aer_bit(const struct pcie_error *e, unsigned bit)
{
	const struct aer_bit *t = e->sev == PSEV_CORRECTED ? aer_cor_bits :
	    aer_uncor_bits;
	size_t i, n = e->sev == PSEV_CORRECTED ? LEN(aer_cor_bits) :
	    LEN(aer_uncor_bits);

	for (i = 0; i < n; i++)
		if (t[i].bit == bit)
			return &t[i];
	return NULL;
}

/* What a PCIe device is (IDs, driver, slot); 1 if sysfs said it, with
 * that basis */
static int
pcie_device_details(struct decoded *d, const struct pcie_error *e)
{
	if (e->present & P_IDS)
		add_detail(d, "device %04x:%04x", e->vendor, e->device);
	if (e->driver[0])
		add_detail(d, "driver %s", e->driver);
	if (e->slot[0])
		add_detail(d, "slot %s", e->slot);
	if (!(e->present & P_SYSFS))
		return 0;
	add_detail(d, "basis: sysfs when read (uevent%s)", e->slot[0] ?
	    ", /sys/bus/pci/slots/*/address" : "");
	return 1;
}

static void
decode_pcie(const struct mce_record *r, struct decoded *d)
{
	const struct pcie_error *e = r->pcie;
	const struct aer_bit *t;
	size_t n = 0;
	unsigned b;

	memset(d, 0, sizeof *d);
	d->model.vendor = VENDOR_UNKNOWN;
	d->sev = e->present & P_SEV ? pcie_sevs[e->sev].sev : SEV_INVALID;
	d->why = e->present & P_SEV ? pcie_sevs[e->sev].why :
	    "the event gave no severity";
	snprintf(d->bank_name, sizeof d->bank_name, "PCIe %.42s", e->dev[0] ?
	    e->dev : "(device not named)");
	if (!(e->present & P_STATUS) || !(e->present & P_SEV))
		snprintf(d->error, sizeof d->error, "AER %s not given",
		    e->present & P_STATUS ? "severity (which register)" :
		    "status");
	else if (!e->status && e->sev == PSEV_FATAL)
		snprintf(d->error, sizeof d->error, "AER status not read: on "
		    "a fatal error the kernel reads no register of a device "
		    "below its port (its link may be down: the console says "
		    "Inaccessible)");
	else if (!e->status)
		snprintf(d->error, sizeof d->error,
		    "no error bit set in the AER status");
	for (b = 0; b < 32 && (e->present & P_SEV); b++) {
		if (!(e->status >> b & 1) || n >= sizeof d->error)
			continue;
		if ((t = aer_bit(e, b)))
			n += snprintf(d->error + n, sizeof d->error - n,
			    "%s%s (%s)", n ? ", " : "", t->what, t->name);
		else	/* reserved when the table was written */
			n += snprintf(d->error + n, sizeof d->error - n,
			    "%sbit %u (not in our table)",
			    n ? ", " : "", b);
	}
	if (pcie_device_details(d, e) == 0 && e->present & P_CPER)
		add_detail(d, "basis: the firmware's CPER record");
	else if (!(e->present & (P_SYSFS | P_CPER)) &&
	    (e->present & P_IDS || e->driver[0]))
		add_detail(d, "basis: the kernel's AER lines");
	if (e->present & P_TLP)
		add_detail(d, "TLP header %08x %08x %08x %08x", e->tlp[0],
		    e->tlp[1], e->tlp[2], e->tlp[3]);
}

/* The kernel's name of a CXL field's value (flag 0) or of one of its
 * bits (flag 1), or NULL: not in the table (cxl_names). */
static const char *
cxl_name(int type, int field, int flag, uint64_t val)
{
	size_t i;

	if (field == C_FIRST_ERROR)
		field = C_STATUS;
	for (i = 0; i < LEN(cxl_names); i++)
		if (cxl_names[i].field == field && cxl_names[i].flag == flag &&
		    cxl_names[i].val == val && cxl_names[i].types >> type & 1)
			return cxl_names[i].name;
	return NULL;
}

/* A CXL record's grade (cxl_sevs), from the fields the event gave; -1 if
 * they give none (an unknown poison trace type, no log) */
static int
cxl_grade(const struct cxl_event *c)
{
	uint64_t ds = c->v[C_DESCRIPTOR];

	if (!(CHAS(c, C_LOG) && c->v[C_LOG] == 3) &&
	    ((CHAS(c, C_HDR_FLAGS) && c->v[C_HDR_FLAGS] & 0x20) ||
	    (CHAS(c, C_HEALTH) && c->v[C_HEALTH] & 4)))
		return CSEV_REPLACE;	/* HARDWARE_REPLACEMENT_NEEDED,
					 * REPLACEMENT_NEEDED */
	switch (c->type) {
	case CXL_GENERAL_MEDIA:
	case CXL_DRAM:
		if (CHAS(c, C_LOG) && c->v[C_LOG] == 3)
			return CSEV_LOG_FATAL;
		if (!CHAS(c, C_DESCRIPTOR))
			return -1;
		return ds & 1 ? CSEV_UNCORRECTED : ds & 2 ? CSEV_THRESHOLD :
		    CSEV_CORRECTED;
	case CXL_POISON:
		if (!CHAS(c, C_TRACE_TYPE) || c->v[C_TRACE_TYPE] > 2)
			return -1;
		return c->v[C_TRACE_TYPE] ? CSEV_POISON_OP : CSEV_POISON;
	case CXL_AER_COR:
		return CSEV_AER_COR;
	case CXL_AER_UNCOR:
		return CSEV_AER_UNCOR;
	}
	return CHAS(c, C_LOG) && c->v[C_LOG] <= 3 ? CSEV_LOG_INFO +
	    (int)c->v[C_LOG] : -1;
}

/*
 * What a CXL record counts as in its device's errors (enum pcie_sev), or
 * -1: not a new error.  Not counted: a note of the informational or
 * warning log; poison injected or cleared by request; a poison list entry
 * (a listing someone asked for, which repeats the entries each time); the
 * CXL.cachemem RAS status, which the kernel reads when AER reports the
 * device's internal error: that ras:aer_event counts it.
 */
static int
cxl_bucket(const struct cxl_event *c)
{
	int g = cxl_grade(c);

	if (g < 0 || g == CSEV_POISON_OP || g == CSEV_POISON ||
	    g == CSEV_AER_COR || g == CSEV_AER_UNCOR || g == CSEV_LOG_INFO ||
	    g == CSEV_LOG_WARN)
		return -1;
	return cxl_sevs[g].sev >= SEV_FATAL ? PSEV_FATAL :
	    cxl_sevs[g].sev >= SEV_UC ? PSEV_NONFATAL : PSEV_CORRECTED;
}

/* "name" of a CXL field's value, or "NAME 0xV (not in our table)" */
static void
cxl_value(char *buf, size_t cap, const struct cxl_event *c, int f)
{
	const char *n = cxl_name(c->type, f, 0, c->v[f]);

	if (n)
		snprintf(buf, cap, "%s", n);
	else
		snprintf(buf, cap, "%s 0x%" PRIx64 " (not in our table)",
		    cxl_fields[f].key, c->v[f]);
}

/* The names of a CXL field's bits, ", "-separated, into buf */
static void
cxl_bits(char *buf, size_t cap, const struct cxl_event *c, int f)
{
	const char *n;
	size_t k = 0;
	unsigned b;

	buf[0] = '\0';
	for (b = 0; b < 64 && k < cap; b++) {
		if (!(c->v[f] >> b & 1))
			continue;
		if ((n = cxl_name(c->type, f, 1, b)))
			k += snprintf(buf + k, cap - k, "%s%s", k ? ", " : "",
			    n);
		else
			k += snprintf(buf + k, cap - k, "%sbit %u (not in our "
			    "table)", k ? ", " : "", b);
	}
}

/* A CXL memory device's event: what the device or the kernel said, by the
 * names drivers/cxl/core/trace.h prints, each field only when given */
static void
decode_cxl(const struct mce_record *r, struct decoded *d)
{
	static const struct { uint8_t f; const char *name; } where[] = {
		{ C_CHANNEL, "channel" }, { C_RANK, "rank" },
		{ C_DEVICE, "device" }, { C_NIBBLE, "nibble mask" },
		{ C_BANK_GROUP, "bank group" }, { C_BANK, "bank" },
		{ C_ROW, "row" }, { C_COLUMN, "column" } };
	const struct pcie_error *e = r->pcie;
	const struct cxl_event *c = &e->cxl;
	char a[160], b[160];
	int g = cxl_grade(c);
	uint64_t as = c->v[C_ADD_STATUS];
	size_t i;

	memset(d, 0, sizeof *d);
	d->model.vendor = VENDOR_UNKNOWN;
	d->sev = g >= 0 ? cxl_sevs[g].sev : SEV_INVALID;
	d->why = g >= 0 ? cxl_sevs[g].why : "the event gave no severity";
	snprintf(d->bank_name, sizeof d->bank_name, "CXL %.40s", c->memdev[0] ?
	    c->memdev : "(memdev not named)");
	switch (c->type) {
	case CXL_GENERAL_MEDIA:
	case CXL_DRAM:
		cxl_value(a, sizeof a, c, C_MEDIA_TYPE);
		cxl_value(b, sizeof b, c, C_TRANSACTION);
		snprintf(d->error, sizeof d->error, "%s: %s %.100s on %.100s",
		    cxl_types[c->type].what, !CHAS(c, C_DESCRIPTOR) ?
		    "(descriptor not given)" : c->v[C_DESCRIPTOR] & 1 ?
		    "uncorrectable" : "corrected",
		    CHAS(c, C_MEDIA_TYPE) ? a : "(type not given)",
		    CHAS(c, C_TRANSACTION) ? b : "(transaction not given)");
		break;
	case CXL_MODULE:
		cxl_value(a, sizeof a, c, C_EVENT_TYPE);
		snprintf(d->error, sizeof d->error, "memory module event: %s",
		    CHAS(c, C_EVENT_TYPE) ? a : "(type not given)");
		break;
	case CXL_POISON:
		cxl_value(a, sizeof a, c, C_TRACE_TYPE);
		b[0] = '\0';
		if (CHAS(c, C_SOURCE) && cxl_name(c->type, C_SOURCE, 0,
		    c->v[C_SOURCE]))	/* cxl_value: "source 0x.. (not..)" */
			snprintf(b, sizeof b, "source ");
		cxl_value(b + strlen(b), sizeof b - strlen(b), c, C_SOURCE);
		snprintf(d->error, sizeof d->error, "poison %.100s, %.100s",
		    CHAS(c, C_TRACE_TYPE) ? a : "(trace type not given)",
		    CHAS(c, C_SOURCE) ? b : "source not given");
		break;
	case CXL_AER_COR:
	case CXL_AER_UNCOR:
		cxl_bits(a, sizeof a, c, C_STATUS);
		snprintf(d->error, sizeof d->error, "%s: %s",
		    cxl_types[c->type].what, !CHAS(c, C_STATUS) ?
		    "status not given" : a[0] ? a : "no status bit set");
		break;
	case CXL_OVERFLOW:
		cxl_value(a, sizeof a, c, C_LOG);
		snprintf(b, sizeof b, "%" PRIu64, c->v[C_COUNT]);
		snprintf(d->error, sizeof d->error, "the device's %.100s event "
		    "log overflowed: %s records lost", CHAS(c, C_LOG) ? a :
		    "(log not given)", CHAS(c, C_COUNT) ? b :
		    "(count not given)");
		break;
	default:
		snprintf(d->error, sizeof d->error, "generic event: its data "
		    "is the vendor's, not decoded");
	}
	if (CHAS(c, C_DPA) && CHAS(c, C_DPA_LENGTH))
		add_detail(d, "DPA 0x%" PRIx64 " length 0x%" PRIx64,
		    c->v[C_DPA], c->v[C_DPA_LENGTH]);
	else if (CHAS(c, C_DPA))
		add_detail(d, "DPA 0x%" PRIx64, c->v[C_DPA]);
	if (CHAS(c, C_HPA))	/* none: not translated, or an older
				 * kernel's event (no HPA field) */
		add_detail(d, "HPA 0x%" PRIx64 " (the kernel's translation)",
		    c->v[C_HPA]);
	if (c->region[0])
		add_detail(d, "region %s", c->region);
	for (i = 0; i < LEN(where); i++)	/* the location, coarse to fine */
		if (CHAS(c, where[i].f))
			add_detail(d, cxl_fields[where[i].f].how & CF_HEX ?
			    "%s 0x%" PRIx64 : "%s %" PRIu64, where[i].name,
			    c->v[where[i].f]);
	if (CHAS(c, C_HEALTH)) {
		cxl_bits(a, sizeof a, c, C_HEALTH);
		add_detail(d, "health %s", a[0] ? a : "no flag set");
	}
	if (CHAS(c, C_MEDIA_STATUS)) {
		cxl_value(a, sizeof a, c, C_MEDIA_STATUS);
		add_detail(d, "media %s", a);
	}
	if (CHAS(c, C_LIFE_USED))
		add_detail(d, "life used %" PRIu64 "%%%s%s", c->v[C_LIFE_USED],
		    CHAS(c, C_ADD_STATUS) ? " " : "", CHAS(c, C_ADD_STATUS) &&
		    (as & 3) < 3 ? cxl_levels[as & 3] : "");
	if (CHAS(c, C_TEMP))
		add_detail(d, "temperature %d C%s%s", (int16_t)c->v[C_TEMP],
		    CHAS(c, C_ADD_STATUS) ? " " : "", CHAS(c, C_ADD_STATUS) &&
		    (as >> 2 & 3) < 3 ? cxl_levels[as >> 2 & 3] : "");
	if (CHAS(c, C_DIRTY_SHUTDOWNS))
		add_detail(d, "dirty shutdowns %" PRIu64,
		    c->v[C_DIRTY_SHUTDOWNS]);
	if (CHAS(c, C_COR_VOL))
		add_detail(d, "corrected volatile errors %" PRIu64 "%s%s",
		    c->v[C_COR_VOL], CHAS(c, C_ADD_STATUS) ? " " : "",
		    CHAS(c, C_ADD_STATUS) ? cxl_levels[as >> 4 & 1] : "");
	if (CHAS(c, C_COR_PER))
		add_detail(d, "corrected persistent errors %" PRIu64 "%s%s",
		    c->v[C_COR_PER], CHAS(c, C_ADD_STATUS) ? " " : "",
		    CHAS(c, C_ADD_STATUS) ? cxl_levels[as >> 5 & 1] : "");
	if (CHAS(c, C_FIRST_ERROR) && c->v[C_FIRST_ERROR] != c->v[C_STATUS]) {
		cxl_bits(a, sizeof a, c, C_FIRST_ERROR);
		add_detail(d, "first error %s", a);
	}
	{
		static const struct { uint8_t f; const char *name; } flags[] = {
			{ C_DESCRIPTOR, "descriptor" }, { C_DPA_FLAGS, "DPA" },
			{ C_HDR_FLAGS, "the device says" },
			{ C_POISON_FLAGS, "poison list" } };

		for (i = 0; i < LEN(flags); i++)
			if (CHAS(c, flags[i].f) && c->v[flags[i].f]) {
				cxl_bits(a, sizeof a, c, flags[i].f);
				add_detail(d, "%s %s", flags[i].name, a);
			}
	}
	add_detail(d, "host %s", e->dev[0] ? e->dev : "not named");
	pcie_device_details(d, e);
}

/* decode_record through the memo, or the memory error's
 * own decode; own holds what is not memoized. */
static const struct decoded *
decode_any(struct decode_memo *memo, const struct mce_record *r,
    const struct cpu_model *fallback, struct decoded *own)
{
	if (r->kind == KIND_MEM) {
		decode_mem(r, own);
		return own;
	}
	if (r->kind == KIND_PCIE) {
		decode_pcie(r, own);
		return own;
	}
	if (r->kind == KIND_CXL) {
		decode_cxl(r, own);
		return own;
	}
	if (!r->mem) {
		const struct decoded *d = memo ? decode_memoized(memo, r,
		    fallback) : (decode_record(r, fallback, own), own);

		if (!d->memory || !dimm_inv || !dimm_inv->nd)
			return d;
		if (d != own)
			*own = *d;
		/* texts change */
		memset(own->plain, 0, sizeof own->plain);
		mce_details(own, r);	/* not memoized: the socket and
					 * the inventory are not keys */
		return own;
	}
	if (memo)
		*own = *decode_memoized(memo, r, fallback);
	else
		decode_record(r, fallback, own);
	memset(own->plain, 0, sizeof own->plain);	/* texts change */
	if (apei_stand_in(r)) {	/* no longer "the location is
				 * elsewhere": it is here */
		own->details[0] = '\0';
		add_detail(own,
		    "address and location from the firmware's CPER record");
	}
	mem_details(own, r->mem, 1);
	return own;
}

/* ==== trust: where a record came from, and what it may make ras do ======== */

/*
 * One table decides what a record may cause, by its provenance (set by the
 * source that read it) and its kind; every site that acts asks it, nothing
 * else decides.  The rows are printed in rasd.8 (TRUST), and by
 * 'ras tables policy', which the tests compare.
 *
 *   log        written to the logs, syslog and the kernel log
 *   count      shown and counted by dump, summary and top; --fail-on
 *   trigger    runs the trigger program
 *   threshold  counted into the page, DIMM, rank, row, socket, CPU buckets
 *   health     the daemon's counters, DIMM history and state: what
 *              'ras health', the verdicts and the metrics read
 *   page       a page offline (soft, hard)
 *   cpu        a core taken offline
 *
 * Each cell is the record kinds it applies to.  PK_TREE: only on files
 * named on the command line, never this machine's sysfs (a test tree).
 * A record whose boundary is unverified (a text line that may be the rest
 * of another message) has the row "unverified", whatever its source.
 */
enum act { ACT_LOG, ACT_COUNT, ACT_TRIGGER, ACT_THRESHOLD, ACT_HEALTH, ACT_PAGE,
    ACT_CPU, NACT };

#define PK_MCE	1	/* a machine check */
#define PK_MEM	2	/* a memory error an EDAC driver or the firmware (CPER) reported */
#define PK_FAIL	4	/* memory_failure: what the kernel did with a page it was told of */
#define PK_TREE	8
#define PK_PCIE	16	/* a PCIe AER error: no page or CPU to act on */
/* a CXL memory device's event: no rule of the kernel's
 * or a peer's offlines a page or a CPU for one (6.12) */
#define PK_CXL	32
#define PK_ALL	(PK_MCE | PK_MEM | PK_FAIL | PK_PCIE | PK_CXL)
#define PROV_UNVERIFIED	NPROV	/* the policy row of a record marked REC_UNVERIFIED */

struct policy_row {
	const char *name, *what;
	uint8_t may[NACT];
};

static const char *const act_names[NACT] = {
	"log", "count", "trigger", "threshold", "health", "page", "cpu"
};

static const struct policy_row policy[NPROV + 1] = {
	[PROV_NONE] = { "none", "no source said where it was read: a fault of ras",
	    { PK_ALL, PK_ALL, 0, 0, 0, 0, 0 } },
	[PROV_LIVE] = { "live", "read from this kernel now: perf, tracefs, persistent buffers",
	    { PK_ALL, PK_ALL, PK_ALL, PK_ALL, PK_ALL, PK_MCE | PK_MEM, PK_MCE } },
	[PROV_PSTORE] = { "pstore", "this machine's crash logs, as the kernel wrote them",
	    { PK_ALL, PK_ALL, PK_ALL, PK_ALL, PK_ALL, 0, 0 } },
	[PROV_REPLAY] = { "replay", "a capture, --ring-dir, or -P/-T DIR that is not the kernel's",
	    { PK_ALL, PK_ALL, PK_ALL, PK_ALL, PK_ALL, PK_MCE | PK_MEM | PK_TREE, PK_MCE | PK_TREE } },
	[PROV_TEXT] = { "text", "a text log: dmesg, journal, syslog, a copy of a crash log, a paste",
	    { PK_ALL, PK_ALL, PK_ALL, PK_ALL, 0, 0, 0 } },
	[PROV_BOOT] = { "previous-boot", "this machine's previous boot, kept by the kernel in a "
	    "persistent trace instance (reserve_mem)", { PK_ALL, PK_ALL, PK_ALL,
	    PK_ALL, PK_ALL, 0, 0 } },
	[PROV_UNVERIFIED] = { "unverified", "a text record whose first line may be the rest of another "
	    "message", { PK_ALL, PK_ALL, 0, 0, 0, 0, 0 } },
};

static const struct policy_row *
policy_row(const struct mce_record *r)
{
	if (r->flags & REC_UNVERIFIED)
		return &policy[PROV_UNVERIFIED];
	return &policy[r->prov > PROV_NONE && r->prov < NPROV ? r->prov :
	    PROV_NONE];
}

static unsigned
policy_kind(const struct mce_record *r)
{
	if (r->kind == KIND_MCE)
		return PK_MCE;
	if (r->kind == KIND_PCIE)
		return PK_PCIE;
	if (r->kind == KIND_CXL)
		return PK_CXL;
	return r->mem && r->mem->reported == 1u << MEM_FAILURE ? PK_FAIL :
	    PK_MEM;
}

/* A policy cell as rasd.8 writes it: all, a
 * dash, or the kinds ("mce,mem,tree"). */
static void
policy_cell(FILE *f, unsigned may)
{
	static const char *const kinds[] = { "mce", "mem", "fail", "tree",
	    "pcie", "cxl" };
	size_t i;
	int n = 0;

	if ((may & PK_ALL) == PK_ALL)
		fputs(may & PK_TREE ? "all,tree" : "all", f);
	else if (!may)
		fputs("-", f);
	else
		for (i = 0; i < LEN(kinds); i++)
			if (may & 1u << i)
				fprintf(f, "%s%s", n++ ? "," : "", kinds[i]);
}

/* 'ras tables policy': the rows of policy[],
 * as rasd.8's TRUST table has them */
static void
policy_print(FILE *f)
{
	size_t i, a;

	fputs("# policy\trow", f);
	for (a = 0; a < NACT; a++)
		fprintf(f, "\t%s", act_names[a]);
	fputs("\twhat\n", f);
	for (i = 0; i < LEN(policy); i++) {
		fprintf(f, "policy\t%s", policy[i].name);
		for (a = 0; a < NACT; a++) {
			fputc('\t', f);
			policy_cell(f, policy[i].may[a]);
		}
		fprintf(f, "\t%s\n", policy[i].what);
	}
}

/* Is this file one of this machine's (sysfs,
 * or the default path where it lives)? */
static int
machine_file(const char *path, const char *dflt)
{
	struct statfs sf;

	if (dflt && !strncmp(path, dflt, strlen(dflt)))
		return 1;
	return statfs(path, &sf) == 0 && sf.f_type == SYSFS_MAGIC;
}

/*
 * May r cause act?  target: the file a page or CPU action would write and
 * its default place.  When not, why says it in a phrase for the log.
 */
static int
policy_may(const struct mce_record *r, enum act a, const char *target,
    const char *dflt, char *why, size_t len)
{
	const struct policy_row *p = policy_row(r);
	unsigned may = p->may[a];

	if (!(may & policy_kind(r))) {
		snprintf(why, len, "%s is not done for %s records (%s)",
		    act_names[a], p->name, p->what);
		return 0;
	}
	if ((may & PK_TREE) && target && machine_file(target, dflt)) {
		snprintf(why, len,
		    "a %s record (%s) acts only on files named on the command "
		    "line, "
		    "not on this machine's %s", p->name, p->what, target);
		return 0;
	}
	return 1;
}

/* ==== output: a record as a line, a block, a JSON object ================== */

static void
format_walltime(const struct mce_record *r, char *buf, size_t len)
{
	if (!HAS(r, F_WALLTIME) || !r->v[F_WALLTIME] ||
	    iso_time(r->v[F_WALLTIME], buf, len) < 0)
		snprintf(buf, len, "-");
}

/* "fatal MC4 (PCU): internal timer error; details" */
static void
format_decode(struct line *l, const struct decoded *d)
{
	const char *const s[3] = { d->bank_name, d->error, d->details };
	static const char *const lead[3] = { " ", ": ", "; " };
	int i;

	lstr(l, severity_names[d->sev]);
	for (i = 0; i < 3; i++) {
		if (i == 2 && !d->details[0])
			break;
		lput(l, lead[i], i ? 2 : 1);
		if (d->plain[i])	/* known plain: the memo's */
			lput(l, s[i], d->plain[i] - 1);
		else	/* a reporter's words and labels are in them */
			ltext(l, s[i]);
	}
}

/* A memory error's raw values: " | addr 0x... grain 32 syndrome 0x..." */
static void
format_mem_regs(struct line *l, const struct mem_error *m, const char *lead)
{
	lstr(l, lead);
	if (MHAS(m, M_ADDR))
		lkey_hex(l, "addr ", m->v[M_ADDR], 0);
	else if (MHAS(m, M_PFN))
		lkey_hex(l, "page ", m->v[M_PFN], 0);
	else if (m->addr_unknown) {
		lstr(l, "addr unknown: ");
		lstr(l, m->addr_unknown);
	} else
		lstr(l, "addr not given");
	if (MHAS(m, M_ADDR_MASK))
		lkey_hex(l, " mask ", m->v[M_ADDR_MASK], 0);
	if (MHAS(m, M_GRAIN))
		lkey_dec(l, " grain ", m->v[M_GRAIN]);
	if (MHAS(m, M_SYND))
		lkey_hex(l, " syndrome ", m->v[M_SYND], 0);
	if (MHAS(m, M_ERR_STATUS))
		lkey_hex(l, " error_status ", m->v[M_ERR_STATUS], 0);
	if (m->detail[0] && m->source == MEM_EDAC) {
		lstr(l, " detail \"");
		lsafe(l, m->detail, sizeof m->detail);
		lstr(l, "\"");
	}
}

/* One line per record, for logs: everything
 * an SRE needs, raw values included. */
/* " CPU n bank n", each only when the record has it */
static void
format_where(struct line *l, const struct mce_record *r)
{
	if (HAS(r, F_CPU))
		lkey_dec(l, " CPU ", r->v[F_CPU]);
	if (HAS(r, F_BANK))
		lkey_dec(l, " bank ", r->v[F_BANK]);
}

/*
 * A register the status bit says is valid: its value, or "not logged" when
 * the source did not carry it (a text log's line went missing): never 0.
 */
static int
format_valid(struct line *l, const struct mce_record *r, int f, uint64_t bit,
    const char *key, size_t keylen)
{
	if (!(r->v[F_STATUS] & bit))
		return 0;
	lput(l, key, keylen);
	if (HAS(r, f))
		lhex(l, r->v[f], 0);
	else
		lstr(l, "not logged");
	return 1;
}

/* A PCIe error's raw values: " | aer_status 0x... aer_severity ..." */
static void
format_pcie_regs(struct line *l, const struct pcie_error *e, const char *lead)
{
	size_t i;

	lstr(l, lead);
	if (e->present & P_STATUS)
		lkey_hex(l, "aer_status ", e->status, 8);
	else
		lstr(l, "aer_status not given");
	if (e->present & P_SEV) {
		lstr(l, " aer_severity ");
		lstr(l, pcie_sevs[e->sev].name);
	}
	if (e->present & P_TLP)
		for (i = 0; i < 4; i++)
			lkey_hex(l, i ? " " : " tlp_header ", e->tlp[i], 8);
}

/* A CXL record's fields as the event gave them, each by its key:
 * " | cxl_event general_media memdev mem0 host ... dpa 0x..." */
static void
format_cxl_regs(struct line *l, const struct pcie_error *e, const char *lead)
{
	const struct cxl_event *c = &e->cxl;
	size_t i;

	lstr(l, lead);
	lstr(l, "cxl_event ");
	lstr(l, cxl_types[c->type].name);
	if (c->memdev[0])
		lstr(l, " memdev "), ltext(l, c->memdev);
	if (e->dev[0])
		lstr(l, " host "), ltext(l, e->dev);
	if (c->region[0])
		lstr(l, " region "), ltext(l, c->region);
	for (i = 0; i < NCXLFIELDS; i++) {
		if (!CHAS(c, i))
			continue;
		lput(l, " ", 1);
		lstr(l, cxl_fields[i].key);
		if (cxl_fields[i].how & CF_HEX)
			lkey_hex(l, " ", c->v[i], 0);
		else if (i == C_TEMP)
			lprintf(l, " %d", (int16_t)c->v[i]);
		else
			lkey_dec(l, " ", c->v[i]);
	}
}

/* the marks a memory, PCIe or CXL record's line ends with */
static void
format_line_marks(struct line *l, const struct mce_record *r)
{
	if (r->flags & REC_TIME_LOGGED)
		lstr(l, " (time: when logged)");
	if (r->flags & REC_UNVERIFIED)
		lstr(l, " (boundary unverified)");
	if (r->flags & REC_SAME_ERROR)
		lstr(l, " (the error of a record before: counted once)");
	if (r->prov == PROV_BOOT)
		lstr(l, " (the previous boot)");
	lstr(l, r->flags & REC_PARTIAL ? " (partial record)\n" : "\n");
}

static void
format_line(struct line *l, const struct mce_record *r, const struct decoded *d)
{
	char when[32];
	const uint64_t st = r->v[F_STATUS];

	format_walltime(r, when, sizeof when);
	lstr(l, when);
	format_where(l, r);
	lput(l, " ", 1);
	format_decode(l, d);
	if (r->kind == KIND_PCIE || r->kind == KIND_CXL) {
		(r->kind == KIND_CXL ? format_cxl_regs : format_pcie_regs)(l,
		    r->pcie, " | ");
		format_line_marks(l, r);
		return;
	}
	if (r->kind == KIND_MEM) {
		format_mem_regs(l, r->mem, " | ");
		format_line_marks(l, r);
		return;
	}
	lstr(l, " | status ");
	if (HAS(r, F_STATUS))
		lhex(l, st, 16);
	else
		lstr(l, "not logged");
	format_valid(l, r, F_ADDR, S_ADDRV, " addr ",
	    sizeof " addr " - 1);
	format_valid(l, r, F_MISC, S_MISCV, " misc ",
	    sizeof " misc " - 1);
	if (HAS(r, F_IPID) && r->v[F_IPID]) {
		lstr(l, " ipid ");
		lhex(l, r->v[F_IPID], 0);
		if (HAS(r, F_SYND)) {
			lstr(l, " synd ");
			lhex(l, r->v[F_SYND], 0);
		}
	}
	if (HAS(r, F_MCGSTATUS)) {
		lstr(l, " mcgstatus ");
		lhex(l, r->v[F_MCGSTATUS], 0);
	}
	if (HAS(r, F_SOCKETID)) {
		lstr(l, " socket ");
		ldec(l, r->v[F_SOCKETID]);
	}
	if (HAS(r, F_CPUID) && HAS(r, F_CPUVENDOR) && r->v[F_CPUID]) {
		lstr(l, " processor ");	/* as the kernel's PROCESSOR:
					 * the line decodes alone */
		ldec(l, r->v[F_CPUVENDOR]);
		lput(l, ":", 1);
		lhex(l, r->v[F_CPUID], 0);
	}
	if (r->flags & REC_PARTIAL)
		lstr(l, " (partial record)");
	if (r->flags & REC_UNVERIFIED)
		lstr(l, " (boundary unverified)");
	if (r->flags & REC_SAME_ERROR)
		lstr(l, " (the error of a record before: counted once)");
	if (r->prov == PROV_BOOT)
		lstr(l, " (the previous boot)");
	lput(l, "\n", 1);
}

/*
 * A block's "  processor Intel family 0x6 model 0x55 stepping 4
 * (Skylake-SP)": a machine's records name one or two models, so the last
 * line is kept with what it was made of.
 */
static void
format_processor(struct line *l, const struct cpu_model *m,
    const char *platform)
{
	static struct cpu_model last_m;
	static const char *last_p;
	static char text[160];
	static size_t len;
	size_t n0 = l->n;

	if (len && !memcmp(m, &last_m, sizeof *m) && platform == last_p) {
		lput(l, text, len);
		return;
	}
	if (m->known) {
		lstr(l, "  processor ");
		lstr(l, vendor_name(m->vendor));
		lkey_hex(l, " family ", m->family, 0);
		lkey_hex(l, " model ", m->model, 0);
		if (m->stepping_known)
			lkey_dec(l, " stepping ", m->stepping);
		else
			lstr(l, " stepping not given");
		if (platform) {
			lstr(l, " (");
			lstr(l, platform);
			lstr(l, ")");
		}
	} else
		lstr(l,
		    "  processor unknown (no cpuid in the record; use --cpu "
		    "VENDOR:FAMILY:MODEL)");
	len = 0;
	if (l->n - n0 < sizeof text) {
		memcpy(text, l->b + n0, l->n - n0);
		len = l->n - n0;
		last_m = *m;
		last_p = platform;
	}
}

static void
format_block(struct line *l, const struct mce_record *r,
    const struct decoded *d)
{
	const uint64_t st = r->v[F_STATUS];
	const struct cpu_model *m = &d->model;
	char when[32];

	/* no printf here: dump of a storm is bound by this function */
	format_walltime(r, when, sizeof when);
	lstr(l, when);
	format_where(l, r);
	if (r->kind == KIND_CXL) {
		lstr(l, " CXL ");
		ltext(l, r->pcie->cxl.memdev[0] ? r->pcie->cxl.memdev :
		    "memdev not named");
		lstr(l, " host ");
		ltext(l, r->pcie->dev[0] ? r->pcie->dev : "not named");
	} else if (r->kind == KIND_PCIE) {
		lstr(l, " PCIe ");
		ltext(l, r->pcie->dev[0] ? r->pcie->dev : "device not named");
	}
	if (r->pcie && r->pcie->slot[0]) {
		lstr(l, " slot ");
		ltext(l, r->pcie->slot);
	}
	if (HAS(r, F_SOCKETID))
		lkey_dec(l, " socket ", r->v[F_SOCKETID]);
	if (HAS(r, F_APICID))
		lkey_hex(l, " apic ", r->v[F_APICID], 0);
	if (r->origin && r->flags & REC_FROM_TEXT) {
		lstr(l, " (from ");
		if (strnlen(r->origin, 1024) < 1024)
			ltext(l, r->origin);	/* as is when plain */
		else
			lsafe(l, r->origin, 1024);
		lstr(l, ")");
	}
	if (r->flags & REC_PARTIAL)
		lstr(l, " (partial record: some lines missing)");
	if (r->flags & REC_UNVERIFIED)
		lstr(l,
		    " (boundary unverified: its first line may be the rest of "
		    "another message)");
	if (r->flags & REC_SAME_ERROR)
		lstr(l,
		    " (the error of a record before it, reported again: "
		    "counted once)");
	lstr(l, "\n  ");
	format_decode(l, d);
	lstr(l, "\n  severity ");
	lstr(l, severity_names[d->sev]);
	lstr(l, ": ");
	lstr(l, d->why);
	if (r->kind == KIND_PCIE || r->kind == KIND_CXL) {
		(r->kind == KIND_CXL ? format_cxl_regs : format_pcie_regs)(l,
		    r->pcie, "\n  ");
		lstr(l, "\n\n");
		return;
	}
	if (r->kind == KIND_MEM) {
		format_mem_regs(l, r->mem, "\n  ");
		if (r->mem->detail[0] && r->mem->source != MEM_EDAC) {
			lstr(l, "\n  as printed: ");
			lsafe(l, r->mem->detail, sizeof r->mem->detail);
		}
		lstr(l, "\n\n");
		return;
	}
	if (r->flags & REC_JOINED)
		lstr(l,
		    "\n  printed twice by the kernel (its MCE log and the EDAC "
		    "driver): one record");
	if (HAS(r, F_STATUS)) {
		lkey_hex(l, "\n  status ", st, 16);
		lstr(l, " [");
		status_bits(l, r, m->known ? m->vendor : VENDOR_UNKNOWN);
		lstr(l, "]\n");
	} else {
		lstr(l, "\n  status not logged\n");
	}
	if (HAS(r, F_MCGSTATUS) || HAS(r, F_MCGCAP)) {
		lstr(l, " ");
		if (HAS(r, F_MCGSTATUS)) {
			lkey_hex(l, " mcgstatus ", r->v[F_MCGSTATUS], 0);
			lstr(l, " [");
			bit_names(l, r->v[F_MCGSTATUS], mcgstatus_bits_tab,
			    LEN(mcgstatus_bits_tab),
			    m->known ? vendor_mask(m->vendor) : VM_OTHER);
			lstr(l, "]");
		}
		if (HAS(r, F_MCGCAP))
			lkey_hex(l, " mcgcap ", r->v[F_MCGCAP], 0);
		lstr(l, "\n");
	}
	if (format_valid(l, r, F_ADDR, S_ADDRV, "  addr ",
	    sizeof "  addr " - 1))
		lstr(l, "\n");
	if (format_valid(l, r, F_MISC, S_MISCV, "  misc ",
	    sizeof "  misc " - 1))
		lstr(l, "\n");
	if ((HAS(r, F_IPID) && r->v[F_IPID]) || (HAS(r, F_SYND) &&
	    r->v[F_SYND])) {
		if (HAS(r, F_IPID))
			lkey_hex(l, "  ipid ", r->v[F_IPID], 0);
		if (HAS(r, F_SYND))
			lkey_hex(l, HAS(r, F_IPID) ? " synd " : "  synd ",
			    r->v[F_SYND], 0);
		lstr(l, "\n");
	}
	if (HAS(r, F_IP) && r->v[F_IP]) {
		lkey_hex(l, "  ip ", r->v[F_IP], 0);
		if (HAS(r, F_CS))
			lkey_hex(l, " cs ", r->v[F_CS], 0);
		lstr(l, "\n");
	}
	format_processor(l, m, d->platform);
	if (HAS(r, F_CPUID))
		lkey_hex(l, " cpuid ", r->v[F_CPUID], 0);
	if (HAS(r, F_MICROCODE))
		lkey_hex(l, " microcode ", r->v[F_MICROCODE], 0);
	if (HAS(r, F_PPIN) && r->v[F_PPIN])
		lkey_hex(l, " ppin ", r->v[F_PPIN], 0);
	lstr(l, "\n\n");
}

/* ,"dimm":{...}: the slot a memory error is in, and why */
static void
json_dimm(struct line *l, const struct smbios_dimm *slot, const char *basis)
{
	static const struct { int f; const char *key; } fs[] = {
		{ T17_LOCATOR, "locator" }, { T17_BANK, "bank_locator" }, { T17_SERIAL, "serial" },
		{ T17_PART, "part" }, { T17_MFR, "manufacturer" },
	};
	size_t j;

	lstr(l, ",\"dimm\":{\"smbios_handle\":\"");
	lhex(l, slot->handle, 4);
	lput(l, "\"", 1);
	for (j = 0; j < LEN(fs); j++)
		if (slot->str[fs[j].f]) {
			lstr(l, ",\"");
			lstr(l, fs[j].key);
			lstr(l, "\":");
			ljson(l, slot->str[fs[j].f]);
		}
	lstr(l, ",\"basis\":");
	ljson(l, basis);
	lput(l, "}", 1);
}

/*
 * ,"location":{...} and ,"dimm" or ,"dimm_candidates": an MCE's memory
 * error against the inventory (only when one is loaded), as mce_details says.
 */
static void
format_json_where(struct line *l, const struct mce_record *r,
    const struct decoded *d)
{
	static const char *const keys[] = { "socket", "imc", "channel",
	    "chip_select" };
	const struct smbios_dimm *c[MAX_CANDS];
	const char *basis;
	struct mce_where w;
	int v[4], i, n;

	if (!dimm_inv || !dimm_inv->nd || r->mem || !mce_where(r, d, &w))
		return;
	v[0] = w.socket, v[1] = w.imc, v[2] = w.channel, v[3] = w.cs;
	lstr(l, ",\"location\":{\"unit\":");
	ljson(l, w.unit);
	for (i = 0; i < 4; i++)
		if (v[i] >= 0) {
			lstr(l, ",\"");
			lstr(l, keys[i]);
			lstr(l, "\":");
			ldec(l, (uint64_t)v[i]);
		}
	lput(l, "}", 1);
	n = mce_locate(&w, c, MAX_CANDS, &basis);
	if (n == 1) {
		json_dimm(l, c[0], basis);
		return;
	}
	lstr(l, ",\"dimm_candidates\":[");
	for (i = 0; i < MIN(n, MAX_CANDS); i++) {
		if (i)
			lput(l, ",", 1);
		ljson(l, c[i]->str[T17_LOCATOR] ? c[i]->str[T17_LOCATOR] : "");
	}
	lput(l, "]", 1);
	if (basis) {
		lstr(l, ",\"dimm_basis\":");
		ljson(l, basis);
	}
}

/* ,"memory":{...}: what the memory error's
 * reporters said, fields they gave only */
static void
format_json_mem(struct line *l, const struct mem_error *m)
{
	static const struct { size_t off; const char *key; } strs[] = {
		{ offsetof(struct mem_error, op), "operation" }, { offsetof(struct mem_error, label), "edac_label" },
		{ offsetof(struct mem_error, dimm), "dimm_location" }, { offsetof(struct mem_error, fru), "fru_text" },
		{ offsetof(struct mem_error, detail), "as_printed" },
		{ offsetof(struct mem_error, action), "kernel_action" },
	};
	const struct smbios_dimm *slot;
	const char *basis;
	size_t i;
	int first = 1;

	lstr(l, ",\"memory\":{\"reported_by\":[");
	if (m->reported & 1) {
		lstr(l, "\"mce\"");
		first = 0;
	}
	for (i = MEM_EDAC; i <= MEM_FAILURE; i++)
		if (m->reported & 1u << i) {
			lstr(l, first ? "\"" : ",\"");
			lstr(l, i == MEM_EDAC ? "edac" : i == MEM_CPER ?
			    "cper" : "memory_failure");
			lput(l, "\"", 1);
			first = 0;
		}
	lput(l, "]", 1);
	/* whose words it shows */
	if (m->source >= MEM_EDAC && m->source <= MEM_FAILURE) {
		lstr(l, ",\"reporter\":\"");
		lstr(l, m->source == MEM_EDAC ? "edac" : m->source == MEM_CPER ?
		    "cper" : "memory_failure");
		lput(l, "\"", 1);
	}
	if (m->addr_unknown) {
		lstr(l, ",\"addr_unknown\":");
		ljson(l, m->addr_unknown);
	}
	if (MHAS(m, M_SEV) && m->v[M_SEV] < LEN(mem_sevs)) {
		lstr(l, ",\"reporter_severity\":\"");
		lstr(l, mem_sevs[m->v[M_SEV]].name);
		lput(l, "\"", 1);
	}
	for (i = 0; i < LEN(mem_names); i++) {
		if (!MHAS(m, mem_names[i].field))
			continue;
		lstr(l, ",\"");
		lstr(l, mem_names[i].json);
		lstr(l, "\":");
		if (mem_names[i].hex) {
			lput(l, "\"", 1);
			lhex(l, m->v[mem_names[i].field], 0);
			lput(l, "\"", 1);
		} else {
			ljnum(l, m->v[mem_names[i].field]);
		}
	}
	if (mem_locate(m, &slot, &basis, NULL, 0) == 1)
		json_dimm(l, slot, basis);
	for (i = 0; i < LEN(strs); i++) {
		const char *v = (const char *)m + strs[i].off;

		if (!v[0])
			continue;
		lstr(l, ",\"");
		lstr(l, strs[i].key);
		lstr(l, "\":");
		ljson(l, v);
	}
	lput(l, "}", 1);
}

/* ,"pcie":{...}: the event's fields as given, then
 * what sysfs said of the device, each only when known */
static void
format_json_pcie(struct line *l, const struct pcie_error *e)
{
	const struct aer_bit *t;
	unsigned b;
	int first = 1;

	lstr(l, ",\"pcie\":{\"device\":");
	ljson(l, e->dev);
	if (e->present & P_SEV) {
		lstr(l, ",\"aer_severity\":\"");
		lstr(l, pcie_sevs[e->sev].name);
		lput(l, "\"", 1);
	}
	if (e->present & P_STATUS) {
		lkey_hex(l, ",\"aer_status\":\"", e->status, 8);
		lput(l, "\"", 1);
	}
	if (e->present & P_STATUS && e->present & P_SEV) {
		lstr(l, ",\"errors\":[");
		for (b = 0; b < 32; b++) {
			if (!(e->status >> b & 1))
				continue;
			lstr(l, first ? "\"" : ",\"");
			if ((t = aer_bit(e, b)))
				lstr(l, t->name);
			else
				lkey_dec(l, "bit ", b);
			lput(l, "\"", 1);
			first = 0;
		}
		lput(l, "]", 1);
	}
	if (e->present & P_TLP)
		for (b = 0; b < 4; b++) {
			lstr(l, b ? ",\"" : ",\"tlp_header\":[\"");
			lhex(l, e->tlp[b], 8);
			lstr(l, b == 3 ? "\"]" : "\"");
		}
	if (e->present & P_IDS) {
		lkey_hex(l, ",\"vendor_id\":\"", e->vendor, 4);
		lkey_hex(l, "\",\"device_id\":\"", e->device, 4);
		lput(l, "\"", 1);
	}
	ljson_member(l, "driver", e->driver);
	ljson_member(l, "slot", e->slot);
	if (e->present & P_SYSFS)
		lstr(l, ",\"basis\":\"sysfs when read\"");
	else if (e->present & P_CPER)
		lstr(l, ",\"basis\":\"the firmware's CPER record\"");
	else if (e->present & P_IDS || e->driver[0])
		lstr(l, ",\"basis\":\"the kernel's AER lines\"");
	lput(l, "}", 1);
}

/* ,"cxl":{...}: the event's fields as given, by their keys (cxl_fields);
 * json_cxl_member reads them back */
static void
format_json_cxl(struct line *l, const struct cxl_event *c)
{
	size_t i;

	lstr(l, ",\"cxl\":{\"event\":\"");
	lstr(l, cxl_types[c->type].name);
	lput(l, "\"", 1);
	ljson_member(l, "memdev", c->memdev);
	ljson_member(l, "region", c->region);
	for (i = 0; i < NCXLFIELDS; i++) {
		if (!CHAS(c, i))
			continue;
		lstr(l, ",\"");
		lstr(l, cxl_fields[i].key);
		if (cxl_fields[i].how & CF_HEX) {
			lkey_hex(l, "\":\"", c->v[i], 0);
			lput(l, "\"", 1);
		} else if (i == C_TEMP) {
			lprintf(l, "\":%d", (int16_t)c->v[i]);
		} else if (cxl_fields[i].how & CF_TIME) {
			lkey_dec(l, "\":\"", c->v[i]);	/* as time_ns */
			lput(l, "\"", 1);
		} else {
			lstr(l, "\":");
			ljnum(l, c->v[i]);	/* past 2^53 a string */
		}
	}
	lput(l, "}", 1);
}

/* A JSON line's start: the schema, and the host in a daemon's log (logs
 * of many hosts merge) */
static void
json_head(struct line *l, const char *host)
{
	lstr(l, "{\"schema\":" STR(JSON_SCHEMA) ",");
	if (host && host[0]) {
		lstr(l, "\"host\":");
		ljson(l, host);
		lput(l, ",", 1);
	}
}

static void
format_json(struct line *l, const struct mce_record *r, const struct decoded *d,
    const char *host)
{
	char when[32];
	int i;

	json_head(l, host);
	if (r->kind == KIND_MEM)
		lstr(l, "\"kind\":\"memory\",");
	else if (r->kind == KIND_PCIE)
		lstr(l, "\"kind\":\"pcie\",");
	else if (r->kind == KIND_CXL)
		lstr(l, "\"kind\":\"cxl\",");
	if (r->flags & REC_JOINED)
		lstr(l, "\"printed_twice\":true,");
	if (r->flags & REC_TIME_LOGGED)
		lstr(l, "\"time_logged\":true,");
	if (HAS(r, F_WALLTIME)) {
		format_walltime(r, when, sizeof when);
		lstr(l, "\"time\":\"");
		lstr(l, when);
		lstr(l, "\",");
	}
	for (i = 0; i < NFIELDS; i++) {
		if (!HAS(r, i))
			continue;
		lput(l, "\"", 1);
		lstr(l, fields[i].name);
		lstr(l, "\":");
		if (fields[i].hex) {
			lput(l, "\"", 1);
			lhex(l, r->v[i], 0);
			lstr(l, "\",");
		} else {
			ljnum(l, r->v[i]);
			lput(l, ",", 1);
		}
	}
	if (HAS(r, F_CPUVENDOR)) {	/* the kernel's X86_VENDOR_*
					 * number, by name */
		uint64_t v = r->v[F_CPUVENDOR];

		lstr(l, "\"vendor\":\"");
		lstr(l, v == VENDOR_INTEL ? "intel" : v == VENDOR_AMD ? "amd" :
		    v == VENDOR_HYGON ? "hygon" : v == VENDOR_ZHAOXIN ?
		    "zhaoxin" : "unknown");
		lstr(l, "\",");
	}
	if (r->src_cpu >= 0) {
		lstr(l, "\"src_cpu\":");
		ldec(l, r->src_cpu);
		lput(l, ",", 1);
	}
	if (r->time_ns) {	/* past 2^53 after 104 days up: always
				 * a string, one type for a reader */
		lstr(l, "\"time_ns\":\"");
		ldec(l, r->time_ns);
		lstr(l, "\",");
	}
	if (r->flags & REC_PARTIAL)
		lstr(l, "\"partial\":true,");
	if (r->prov) {
		lstr(l, "\"provenance\":\"");
		lstr(l, policy[r->prov < NPROV ? r->prov : PROV_NONE].name);
		lstr(l, "\",");
	}
	if (r->flags & REC_UNVERIFIED)
		lstr(l, "\"boundary\":\"unverified\",");
	if (r->flags & REC_SAME_ERROR)
		lstr(l, "\"same_error\":true,");
	if (r->origin && r->flags & REC_FROM_TEXT) {
		lstr(l, "\"origin\":");
		ljson(l, r->origin);
		lput(l, ",", 1);
	}
	lstr(l, "\"severity\":\"");
	lstr(l, severity_names[d->sev]);
	lstr(l, "\",\"bank_name\":");
	ljson(l, d->bank_name);
	lstr(l, ",\"error\":");
	ljson(l, d->error);
	lstr(l, ",\"details\":");
	ljson(l, d->details);
	lstr(l, ",\"severity_reason\":");
	ljson(l, d->why);
	if (DEVICE_KIND(r)) {
		format_json_pcie(l, r->pcie);
		if (r->kind == KIND_CXL)
			format_json_cxl(l, &r->pcie->cxl);
	} else if (r->mem)
		format_json_mem(l, r->mem);
	else
		format_json_where(l, r, d);
	lstr(l, "}\n");
}

/* ==== sinks: log files, /dev/kmsg, syslog, files written whole, captures == */

/* ---- log files ----------------------------------------------------------- */

/* the log files' group (--log-group): -1 leaves them root's */
static gid_t log_gid = (gid_t)-1;

/*
 * Log files: O_APPEND, never through a symlink, never world-writable, in
 * the log group (shippers in adm read them) when the file is ours.
 * The fd, or -1 with the reason in why.
 */
static int
log_open(const char *path, char *why, size_t len)
{
	struct stat st;
	int fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW |
	    O_CLOEXEC | O_NONBLOCK, 0640);

	if (fd < 0) {
		snprintf(why, len, "%s%s", strerror(errno), errno == ELOOP ?
		    " (a symbolic link: refused)" : "");
		return -1;
	}
	if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode))
		snprintf(why, len, "not a regular file");
	else if (st.st_mode & 0002 && fchmod(fd, st.st_mode & 0750) < 0)
		snprintf(why, len, "world-writable and chmod failed: %s",
		    strerror(errno));
	else {
		/* the daemon is in the group (log_group_join): no CAP_CHOWN.
		 * Only a file of ours, in root's group (a group an admin
		 * chose stays), one link (not someone's hard link to another
		 * file), nobody in the group may write */
		if (log_gid != (gid_t)-1 && st.st_gid == 0 &&
		    st.st_uid == geteuid() && st.st_nlink == 1 &&
		    !(st.st_mode & 0020) && fchown(fd, -1, log_gid) < 0)
			warnmsg("%s: chgrp to group %u: %s; it stays group %u",
			    path, (unsigned)log_gid, strerror(errno),
			    (unsigned)st.st_gid);
		return fd;
	}
	close(fd);
	return -1;
}

/* "-" is standard output (foreground, initramfs). */
static int
logsink_open(struct logsink *l, const char *path, int json)
{
	char why[160];

	l->path = path;
	l->json = json;
	if (!strcmp(path, "-")) {
		l->fd = STDOUT_FILENO;
		return 0;
	}
	if ((l->fd = log_open(path, why, sizeof why)) < 0) {
		/* the other sinks, and this one once it opens: a missing
		 * directory or a read-only /var never stops the daemon */
		warnmsg("%s: %s; its lines are held (up to %u KiB) and it is "
		    "opened again every second", path, why,
		    LOG_HOLD_MAX / 1024);
		l->waiting = l->reopen_pending = 1;
		l->reopen_since = now_mono();
	}
	return 0;
}

static void
logsink_close(struct logsink *l)
{
	if (l->fd > STDERR_FILENO)
		close(l->fd);
	l->fd = -1;
}

/*
 * Write the held lines.  A short write (disk full) is cut back to the
 * last whole line, so the file never ends in a torn one; the rest is
 * kept and written when space returns.
 */
static int
logsink_flush(struct logsink *l)
{
	off_t end;
	ssize_t w;
	size_t keep;

	if (!l->len || l->fd < 0)
		return l->len && l->waiting ? -1 : 0;
	end = lseek(l->fd, 0, SEEK_END);
	do
		w = write(l->fd, l->buf, l->len);
	while (w < 0 && errno == EINTR);
	if (w == (ssize_t)l->len) {
		l->len = 0;
		l->unsynced = 1;
		l->err = 0;
		return 0;
	}
	if (w < 0) {
		l->err = errno;
		return -1;
	}
	l->err = ENOSPC;
	for (keep = w; keep > 0 && l->buf[keep - 1] != '\n'; keep--)
		;
	/* a torn line is cut off; if it cannot be, its rest follows it later */
	if (keep < (size_t)w && (end < 0 || ftruncate(l->fd, end + keep) < 0))
		keep = w;
	memmove(l->buf, l->buf + keep, l->len - keep);
	l->len -= keep;
	l->unsynced |= keep > 0;
	return -1;
}

static void
logsink_add(struct logsink *l, const char *p, size_t n)
{
	char *nb;

	if (l->fd < 0 && !l->waiting)
		return;
	/* full: what a flush cannot make room for is counted, not held */
	if (l->len + n > LOG_HOLD_MAX &&
	    (l->err || logsink_flush(l) != 0 || n > LOG_HOLD_MAX)) {
		l->dropped++;
		return;
	}
	if (!l->buf && !(l->buf = malloc(LOG_HOLD_MAX))) {
		l->dropped++;
		return;
	}
	nb = l->buf;
	memcpy(nb + l->len, p, n);
	l->len += n;
	l->old_lines += l->reopen_pending;
	if (l->len >= LOG_BATCH && !l->err)
		logsink_flush(l);
}

static void
logsink_sync(struct logsink *l)
{
	if (l->unsynced && l->fd > STDERR_FILENO)
		fsync(l->fd);
	l->unsynced = 0;
}

/*
 * SIGHUP (logrotate): the new file replaces the old one only once it is
 * open; until then the old one keeps every line, and we try again.
 */
static int
logsink_reopen(struct logsink *l, char *why, size_t len)
{
	int fd;

	if ((l->fd < 0 && !l->waiting) || l->fd == STDOUT_FILENO || !l->path)
		return 0;
	if ((fd = log_open(l->path, why, len)) < 0) {
		l->reopen_pending = 1;
		return -1;
	}
	if (l->fd >= 0) {
		logsink_flush(l);
		if (l->unsynced)	/* the old file's last lines: on disk
					 * before anything counts them kept */
			fsync(l->fd);
		close(l->fd);
	}
	l->fd = fd;
	l->unsynced = 0;
	l->reopen_pending = 0;
	if (l->waiting) {	/* opened at last: what it held, first */
		l->waiting = 0;
		logsink_flush(l);
	}
	return 0;
}

/* ---- /dev/kmsg and syslog, local and remote ------------------------------ */

/* The kernel log: the only sink an initramfs
 * has.  The kernel rate-limits it. */
static void
kmsg_write(int fd, int prio, const char *line)
{
	char buf[1024];
	int n;

	n = snprintf(buf, sizeof buf, "<%d>ras: %s", LOG_DAEMON | prio, line);
	if (n > 0 && write(fd, buf, MIN((size_t)n, sizeof buf - 1)) < 0)
		return;	/* ratelimited or no /dev/kmsg: the file log has it */
}

/*
 * syslog: local /dev/log (RFC 3164, as busybox syslogd, rsyslog and journald
 * take it) and a remote collector (RFC 5424; over TCP with RFC 6587 octet
 * counting).  Nothing here ever blocks the daemon: sockets are non-blocking,
 * a stream's frames wait in a bounded queue, a frame that finds no room (or a
 * datagram the socket will not take) is dropped and counted, and a lost
 * connection is made again with a backoff, the name resolved again each time.
 */
static const char *const drop_reasons[NDROP] = {
	[DROP_FULL] = "the reader is not keeping up (queue full)",
	[DROP_DOWN] = "not connected (queue full)",
	[DROP_EXIT] = "not sent before exit",
	[DROP_REFUSED] = "refused by the socket",
	[DROP_NOMEM] = "out of memory",
};

static void
net_drop(struct netsink *ns, int why)
{
	ns->dropped++;
	ns->why_n[why]++;
}

/* Bytes of the frame at b[at]: "LEN SP MSG" (octet counting) or "MSG NUL". */
static size_t
frame_len(const struct netsink *ns, size_t at)
{
	const char *p = ns->q + at, *e;
	size_t n = 0, left = ns->qlen - at;

	if (!ns->octets)
		return (e = memchr(p, '\0', left)) ? (size_t)(e - p) + 1 : left;
	for (e = p; e < p + left && *e >= '0' && *e <= '9'; e++)
		n = n * 10 + (*e - '0');
	return MIN(left, (size_t)(e - p) + 1 + n);
}

static void
net_close(struct netsink *ns)
{
	if (ns->fd >= 0)
		close(ns->fd);
	ns->fd = -1;
	ns->connecting = 0;
	ns->qoff = ns->qstart;	/* a frame cut by the lost
				 * connection goes again whole */
}

/* The connection failed: say so once an outage, and try again later. */
static void
net_fail(struct netsink *ns, int err)
{
	net_close(ns);
	if (!ns->down) {
		ns->down = 1;
		ns->err = err;
		ns->events |= NET_DOWN;
	}
	ns->backoff = ns->backoff ? MIN(ns->backoff * 2, NET_BACKOFF_MAX) : 1;
	ns->retry_at = now_mono() + ns->backoff;
}

/*
 * A TCP connect to a port on this machine nobody listens on can connect the
 * socket to itself (the kernel picked that port as our own): then we would
 * hold the collector's port and talk to ourselves.  Not connected.
 */
static int
net_self(const struct netsink *ns)
{
	struct sockaddr_storage a, b;
	socklen_t la = sizeof a, lb = sizeof b;

	return ns->stream && getsockname(ns->fd, (struct sockaddr *)&a,
	    &la) == 0 && getpeername(ns->fd, (struct sockaddr *)&b, &lb) == 0 &&
	    la == lb && !memcmp(&a, &b, la);
}

static void
net_up(struct netsink *ns)
{
	if (net_self(ns)) {
		net_fail(ns, ECONNREFUSED);
		return;
	}
	ns->connecting = 0;
	ns->backoff = 0;
	if (ns->down)
		ns->events |= NET_UP;
	ns->down = 0;
}

/* Send what the queue holds, as far as the socket takes it now. */
static void
net_pump(struct netsink *ns)
{
	ssize_t w;

	while (ns->fd >= 0 && !ns->connecting && ns->qoff < ns->qlen) {
		/* a datagram socket takes one whole frame a send */
		size_t n = ns->stream ? ns->qlen - ns->qoff : frame_len(ns,
		    ns->qoff) - ns->bare;

		w = send(ns->fd, ns->q + ns->qoff, n, MSG_DONTWAIT |
		    MSG_NOSIGNAL);
		if (w >= 0 && !ns->stream)
			w += ns->bare;
		if (w < 0 && errno == EINTR)
			continue;
		if (w < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
			return;
		if (w <= 0) {
			net_fail(ns, w < 0 ? errno : EPIPE);
			return;
		}
		ns->qoff += w;
		for (;;) {	/* past the frames now sent whole */
			size_t fl = ns->qstart < ns->qlen ? frame_len(ns,
			    ns->qstart) : 0;

			if (!fl || ns->qstart + fl > ns->qoff)
				break;
			ns->qstart += fl;
		}
	}
	if (ns->qoff == ns->qlen)
		ns->qoff = ns->qlen = ns->qstart = 0;
}

/* A frame to send: at once if the socket
 * takes it, else queued, else dropped. */
static void
net_send(struct netsink *ns, const char *frame, size_t n)
{
	if (!ns->queued) {	/* UDP: a datagram now, or never */
		if (ns->fd < 0)
			net_drop(ns, DROP_DOWN);
		else if (send(ns->fd, frame, n, MSG_DONTWAIT |
		    MSG_NOSIGNAL) < 0)
			net_drop(ns, errno == EAGAIN || errno == EWOULDBLOCK ||
			    errno == ENOBUFS ? DROP_FULL : DROP_REFUSED);
		return;
	}
	if (!ns->q && !(ns->q = malloc(NET_QUEUE_MAX))) {
		net_drop(ns, DROP_NOMEM);
		return;
	}
	if (ns->qlen - ns->qstart + n > NET_QUEUE_MAX) {
		net_drop(ns, ns->fd < 0 ? DROP_DOWN : DROP_FULL);
		return;
	}
	if (ns->qlen + n > NET_QUEUE_MAX) {	/* room at the front:
						 * move the rest down */
		memmove(ns->q, ns->q + ns->qstart, ns->qlen - ns->qstart);
		ns->qlen -= ns->qstart;
		ns->qoff -= ns->qstart;
		ns->qstart = 0;
	}
	memcpy(ns->q + ns->qlen, frame, n);
	ns->qlen += n;
	net_pump(ns);
}

/* A local socket: datagram first (what every syslogd offers), else stream
 * where the protocol has one (syslog; the journal's native one has not). */
static void
unix_connect(struct netsink *ns, int stream_too)
{
	struct sockaddr_un sa = { .sun_family = AF_UNIX };
	static const int types[] = { SOCK_DGRAM, SOCK_STREAM };
	size_t i;
	int err = 0;

	if (ns->fd >= 0 || now_mono() < ns->retry_at)
		return;
	snprintf(sa.sun_path, sizeof sa.sun_path, "%s", ns->name);
	for (i = 0; i < (stream_too ? LEN(types) : 1); i++) {
		ns->fd = socket(AF_UNIX, types[i] | SOCK_CLOEXEC |
		    SOCK_NONBLOCK, 0);
		if (ns->fd >= 0 &&
		    connect(ns->fd, (struct sockaddr *)&sa, sizeof sa) == 0) {
			ns->stream = types[i] == SOCK_STREAM;
			net_up(ns);
			return;
		}
		err = errno;
		if (ns->fd >= 0)
			close(ns->fd);
		ns->fd = -1;
	}
	net_fail(ns, err);
}

static void
syslog_connect(struct syslogger *s)
{
	if (s->use_local)
		unix_connect(&s->local, 1);
	if (s->use_journal)
		unix_connect(&s->journal, 0);
}

/* "udp://host:port", "tcp://[::1]:port": checked once, at start */
static int
syslog_remote_parse(struct syslogger *s, const char *spec)
{
	const char *p;
	char *port;

	s->remote.name = spec;
	if (text_is(spec, "udp://"))
		s->remote.stream = 0;
	else if (text_is(spec, "tcp://"))
		s->remote.stream = s->remote.octets = s->remote.queued = 1;
	else {
		warnmsg("syslog-remote %s: expected udp://HOST:PORT or tcp://HOST:PORT",
		    spec);
		return -1;
	}
	p = spec + 6;
	if (str_copy(s->rhost, sizeof s->rhost, *p == '[' ? p + 1 : p) < 0) {
		warnmsg("syslog-remote %s: too long", spec);
		return -1;
	}
	port = *p == '[' ? strstr(s->rhost, "]:") : strrchr(s->rhost, ':');
	if (!port || !port[*p == '[' ? 2 : 1]) {
		warnmsg("syslog-remote %s: no :PORT", spec);
		return -1;
	}
	*port = '\0';
	s->rport = port + (*p == '[' ? 2 : 1);
	return 0;
}

/* A non-blocking connect to the collector's address. */
static void
syslog_remote_dial(struct netsink *ns, const struct sockaddr *sa, socklen_t len)
{
	ns->fd = socket(sa->sa_family, (ns->stream ? SOCK_STREAM : SOCK_DGRAM) |
	    SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
	if (ns->fd < 0)
		net_fail(ns, errno);
	else if (connect(ns->fd, sa, len) == 0)
		net_up(ns);
	else if (errno == EINPROGRESS)
		ns->connecting = 1;
	else
		net_fail(ns, errno);
}

/*
 * (Re)connect to the collector, its name resolved again each time.  An
 * address is used as it is; a name is resolved by the helper process, so a
 * resolver that does not answer never stops the daemon: the connect
 * follows its answer (syslog_resolved).
 */
static void
syslog_remote_connect(struct syslogger *s)
{
	struct addrinfo hints = { .ai_family = AF_UNSPEC,
	    .ai_flags = AI_NUMERICHOST }, *ai = NULL;
	struct netsink *ns = &s->remote;
	char req[300];
	int n;

	if (!ns->name || ns->fd >= 0 || s->resolving ||
	    now_mono() < ns->retry_at)
		return;
	hints.ai_socktype = ns->stream ? SOCK_STREAM : SOCK_DGRAM;
	if (getaddrinfo(s->rhost, s->rport, &hints, &ai) == 0) {
		syslog_remote_dial(ns, ai->ai_addr, ai->ai_addrlen);
		freeaddrinfo(ai);
		return;
	}
	if (s->helper == -2)
		return;		/* not started yet */
	if (s->helper < 0 && s->last_len) {	/* the helper is gone:
						 * the last address */
		syslog_remote_dial(ns, (struct sockaddr *)&s->last_addr,
		    s->last_len);
		return;
	}
	if (s->helper < 0) {	/* no helper (it could not
				 * start): ask here, and wait */
		hints.ai_flags = 0;
		if ((n = getaddrinfo(s->rhost, s->rport, &hints, &ai)) != 0) {
			ns->gai = gai_strerror(n);
			net_fail(ns, 0);
			return;
		}
		syslog_remote_dial(ns, ai->ai_addr, ai->ai_addrlen);
		freeaddrinfo(ai);
		return;
	}
	n = snprintf(req, sizeof req, "R%s%c%s%c%c", s->rhost, 0, s->rport, 0,
	    ns->stream ? 's' : 'd');
	if (n > 0 && (size_t)n < sizeof req && send(s->helper, req, n +
	    1, MSG_DONTWAIT | MSG_NOSIGNAL) == n + 1)
		s->resolving = 1;
	else
		net_fail(ns, errno ? errno : EAGAIN);
}

/* Is the collector given by name (not an address)? */
static int
syslog_remote_named(const struct syslogger *s)
{
	struct addrinfo hints = { .ai_family = AF_UNSPEC,
	    .ai_flags = AI_NUMERICHOST }, *ai = NULL;

	if (!s->remote.name)
		return 0;
	if (getaddrinfo(s->rhost, s->rport, &hints, &ai) == 0) {
		freeaddrinfo(ai);
		return 0;
	}
	return 1;
}

/* The helper's answer: an address to connect to, or the resolver's reason. */
static void
syslog_resolved(struct syslogger *s, const struct sockaddr *sa, size_t len,
    const char *why)
{
	struct netsink *ns = &s->remote;
	static char gai[128];

	s->resolving = 0;
	if (ns->fd >= 0)
		return;
	if (!sa || len < sizeof(sa_family_t)) {
		snprintf(gai, sizeof gai, "%.120s", why);
		ns->gai = gai;
		net_fail(ns, 0);
		return;
	}
	ns->gai = NULL;
	memcpy(&s->last_addr, sa, MIN(len, sizeof s->last_addr));
	s->last_len = MIN(len, sizeof s->last_addr);
	syslog_remote_dial(ns, sa, len);
}

/* A connect under way finished (the socket is writable): did it work? */
static void
net_connected(struct netsink *ns)
{
	int err = 0;
	socklen_t len = sizeof err;

	if (getsockopt(ns->fd, SOL_SOCKET, SO_ERROR, &err, &len) < 0)
		err = errno;
	if (err)
		net_fail(ns, err);
	else
		net_up(ns);
}

/* At exit: a little time for the queue to go,
 * then what is left counts as dropped. */
static void
net_drain_exit(struct netsink *ns, double secs)
{
	double until = now_mono() + secs;
	size_t at;

	while (ns->fd >= 0 && ns->qoff < ns->qlen && now_mono() < until) {
		struct pollfd p = { .fd = ns->fd, .events = POLLOUT };

		if (poll(&p, 1, 50) > 0) {
			if (ns->connecting)
				net_connected(ns);
			net_pump(ns);
		}
	}
	for (at = ns->qstart; at < ns->qlen; at += frame_len(ns, at))
		net_drop(ns, DROP_EXIT);
	ns->qoff = ns->qlen = ns->qstart = 0;
}

/*
 * The pollfd for a sink's socket.  A socket with nothing to wait for is not
 * polled at all (an error or hang-up on it would wake us forever); a
 * connected stream is, for its peer going away, so a restarted collector is
 * noticed before a frame goes into the dead connection.
 */
static struct pollfd
net_pollfd(const struct netsink *ns)
{
	struct pollfd p = { .fd = -1 };

	if (ns->fd < 0)
		return p;
	if (ns->connecting || ns->qoff < ns->qlen)
		p.events = POLLOUT;
	if (ns->stream && !ns->connecting)
		p.events |= POLLIN | POLLRDHUP;
	if (p.events)
		p.fd = ns->fd;
	return p;
}

/* What poll() said of a sink's socket: the
 * peer closed, reset, or sent us something. */
static void
net_revents(struct netsink *ns, short re)
{
	char junk[512];
	ssize_t n;

	if (ns->fd < 0 || ns->connecting ||
	    !(re & (POLLIN | POLLRDHUP | POLLHUP | POLLERR)))
		return;
	if (!ns->stream) {	/* a datagram socket's error:
				 * its next send says which */
		int err = 0;
		socklen_t len = sizeof err;

		getsockopt(ns->fd, SOL_SOCKET, SO_ERROR, &err, &len);
		return;
	}
	while ((n = recv(ns->fd, junk, sizeof junk, MSG_DONTWAIT)) > 0)
		;	/* a collector has nothing to say to us */
	if (n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK &&
	    errno != EINTR))
		net_fail(ns, n == 0 ? EPIPE : errno);
}

/* Work the sockets: connects that finished, queues, reconnects that are due. */
static void
syslog_service(struct syslogger *s)
{
	if (s->remote.connecting && s->remote.fd >= 0) {
		struct pollfd p = { .fd = s->remote.fd, .events = POLLOUT };

		if (poll(&p, 1, 0) > 0)
			net_connected(&s->remote);
	}
	if (s->remote.fd < 0)
		syslog_remote_connect(s);
	net_pump(&s->remote);
	syslog_connect(s);	/* the local sockets that are down and due */
	net_pump(&s->local);
	net_pump(&s->journal);
}

/* Seconds until a reconnect is due, or -1. */
static double
net_due(const struct netsink *ns, int wanted)
{
	if (!wanted || ns->fd >= 0)
		return -1;
	return MAX(0, ns->retry_at - now_mono());
}

/* An SD-PARAM: name="value", the input's bytes escaped as everywhere
 * (escape_text), then '"', '\\' and ']' as RFC 5424 6.3.3 says. */
static void
sd_param(struct line *l, const char *name, const char *raw)
{
	char v[256];
	const char *p;

	escape_text(v, sizeof v, raw, strlen(raw), NULL);
	lput(l, " ", 1);
	lstr(l, name);
	lstr(l, "=\"");
	for (p = v; *p; p++) {
		if (*p == '"' || *p == '\\' || *p == ']')
			lput(l, "\\", 1);
		lput(l, p, 1);
	}
	lput(l, "\"", 1);
}

/* A journal field: RAS_NAME=value, one line (escape_text leaves no
 * newline, so the native protocol's plain form holds every value). */
static void
journal_field(struct line *l, const char *name, const char *raw)
{
	char v[256];
	const char *p;

	escape_text(v, sizeof v, raw, strlen(raw), NULL);
	lstr(l, "RAS_");
	for (p = name; *p; p++) {
		char up = toupper((unsigned char)*p);

		lput(l, &up, 1);
	}
	lput(l, "=", 1);
	lstr(l, v);
	lput(l, "\n", 1);
}

/*
 * What a receiver sorts a record by, the same for RFC 5424 structured data
 * ([ras@32473 ...]) and journal fields (RAS_...): kind, severity, cpu, bank,
 * status, addr, dimm, and the error's own time (a syslog header's or the
 * journal's is when it was sent).
 */
static void
record_params(struct line *l, const struct mce_record *r,
    const struct decoded *d,
    void (*param)(struct line *, const char *, const char *))
{
	static const struct { int f; int hex; const char *name; } nums[] = {
		{ F_CPU, 0, "cpu" }, { F_BANK, 0, "bank" },
		{ F_STATUS, 1, "status" }, { F_ADDR, 1, "addr" },
	};
	const struct smbios_dimm *slot;
	const char *basis;
	struct line v = LINE_INIT(v);
	size_t i;

	param(l, "kind", r->kind == KIND_MEM ? "memory" :
	    r->kind == KIND_PCIE ? "pcie" : r->kind == KIND_CXL ? "cxl" :
	    "mce");
	param(l, "severity", severity_names[d->sev]);
	if (DEVICE_KIND(r) && r->pcie->dev[0])
		param(l, "device", r->pcie->dev);
	if (DEVICE_KIND(r) && r->pcie->slot[0])
		param(l, "slot", r->pcie->slot);
	if (r->kind == KIND_CXL && r->pcie->cxl.memdev[0])
		param(l, "memdev", r->pcie->cxl.memdev);
	for (i = 0; i < LEN(nums); i++)
		if (HAS(r, nums[i].f)) {
			v.n = 0;
			nums[i].hex ? lhex(&v, r->v[nums[i].f], 0) :
			    ldec(&v, r->v[nums[i].f]);
			lput(&v, "", 1);
			param(l, nums[i].name, v.b);
		}
	if ((slot = record_slot(r, d, &basis)) && slot->str[T17_LOCATOR])
		param(l, "dimm", slot->str[T17_LOCATOR]);
	else if (r->mem && r->mem->label[0])
		param(l, "dimm", r->mem->label);
	if (HAS(r, F_WALLTIME)) {
		char when[32];

		format_walltime(r, when, sizeof when);
		param(l, "time", when);
	}
}

/*
 * One message to every syslog sink: /dev/log (RFC 3164), the collector
 * (RFC 5424 with the record's structured data, 32473 being the private
 * enterprise number RFC 5612 reserves for documentation: ras has none of
 * its own) and the journal (native protocol, a MESSAGE_ID per kind of
 * message, RAS_* fields).  r is NULL for the daemon's own messages.
 */
static void
syslog_emit(struct syslogger *s, int prio, const char *msg,
    const struct mce_record *r, const struct decoded *dec)
{
	char buf[1400], when[32];
	time_t t = time(NULL);
	struct tm tm;
	int n;

	if (s->drained)
		return;
	if (s->use_local) {
		if (s->local.fd < 0)
			syslog_connect(s);	/* syslogd may start after us */
		localtime_r(&t, &tm);
		strftime(when, sizeof when, "%b %e %H:%M:%S", &tm);
		n = snprintf(buf, sizeof buf, "<%d>%s ras[%d]: %s", LOG_DAEMON |
		    prio, when, (int)getpid(), msg);
		net_send(&s->local, buf, MIN((size_t)n, sizeof buf - 1) + 1);
	}
	if (s->remote.name) {
		char body[1300], frame[1400];
		struct line sd = LINE_INIT(sd);
		double now = now_real();

		if (r && dec) {
			lstr(&sd, "[ras@32473");
			record_params(&sd, r, dec, sd_param);
			lput(&sd, "]", 1);
		} else {
			lput(&sd, "-", 1);
		}
		lput(&sd, "", 1);
		t = now;
		gmtime_r(&t, &tm);
		strftime(when, sizeof when, "%Y-%m-%dT%H:%M:%S", &tm);
		n = snprintf(body, sizeof body,
		    "<%d>1 %s.%06dZ %s ras %d mce %s %s", LOG_DAEMON | prio,
		    when, (int)((now - t) * 1e6), s->host, (int)getpid(),
		    sd.b, msg);
		n = MIN((size_t)n, sizeof body - 1);
		if (s->remote.octets)	/* RFC 6587 octet counting */
			n = snprintf(frame, sizeof frame, "%d %s", n, body);
		else
			n = snprintf(frame, sizeof frame, "%s", body);
		net_send(&s->remote, frame, MIN((size_t)n, sizeof frame - 1));
	}
	if (s->use_journal) {
		struct line j = LINE_INIT(j);
		int kind = !r ? JID_NOTE : r->kind == KIND_MEM ? JID_MEMORY :
		    r->kind == KIND_PCIE ? JID_PCIE : r->kind == KIND_CXL ?
		    JID_CXL : JID_MCE;

		if (s->journal.fd < 0)
			syslog_connect(s);
		lstr(&j, "MESSAGE_ID=");
		lstr(&j, journal_ids[kind].id);
		lprintf(&j, "\nPRIORITY=%d\nSYSLOG_FACILITY=%d\n"
		    "SYSLOG_IDENTIFIER=ras\n", prio, LOG_DAEMON >> 3);
		if (r && dec)	/* bounded: eight fields of 255 bytes */
			record_params(&j, r, dec, journal_field);
		/* the message last, cut to leave its newline and the
		 * NUL that ends the frame in the queue */
		lstr(&j, "MESSAGE=");
		lput(&j, msg, MIN(strlen(msg), j.cap - 3 - MIN(j.n,
		    j.cap - 3)));
		lput(&j, "\n", 1);
		lput(&j, "", 1);
		net_send(&s->journal, j.b, j.n);
	}
}

static int
syslog_wanted(const struct syslogger *s)
{
	return !s->drained && (s->use_local || s->use_journal ||
	    s->remote.name);
}

static void
syslog_send(struct syslogger *s, int prio, const char *msg)
{
	syslog_emit(s, prio, msg, NULL, NULL);
}

/*
 * Token bucket: a storm becomes a summary line, not a flood.  Refills, and
 * once a token is back says how many messages were suppressed.
 */
static void
syslog_tick(struct syslogger *s)
{
	double now = now_mono(), then = s->refill.tv_sec +
	    s->refill.tv_nsec / 1e9;
	char msg[96];

	s->tokens = MIN(s->burst, s->tokens + (now - then) * s->rate);
	clock_gettime(CLOCK_MONOTONIC, &s->refill);
	if (s->suppressed && s->tokens >= 1) {
		snprintf(msg, sizeof msg,
		    "suppressed %" PRIu64 " machine check messages (rate limit %.0f/s)",
		    s->suppressed, s->rate);
		syslog_send(s, LOG_WARNING, msg);
		s->suppressed = 0;
		s->tokens -= 1;
	}
}

static int
syslog_allow(struct syslogger *s)
{
	syslog_tick(s);
	if (s->tokens >= 1 && !s->suppressed) {
		s->tokens -= 1;
		return 1;
	}
	s->suppressed++;
	return 0;
}

/* ---- files written whole ------------------------------------------------- */

/*
 * Write a file whole or not at all: a temp file of a random name in the same
 * directory (created afresh: nothing another user put there is opened, a
 * FIFO cannot block us), fsync, rename.  path is relative to dir, a
 * directory opened at start (AT_FDCWD: as given): an initramfs daemon's
 * /run, moved into the real root at switch_root, is still where it writes.
 */
static int
write_atomic(int dir, const char *path, const char *data, size_t len)
{
	static const char chars[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
	char tmp[PATH_MAX];
	unsigned char rnd[6];
	ssize_t w = -1;
	int fd = -1, tries, i;

	for (tries = 0; fd < 0 && tries < 16; tries++) {
		uint64_t t = (uint64_t)now_mono_ns() ^
		    (uint64_t)getpid() << 32 ^ (uint64_t)tries << 48;

		if (getrandom(rnd, sizeof rnd, GRND_NONBLOCK) != sizeof rnd)
			for (i = 0; i < (int)sizeof rnd; i++, t >>= 7)
				rnd[i] = t;
		if (mkpath(tmp, sizeof tmp, "%s.%c%c%c%c%c%c", path,
		    chars[rnd[0] % 62], chars[rnd[1] % 62], chars[rnd[2] % 62],
		    chars[rnd[3] % 62], chars[rnd[4] % 62],
		    chars[rnd[5] % 62]) < 0)
			return -1;
		fd = openat(dir, tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW |
		    O_NONBLOCK | O_CLOEXEC, 0644);
		if (fd < 0 && errno != EEXIST)
			return -1;
	}
	if (fd < 0)
		return -1;
	while (len && (w = write(fd, data, len)) > 0) {
		data += w;
		len -= w;
	}
	if (len || fsync(fd) < 0) {
		int e = w < 0 ? errno : ENOSPC;

		close(fd);
		unlinkat(dir, tmp, 0);
		errno = e;
		return -1;
	}
	if (close(fd) < 0 || renameat(dir, tmp, dir, path) < 0) {
		int e = errno;

		unlinkat(dir, tmp, 0);
		errno = e;
		return -1;
	}
	return 0;
}


static struct anchor
anchor_open(const char *path)
{
	struct anchor a = { AT_FDCWD, path };
	char dir[PATH_MAX];
	const char *slash;
	int fd;

	if (!path || !(slash = strrchr(path, '/')) ||
	    (size_t)(slash - path) >= sizeof dir)
		return a;
	if (slash == path)
		snprintf(dir, sizeof dir, "/");
	else
		memcpy(dir, path, slash - path), dir[slash - path] = '\0';
	if ((fd = open(dir, O_PATH | O_DIRECTORY | O_CLOEXEC)) >= 0)
		a = (struct anchor){ fd, slash + 1 };
	return a;
}

static void
anchor_close(struct anchor *a)
{
	if (a->dir >= 0)
		close(a->dir);
	a->dir = AT_FDCWD;
}

/* A growable text buffer for whole files (metrics, state). */
static int
text_append(char **buf, size_t *len, size_t *cap, const struct line *l)
{
	char *nb;

	if (!*buf || *len + l->n + 1 > *cap) {
		size_t ncap = MAX(*cap * 2, *len + l->n + 4096);

		if (!(nb = realloc(*buf, ncap)))
			return -1;
		*buf = nb;
		*cap = ncap;
	}
	if (l->n)
		memcpy(*buf + *len, l->b, l->n);
	*len += l->n;
	return 0;
}

static const char *const sink_names[NSINKS] = { "log", "json", "syslog",
    "remote", "journal" };

/* ---- the capture writer -------------------------------------------------- */

/* The capture's header: what it was read from, and the formats. */
static int
capture_header(struct capture_writer *w, const struct source *s)
{
	char hdr[1024];
	struct utsname u;
	uint32_t v[2], flen = s->fmt.textlen;
	int n;

	uname(&u);
	n = snprintf(hdr, sizeof hdr,
	    "ras-version: %s\nhost: %s\nkernel: %s\nsource: %s\n"
	    "created: %lld\n", RAS_VERSION, u.nodename, u.release, s->desc,
	    (long long)time(NULL));
	if (s->model.known)
		n += snprintf(hdr + n, sizeof hdr - n,
		    "cpu-vendor: %d\ncpu-family: %u\ncpu-model: %u\n",
		    s->model.vendor, s->model.family, s->model.model);
	if (s->model.known && s->model.stepping_known)
		n += snprintf(hdr + n, sizeof hdr - n, "cpu-stepping: %u\n",
		    s->model.stepping);
	v[0] = s->fmt.next ? CAP_VERSION : 1;	/* version 1 readers read
						 * what has no ras: event */
	v[1] = n;
	fwrite(CAP_MAGIC, 1, 8, w->f);
	fwrite(v, 4, 2, w->f);
	fwrite(hdr, 1, n, w->f);
	fwrite(&flen, 4, 1, w->f);
	fwrite(s->fmt.text, 1, flen, w->f);
	if (s->fmt.next) {	/* version 2: the ras: events' formats,
				 * so the capture replays anywhere */
		const struct tp_format *f;
		uint32_t k = 0;

		for (f = s->fmt.next; f; f = f->next)
			k++;
		fwrite(&k, 4, 1, w->f);
		for (f = s->fmt.next; f; f = f->next) {
			flen = f->textlen;
			fwrite(&flen, 4, 1, w->f);
			fwrite(f->text, 1, flen, w->f);
		}
	}
	return ferror(w->f) ? -1 : 0;
}

static int
capture_begin(struct capture_writer *w, const char *path,
    const struct source *s)
{
	memset(w, 0, sizeof *w);
	w->path = path;
	if (!s->fmt.text) {
		warnmsg("%s: this source has no raw records to save", path);
		return -1;
	}
	if (!(w->f = fopen(path, "wxe"))) {
		warnmsg("%s: %s%s", path, strerror(errno),
		    errno == EEXIST ? " (refusing to overwrite)" : "");
		return -1;
	}
	return capture_header(w, s);
}

static void
capture_chunk(struct capture_writer *w, uint32_t type, uint64_t time_ns,
    int cpu, const void *p, uint32_t len)
{
	static const unsigned char zero[8];
	struct cap_chunk ch = { type, len, time_ns, cpu, 0 };

	fwrite(&ch, sizeof ch, 1, w->f);
	fwrite(p, 1, len, w->f);
	fwrite(zero, 1, ALIGN8(len) - len, w->f);
	if (type != CAP_END)
		w->chunks++;
}

static int
capture_end(struct capture_writer *w)
{
	uint64_t n = w->chunks;

	capture_chunk(w, CAP_END, 0, -1, &n, 8);
	if (ferror(w->f) | (fclose(w->f) != 0)) {
		warnmsg("%s: write: %s", w->path, strerror(errno));
		return -1;
	}
	return 0;
}

/* ---- the previous boot: a persistent instance, read once a boot ---------- */

/*
 * A persistent trace instance (6.12: reserve_mem=SIZE:ALIGN:LABEL
 * trace_instance=NAME^traceoff@LABEL,mce:mce_record) holds the previous
 * boot's records after a warm reboot or a crash.  6.12.118 keeps no
 * reader position in it: the page a reader was on when the boot ended is
 * shown again, and the first write of a new boot lands on the old tail
 * page, over records not yet read.  So once a boot, before tracing is on
 * (^traceoff), ras reads all it holds, leaves out what a daemon read
 * before the reboot, keeps the rest in time order in
 * /run/ras/previous-boot.NAME.cap, empties the buffer and turns tracing
 * on.  Every reader of this boot then reads the same previous boot there.
 *
 * What a daemon read: instance.NAME.pos beside its state file, per CPU
 * the ring time and a hash of the bytes of the last record it read.  Ring
 * times start again each boot, so a position is used only where that very
 * record is in the buffer: a file left from an older boot (a take that
 * could not rewrite it) then drops nothing.
 */

struct boot_rec {
	uint64_t time_ns, hash;
	int cpu;
	uint32_t len;
	size_t seq;		/* the order read: time ties keep it */
	unsigned char *raw;	/* NULL: read before the reboot, left out */
};

struct boot_take {
	struct boot_rec *r;
	size_t n, cap;
	struct boot_pos pos;	/* a daemon read up to here */
	uint64_t dropped, lost;
	unsigned unmatched;	/* CPUs whose last record read is not there */
	unsigned partial;	/* CPUs whose read stopped at a bad page */
	int nomem;
};

static const char *
boot_inst_name(const struct source *s)
{
	const char *p = strrchr(s->trace_dir, '/');

	return p ? p + 1 : s->trace_dir;
}

static void
boot_id_now(char *out, size_t len)
{
	char *id = slurp("/proc/sys/kernel/random/boot_id", NULL);

	snprintf(out, len, "%.*s", id ? (int)strcspn(id, "\n") : 0,
	    id ? id : "");
	free(id);
}

/* FNV-1a of a record's bytes: which record a position is, across boots. */
static uint64_t
boot_hash(const unsigned char *p, size_t n)
{
	uint64_t h = 1469598103934665603ULL;

	while (n--)
		h = (h ^ *p++) * 1099511628211ULL;
	return h;
}

static void
boot_collect(void *ctx, const struct mce_record *r)
{
	struct boot_take *b = ctx;
	struct boot_rec *nr;

	if (b->n == b->cap) {
		size_t ncap = b->cap ? b->cap * 2 : 64;

		if (!(nr = realloc(b->r, ncap * sizeof *nr))) {
			b->nomem = 1;
			b->lost++;	/* read, and not kept: said */
			return;
		}
		b->r = nr, b->cap = ncap;
	}
	nr = &b->r[b->n];
	if (!(nr->raw = malloc(r->rawlen ? r->rawlen : 1))) {
		b->nomem = 1;
		b->lost++;
		return;
	}
	memcpy(nr->raw, r->raw, r->rawlen);
	nr->len = r->rawlen, nr->time_ns = r->time_ns, nr->cpu = r->src_cpu;
	nr->hash = boot_hash(r->raw, r->rawlen);
	nr->seq = b->n++;
}

static void
boot_collect_lost(void *ctx, int cpu, uint64_t n, const char *why)
{
	struct boot_take *b = ctx;

	(void)cpu;
	(void)why;
	b->lost += n;
}

/* Leave out, per CPU, the records read up to the last one a daemon read,
 * if that record is in the buffer; else none (twice, not lost). */
static void
boot_leave_read(struct boot_take *b)
{
	size_t i, j;
	int cpu;

	for (cpu = 0; cpu < MAX_CPUS; cpu++) {
		if (!b->pos.time[cpu])
			continue;
		for (i = 0; i < b->n; i++)
			if (b->r[i].cpu == cpu &&
			    b->r[i].time_ns == b->pos.time[cpu] &&
			    b->r[i].hash == b->pos.hash[cpu])
				break;
		if (i == b->n) {
			b->unmatched++;
			continue;
		}
		for (j = 0; j <= i; j++)	/* a CPU's are in read order */
			if (b->r[j].cpu == cpu && b->r[j].raw) {
				free(b->r[j].raw);
				b->r[j].raw = NULL;
				b->dropped++;
			}
	}
}

static int
boot_rec_order(const void *x, const void *y)
{
	const struct boot_rec *a = x, *b = y;

	if (a->time_ns != b->time_ns)
		return a->time_ns < b->time_ns ? -1 : 1;
	return a->seq < b->seq ? -1 : a->seq > b->seq;
}

/* instance.NAME.pos in dir: "boot ID", then "cpu N TIME HASH" lines */
static int
boot_pos_path(const struct source *s, const char *dir, char *out, size_t len)
{
	return mkpath(out, len, "%s/instance.%s.pos", dir, boot_inst_name(s));
}

/* The positions a daemon kept (in the boot p->boot); 0, -1 none. */
static int
boot_pos_read(const struct source *s, const char *dir, struct boot_pos *p)
{
	char path[PATH_MAX], *text, *line, *save = NULL;
	unsigned cpu;
	unsigned long long t, h;

	memset(p, 0, sizeof *p);
	if (!dir || boot_pos_path(s, dir, path, sizeof path) < 0 ||
	    !(text = slurp(path, NULL)))
		return -1;
	for (line = strtok_r(text, "\n", &save); line;
	    line = strtok_r(NULL, "\n", &save))
		if (text_is(line, "boot "))
			snprintf(p->boot, sizeof p->boot, "%.39s",
			    line + LITLEN("boot "));
		else if (sscanf(line, "cpu %u %llu %llx", &cpu, &t, &h) == 3 &&
		    cpu < MAX_CPUS)
			p->time[cpu] = t, p->hash[cpu] = h;
	free(text);
	return 0;
}

/* The state file's directory, where instance.NAME.pos goes; NULL none. */
static const char *
state_dir(const char *state, char *dir, size_t len)
{
	const char *slash = state ? strrchr(state, '/') : NULL;

	if (!state)
		return NULL;
	if (!slash)
		return ".";
	if (slash == state)
		return "/";
	snprintf(dir, len, "%.*s", (int)(slash - state), state);
	return dir;
}

/* Write instance.NAME.pos: the boot p->boot, and how far a daemon read. */
static int
boot_pos_write(const struct source *s, int dirfd, const char *dir,
    const struct boot_pos *p)
{
	char name[NAME_MAX + 1], *buf = NULL;
	size_t len = 0, cap = 0;
	struct line l = LINE_INIT(l);
	int i, rc;

	snprintf(name, sizeof name, "instance.%.200s.pos", boot_inst_name(s));
	lprintf(&l, "boot %s\n", p->boot);
	rc = text_append(&buf, &len, &cap, &l);
	for (i = 0; i < MAX_CPUS && rc == 0; i++)
		if (p->time[i]) {
			l.n = 0;
			lprintf(&l, "cpu %d %" PRIu64 " %" PRIx64 "\n", i,
			    p->time[i], p->hash[i]);
			rc = text_append(&buf, &len, &cap, &l);
		}
	if (rc == 0 && dirfd == AT_FDCWD) {
		char path[PATH_MAX];

		rc = mkpath(path, sizeof path, "%s/%s", dir, name) < 0 ? -1 :
		    write_atomic(AT_FDCWD, path, buf, len);
	} else if (rc == 0) {
		rc = write_atomic(dirfd, name, buf, len);
	}
	free(buf);
	return rc;
}

/* The records not left out, in time order, to w (begun); 0, -1 errno. */
static int
boot_write(struct capture_writer *w, struct boot_take *b)
{
	size_t i;

	if (b->n)
		qsort(b->r, b->n, sizeof *b->r, boot_rec_order);
	for (i = 0; i < b->n; i++)
		if (b->r[i].raw)
			capture_chunk(w, CAP_SAMPLE, b->r[i].time_ns,
			    b->r[i].cpu, b->r[i].raw, b->r[i].len);
	if (b->lost)
		capture_chunk(w, CAP_LOST, 0, -1, &b->lost, 8);
	if (fflush(w->f) != 0 || fsync(fileno(w->f)) < 0) {
		int e = errno;

		fclose(w->f);
		errno = e;
		return -1;
	}
	return capture_end(w);
}

/* Records passed on to down, counted; those at or after before[cpu] (the
 * instance has them too) left out when before is given. */
struct boot_pass {
	const struct consumer *down;
	const uint64_t *before;
	uint64_t n;
};

static void
boot_pass_record(void *ctx, const struct mce_record *r)
{
	struct boot_pass *e = ctx;

	if (e->before && r->src_cpu >= 0 && r->src_cpu < MAX_CPUS &&
	    e->before[r->src_cpu] && r->time_ns >= e->before[r->src_cpu])
		return;
	e->n++;
	e->down->record(e->down->ctx, r);
}

static void
boot_pass_lost(void *ctx, int cpu, uint64_t n, const char *why)
{
	struct boot_pass *e = ctx;

	e->down->lost(e->down->ctx, cpu, n, why);
}

/*
 * A previous boot as taken this boot (/run/ras/previous-boot.NAME.cap) to
 * c: records of provenance previous-boot, whose origin says so.  The
 * number read.
 */
static uint64_t
boot_read_file(const char *cap, const char *name, const struct cpu_model *m,
    const struct consumer *c)
{
	struct boot_pass k = { c, NULL, 0 };
	const struct consumer kc = { boot_pass_record, boot_pass_lost, &k };
	struct source *b;
	if (!(b = calloc(1, sizeof *b)))
		return 0;
	b->fmt.id = -1;
	if (capture_open(b, cap) == 0) {
		b->kind = SRC_CAPTURE;
		b->prov = PROV_BOOT;
		b->model = *m;
		snprintf(b->origin, sizeof b->origin,
		    "the previous boot (%.200s)", name);
		source_drain(b, &kc);
	}
	source_close(b);
	free(b);
	return k.n;
}

/*
 * Records that could not be kept in /run/ras go to the caller from memory
 * (a memfd replayed as a capture), so what the take read is not lost.
 */
static uint64_t
boot_hand_over(struct source *s, struct boot_take *b, const struct consumer *c)
{
	struct capture_writer w;
	char path[64];
	uint64_t n = 0;
	int fd;

	int wfd;

	if (!c || (fd = memfd_create("ras-previous-boot", MFD_CLOEXEC)) < 0)
		return 0;
	snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
	memset(&w, 0, sizeof w);
	w.path = path;
	if ((wfd = dup(fd)) < 0 || !(w.f = fdopen(wfd, "w"))) {
		if (wfd >= 0)
			close(wfd);
	} else if (capture_header(&w, s) < 0) {
		fclose(w.f);
	} else if (boot_write(&w, b) == 0) {	/* it closes w.f */
		n = boot_read_file(path, boot_inst_name(s), &s->model, c);
	}
	close(fd);
	return n;
}

/* The ring clock of each CPU of base now (stats: "now ts: S.US"), ns. */
static void
trace_clock_now(const char *base, uint64_t *now)
{
	char path[PATH_MAX], *text, *p;
	int cpu;

	for (cpu = 0; cpu < MAX_CPUS; cpu++) {
		now[cpu] = 0;
		if (mkpath(path, sizeof path, "%s/per_cpu/cpu%d/stats", base,
		    cpu) < 0 || !(text = slurp(path, NULL))) {
			if (errno == ENOENT && cpu > 0)
				break;
			continue;
		}
		if ((p = text_past(text, "now ts:")))
			now[cpu] = (uint64_t)(strtod(p, NULL) * 1e9);
		free(text);
	}
}

/* "/run/ras/previous-boot.NAME.from": per CPU, the main buffer's clock
 * when tracing went on in the instance ("cpu N TIME"). */
static void
boot_from_write(const struct source *s, const char *cap)
{
	char root[PATH_MAX], path[PATH_MAX], *in, *buf = NULL;
	uint64_t *from;
	size_t len = 0, bcap = 0;
	struct line l = LINE_INIT(l);
	int i;

	snprintf(root, sizeof root, "%s", s->trace_dir);
	if (!(in = strstr(root, "/instances/")) ||
	    !(from = calloc(MAX_CPUS, sizeof *from)))
		return;
	*in = '\0';
	trace_clock_now(root, from);
	for (i = 0; i < MAX_CPUS; i++)
		if (from[i]) {
			l.n = 0;
			lprintf(&l, "cpu %d %" PRIu64 "\n", i, from[i]);
			text_append(&buf, &len, &bcap, &l);
		}
	if (buf && mkpath(path, sizeof path, "%.*s.from",
	    (int)strlen(cap) - 4, cap) == 0)
		write_atomic(AT_FDCWD, path, buf, len);
	free(buf);
	free(from);
}

/*
 * This boot's records from before tracing went on in the instance s (it
 * was off for its previous boot to be read): the main buffer has them
 * when mce_record records there too (trace_event=mce:mce_record).  Read
 * by the daemon, once a boot, those older than the instance's start (the
 * take wrote when, previous-boot.NAME.from), as this kernel's; one logged
 * in the instant tracing went on may be read from both (twice, not lost).
 */
static uint64_t
boot_early(const struct source *s, const struct options *o,
    const struct consumer *c)
{
	struct options mo = *o;
	struct boot_pass e = { c, NULL, 0 };	/* before: the instance's
						 * start, per CPU */
	const struct consumer ec = { boot_pass_record, boot_pass_lost, &e };
	char root[PATH_MAX], path[PATH_MAX], *text, *line, *save = NULL, *in;
	uint64_t *from;
	unsigned cpu;
	unsigned long long t;
	struct source *m;

	snprintf(root, sizeof root, "%s", s->trace_dir);
	if (!(in = strstr(root, "/instances/")) || mkpath(path, sizeof path,
	    "%s/previous-boot.%s.from", BOOT_RUN_DIR, boot_inst_name(s)) < 0)
		return 0;
	*in = '\0';
	if (tracefs_event_enabled(root, 1) <= 0 ||
	    !(text = slurp(path, NULL)))
		return 0;
	if (!(from = calloc(MAX_CPUS, sizeof *from)) ||
	    !(m = calloc(1, sizeof *m))) {
		free(from);
		free(text);
		return 0;
	}
	for (line = strtok_r(text, "\n", &save); line;
	    line = strtok_r(NULL, "\n", &save))
		if (sscanf(line, "cpu %u %llu", &cpu, &t) == 2 &&
		    cpu < MAX_CPUS)
			from[cpu] = t;
	free(text);
	e.before = from;
	mo.tracefs = root, mo.instance = NULL, mo.enable_event = 0;
	mo.wake_per_event = 0;
	m->fmt.id = -1;
	m->kind = SRC_TRACEFS;
	if (tracefs_open(m, &mo) == 0) {
		m->prov = PROV_LIVE;
		m->model = s->model;
		m->drain_all = 1;
		source_drain(m, &ec);
	}
	source_close(m);
	free(m);
	free(from);
	return e.n;
}

/*
 * previous-boot.NAME.off: the take read the buffer and could not turn it
 * on; the next start tries again.  set 1 make, 0 remove (0 returned), -1
 * ask (1 there).
 */
static int
boot_pending(const char *cap, int set)
{
	char path[PATH_MAX];
	int fd;

	if (mkpath(path, sizeof path, "%.*s.off", (int)strlen(cap) - 4,
	    cap) < 0)
		return 0;
	if (set < 0)
		return access(path, F_OK) == 0;
	if (!set)
		return unlink(path), 0;
	if ((fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0644)) >= 0)
		close(fd);
	return 0;
}

/* Temporary files of a take that died before its rename (cap.PID). */
static void
boot_stale(const char *cap)
{
	const char *base = strrchr(cap, '/') + 1;
	struct dirent *e;
	DIR *dp;
	size_t n = strlen(base);

	if (!(dp = opendir(BOOT_RUN_DIR)))
		return;
	while ((e = readdir(dp)))
		if (!strncmp(e->d_name, base, n) && e->d_name[n] == '.' &&
		    isdigit((unsigned char)e->d_name[n + 1]))
			unlinkat(dirfd(dp), e->d_name, 0);
	closedir(dp);
}

/*
 * After the buffer was read: empty it, turn tracing on, note when (for
 * boot_early).  0, or -1 with msg said (tracing left off).  how: what
 * became of the records, for the message.
 */
static int
boot_turn_on(struct source *s, const struct options *o, const char *cap,
    const char *how, char *msg, size_t mlen)
{
	char path[PATH_MAX];
	size_t i;
	int fd;

	/* O_TRUNC on trace empties the buffer (echo > trace) */
	if (mkpath(path, sizeof path, "%s/trace", s->trace_dir) < 0 ||
	    (fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)) < 0)
		goto fail;
	close(fd);
	for (i = 0; i < (size_t)s->nrings; i++)
		s->rings[i].rd_err = 0, s->rings[i].backoff = 0;
	if (o->enable_event) {
		tracefs_enable_ras(s->trace_dir);
		if (tracefs_event_enabled(s->trace_dir, 1) == 0 &&
		    mkpath(path, sizeof path, "%s/" EVENT_DIR "/enable",
		    s->trace_dir) == 0 && write_text(path, "1") < 0)
			warnmsg("write 1 to %s: %s", path, strerror(errno));
	}
	if (mkpath(path, sizeof path, "%s/tracing_on", s->trace_dir) < 0 ||
	    write_text(path, "1") < 0)
		goto fail;
	boot_from_write(s, cap);
	return 0;
fail:
	snprintf(msg, mlen, "%.300s: %s; the previous boot %s, tracing left "
	    "off: no new machine check reaches the instance (the next start "
	    "tries again)", path, strerror(errno), how);
	return -1;
}

/* What the buffer holds is the previous boot's, and it stays off: never
 * read it as this boot's. */
static void
boot_shut(struct source *s)
{
	int i;

	for (i = 0; i < s->nrings; i++)
		if (s->rings[i].fd >= 0) {
			close(s->rings[i].fd);
			s->rings[i].fd = -1;
		}
}

/*
 * Take the previous boot (see above).  posdir: where instance.NAME.pos is
 * (the state file's directory), NULL none.  c: what to give the records
 * that could not be kept in /run/ras (NULL: none).  1 taken now, 0
 * nothing to do (not a persistent instance of this kernel, or taken
 * earlier this boot), -1 said.  Whatever fails, the instance is either
 * on and empty of the previous boot, or no longer read.
 */
static int
boot_take(struct source *s, const struct options *o, const char *posdir,
    const struct consumer *c, char *msg, size_t mlen)
{
	struct boot_take b;
	const struct consumer cc = { boot_collect, boot_collect_lost, &b };
	struct capture_writer w;
	struct boot_pos none;
	char cap[PATH_MAX], taken[PATH_MAX], tmp[PATH_MAX + 16];
	char path[PATH_MAX], id[40], desc[sizeof s->desc], more[320] = "";
	uint64_t handed = 0;
	struct statfs sf;
	size_t i;
	int on, rc = -1, lfd = -1, tfd, kept = 0;

	msg[0] = '\0';
	memset(&b, 0, sizeof b);
	if (s->kind != SRC_TRACEFS || !s->boot_inst ||
	    statfs(s->trace_dir, &sf) < 0 || (sf.f_type != TRACEFS_MAGIC &&
	    sf.f_type != DEBUGFS_MAGIC) || mkpath(cap, sizeof cap,
	    "%s/previous-boot.%s.cap", BOOT_RUN_DIR, boot_inst_name(s)) < 0 ||
	    mkpath(taken, sizeof taken, "%s/previous-boot.%s.taken",
	    BOOT_RUN_DIR, boot_inst_name(s)) < 0 ||
	    mkpath(path, sizeof path, "%s.lock", cap) < 0)
		return 0;
	if (mkdir(BOOT_RUN_DIR, 0755) < 0 && errno != EEXIST) {
		snprintf(msg, mlen, "mkdir %s: %s: the previous boot is left "
		    "unread in %.300s, tracing off", BOOT_RUN_DIR,
		    strerror(errno), s->trace_dir);
		goto out;
	}
	/* one take a boot, whoever starts first */
	if ((lfd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600)) < 0 ||
	    flock(lfd, LOCK_EX) < 0) {
		snprintf(msg, mlen, "%.300s: %s: the previous boot is left "
		    "unread, tracing off", path, strerror(errno));
		goto out;
	}
	on = tracefs_tracing_on(s->trace_dir);
	if (access(taken, F_OK) == 0) {
		/* taken earlier this boot; turned on then, unless that failed
		 * (tracing off since, by someone else: theirs, left alone) */
		rc = on != 0 || !boot_pending(cap, -1) ? 0 :
		    boot_turn_on(s, o, cap, "was read before", msg, mlen) < 0 ?
		    -1 : boot_pending(cap, 0);
		goto out;
	}
	boot_stale(cap);
	if (on != 0) {
		if (on > 0)
			snprintf(msg, mlen, "%.300s: tracing was on before ras "
			    "read it: the previous boot's records cannot be "
			    "told from this boot's (boot with trace_instance="
			    "%.100s^traceoff@LABEL,mce:mce_record; ras "
			    "doctor)", s->trace_dir, boot_inst_name(s));
		rc = on > 0 ? -1 : 0;
		goto out;
	}
	/* before a page is read: what would make ras lose them after */
	if (boot_takeable(s->trace_dir) < 0) {
		snprintf(msg, mlen, "%.300s: %s: it cannot be emptied nor "
		    "turned on; the previous boot is left unread, tracing off: "
		    "no new machine check reaches it", s->trace_dir,
		    strerror(errno));
		goto out;
	}
	snprintf(tmp, sizeof tmp, "%s.%ld", cap, (long)getpid());
	unlink(tmp);
	memcpy(desc, s->desc, sizeof desc);
	snprintf(s->desc, sizeof s->desc, "the previous boot, kept by %.200s",
	    s->trace_dir);
	i = capture_begin(&w, tmp, s) < 0;
	memcpy(s->desc, desc, sizeof desc);
	if (i) {
		if (w.f)
			fclose(w.f);
		unlink(tmp);
		snprintf(msg, mlen, "%.300s: cannot keep the previous boot "
		    "(said above): it is left unread, tracing off",
		    s->trace_dir);
		goto out;
	}
	boot_id_now(id, sizeof id);
	if (boot_pos_read(s, posdir, &b.pos) == 0 && !strcmp(b.pos.boot, id))
		memset(&b.pos, 0, sizeof b.pos);  /* this boot's, not the
						   * buffer's */
	s->drain_all = 1;
	s->drain_short = 0;
	tracefs_drain(s, &cc);
	s->drain_all = 0;
	b.partial = s->drain_short;
	for (i = 0; i < (size_t)s->nrings; i++)
		b.partial += s->rings[i].rd_err != 0 || s->rings[i].fd < 0;
	boot_leave_read(&b);
	if (b.nomem)
		fclose(w.f);
	kept = !b.nomem && boot_write(&w, &b) == 0 && rename(tmp, cap) == 0;
	if (!kept) {
		snprintf(more, sizeof more,
		    "; %zu records could not be kept in %.160s (%s)", b.n,
		    cap, strerror(b.nomem ? ENOMEM : errno));
		unlink(tmp);
		handed = boot_hand_over(s, &b, c);
	}
	/* read, and kept or handed over: no later start reads it again */
	if ((tfd = open(taken, O_WRONLY | O_CREAT | O_CLOEXEC, 0644)) < 0)
		warnmsg("%s: %s", taken, strerror(errno));
	else
		close(tfd);
	memset(&none, 0, sizeof none);
	snprintf(none.boot, sizeof none.boot, "%s", id);
	if (posdir)
		boot_pos_write(s, AT_FDCWD, posdir, &none);
	if (boot_turn_on(s, o, cap, kept ? "is kept" : handed ? "went to this "
	    "reader only" : "could not be kept", msg, mlen) < 0) {
		boot_pending(cap, 1);
		goto out;
	}
	snprintf(msg, mlen, "%.200s: the previous boot's %zu records %s%.200s"
	    "%s%s%s; the buffer emptied, tracing on", s->trace_dir,
	    b.n - (size_t)b.dropped, kept ? "kept in " : "given to this reader "
	    "only", kept ? cap : "", b.dropped ? " (those read before the "
	    "reboot left out)" : "", b.unmatched ? " (the last record read "
	    "before the reboot is not there on some CPUs: their records are "
	    "all shown)" : "", b.partial ? " (a CPU's buffer gave bad pages or "
	    "failed: the rest of it could not be read)" : "");
	if (more[0])
		snprintf(msg + strlen(msg), mlen - strlen(msg), "%s", more);
	if (b.lost)
		snprintf(msg + strlen(msg), mlen - strlen(msg), "; %" PRIu64
		    " records lost", b.lost);
	rc = 1;
out:
	if (rc < 0 && tracefs_tracing_on(s->trace_dir) == 0)
		boot_shut(s);
	for (i = 0; i < b.n; i++)
		free(b.r[i].raw);
	free(b.r);
	if (lfd >= 0)
		close(lfd);
	return rc;
}

/* The previous boot of the instance s reads, if it was taken this boot, to
 * c (NULL: 1 if there is one). */
static uint64_t
boot_read(const struct source *s, const struct consumer *c)
{
	char cap[PATH_MAX];

	if (!s->boot_inst || mkpath(cap, sizeof cap, "%s/previous-boot.%s.cap",
	    BOOT_RUN_DIR, boot_inst_name(s)) < 0 || access(cap, F_OK) < 0)
		return 0;
	if (!c)
		return 1;	/* asked: is there one */
	return boot_read_file(cap, boot_inst_name(s), &s->model, c);
}

static int
boot_cap_file(const struct dirent *d)
{
	size_t n = strlen(d->d_name);

	return text_is(d->d_name, "previous-boot.") && n > 4 &&
	    !strcmp(d->d_name + n - 4, ".cap");
}

/* Every previous boot taken this boot (a
 * dump reads them whatever its source). */
static uint64_t
boot_read_all(const struct cpu_model *m, const struct consumer *c)
{
	char path[PATH_MAX];
	struct dirent **ents;
	uint64_t n = 0;
	int k, i;

	if ((k = scandir(BOOT_RUN_DIR, &ents, boot_cap_file, versionsort)) < 0)
		return 0;
	for (i = 0; i < k; i++) {
		char name[NAME_MAX + 1];

		snprintf(name, sizeof name, "%.*s",
		    (int)strlen(ents[i]->d_name) - (int)LITLEN("previous-boot.")
		    - 4, ents[i]->d_name + LITLEN("previous-boot."));
		if (mkpath(path, sizeof path, "%s/%s", BOOT_RUN_DIR,
		    ents[i]->d_name) == 0)
			n += boot_read_file(path, name, m, c);
		free(ents[i]);
	}
	free(ents);
	return n;
}

/* ==== accounting: counters, DIMM history and verdicts ===================== */

/* ---- counters by CPU, bank and severity ---------------------------------- */

/* counters by CPU, bank and severity */
static size_t
counter_hash(uint32_t cpu, unsigned bank, unsigned sev, size_t cap)
{
	uint64_t k = (uint64_t)cpu << 24 | bank << 8 | sev;

	k *= 0x9e3779b97f4a7c15ULL;
	return (k >> 32) & (cap - 1);
}

static struct counter *
counter_find(struct counters *c, uint32_t cpu, unsigned bank, unsigned sev)
{
	struct counter *old = c->slot;
	size_t i, oldcap = c->cap;

	if (c->used + 1 > c->cap * 3 / 4) {
		size_t cap = c->cap ? c->cap * 2 : 64;

		if (!(c->slot = calloc(cap, sizeof *c->slot))) {
			c->slot = old;
			return NULL;
		}
		c->cap = cap;
		c->used = 0;
		for (i = 0; i < oldcap; i++)
			if (old[i].used)
				*counter_find(c, old[i].cpu, old[i].bank,
				    old[i].sev) = old[i];
		free(old);
	}
	for (i = counter_hash(cpu, bank, sev, c->cap);;
	    i = (i + 1) & (c->cap - 1)) {
		struct counter *k = &c->slot[i];

		if (!k->used) {
			*k = (struct counter){ .cpu = cpu, .bank = bank,
			    .sev = sev, .used = 1 };
			c->used++;
			return k;
		}
		if (k->cpu == cpu && k->bank == bank && k->sev == sev)
			return k;
	}
}

static void
counter_add(struct counters *c, uint32_t cpu, unsigned bank, unsigned sev,
    const char *name, uint64_t n)
{
	struct counter *k = counter_find(c, cpu, bank, sev);

	if (!k)
		return;
	k->n += n;
	snprintf(k->bank_name, sizeof k->bank_name, "%s", name);
}

/* ---- DIMMs: history, fault view, verdicts -------------------------------- */

/*
 * Per-DIMM counters.  A DIMM is keyed by its serial number
 * when the firmware gives one no other populated slot shares (a swapped
 * DIMM starts from zero, a moved one keeps its history), else by its slot.
 */
static int
serial_usable(const char *s)
{
	static const char *const junk[] = {	/* what firmware writes
						 * for "none" */
		"not specified", "unknown", "no dimm", "none", "n/a", "na",
		"to be filled by o.e.m.",
		"serialnum", "sernum0", "dimm serial", "not available",
	};
	size_t i;

	if (!s || !s[strspn(s, " ")])
		return 0;
	for (i = 0; i < LEN(junk); i++)
		if (!strcasecmp(s, junk[i]))
			return 0;
	return s[strspn(s, "0x ")] != '\0' && s[strspn(s, "0 ")] != '\0' &&
	    strspn(s, "F") < strlen(s);
}

static void
dimm_key(const struct smbios_dimm *d, char *key, size_t len)
{
	const char *ser = d->str[T17_SERIAL];
	size_t i;
	int same = 0;

	for (i = 0; serial_usable(ser) && dimm_inv && i < dimm_inv->nd; i++)
		same += slot_populated(&dimm_inv->d[i]) &&
		    dimm_inv->d[i].str[T17_SERIAL] &&
		    !strcmp(dimm_inv->d[i].str[T17_SERIAL], ser);
	if (serial_usable(ser) && same <= 1)
		snprintf(key, len, "serial %s", ser);
	else
		snprintf(key, len, "slot %s/%s", d->str[T17_BANK] ?
		    d->str[T17_BANK] : "", d->str[T17_LOCATOR] ?
		    d->str[T17_LOCATOR] : "");
}

/* A zeroed element more at the end of *a (*n of size bytes each, at
 * most max): NULL when full or out of memory */
static void *
array_add(void **a, size_t *n, size_t size, size_t max)
{
	char *p;

	if (*n >= max || !(p = realloc(*a, (*n + 1) * size)))
		return NULL;
	*a = p;
	memset(p + *n * size, 0, size);
	return p + (*n)++ * size;
}

static struct dimm_count *
dimm_find(struct counters *c, const char *key, int create)
{
	struct dimm_count *n;
	void *a;
	size_t i;

	for (i = 0; i < c->ndimm; i++)
		if (!strcmp(c->dimm[i].key, key))
			return &c->dimm[i];
	if (!create)
		return NULL;
	a = c->dimm;
	n = array_add(&a, &c->ndimm, sizeof *n, 4096);
	c->dimm = a;
	if (!n) {
		if (!c->dimm_full_noted++)
			warnmsg("per-DIMM counters: no room for %s (%zu DIMMs kept): its errors are "
			    "counted as not placed", key, c->ndimm);
		return NULL;
	}
	snprintf(n->key, sizeof n->key, "%s", key);
	n->replace_rule = n->watch_rule = -1;
	return n;
}

/* The device's counts, made when create; NULL when there
 * is no room (said once: its errors are logged, not counted) */
static struct pcie_count *
pcie_find(struct counters *c, const char *dev, int create)
{
	struct pcie_count *n;
	void *a;
	size_t i;

	for (i = 0; i < c->npcie; i++)
		if (!strcmp(c->pcie[i].dev, dev))
			return &c->pcie[i];
	if (!create)
		return NULL;
	a = c->pcie;
	n = array_add(&a, &c->npcie, sizeof *n, 1024);
	c->pcie = a;
	if (!n) {
		if (!c->pcie_full_noted++)
			warnmsg("per-device PCIe counters: no room for %s "
			    "(%zu devices kept): its errors are logged, not "
			    "counted", dev, c->npcie);
		return NULL;
	}
	snprintf(n->dev, sizeof n->dev, "%s", dev);
	return n;
}

/* from's counts added to the device's (the initramfs daemon's state) */
static void
pcie_merge(struct counters *c, const struct pcie_count *from)
{
	struct pcie_count *k = pcie_find(c, from->dev, 1);
	int s;

	if (!k)
		return;
	for (s = 0; s < NPSEV; s++) {
		k->n[s] += from->n[s];
		k->cxl[s] += from->cxl[s];
	}
	if (from->first > 0)
		k->first = k->first > 0 ? MIN(k->first, from->first) :
		    from->first;
	k->last = MAX(k->last, from->last);
	if (!k->slot[0])
		memcpy(k->slot, from->slot, sizeof k->slot);
}

static void
pcie_count_record(struct counters *c, const struct mce_record *r, double when)
{
	const struct pcie_error *e = r->pcie;
	struct pcie_count *k;
	int b = r->kind == KIND_CXL ? cxl_bucket(&e->cxl) :
	    e->present & P_SEV ? e->sev : -1;

	if (b < 0 || !e->dev[0] || !(k = pcie_find(c, e->dev, 1)))
		return;
	k->n[b]++;
	k->cxl[b] += r->kind == KIND_CXL;
	if (e->slot[0])	/* the slot sysfs said last */
		snprintf(k->slot, sizeof k->slot, "%s", e->slot);
	if (when > 0) {
		k->first = k->first > 0 ? MIN(k->first, when) : when;
		k->last = MAX(k->last, when);
	}
}

#define DAY		(24 * 3600.0)
#define WATCH_DAYS	30	/* a watch verdict outlives its cause this long */
#define DIMM_PAIR_S	5.0	/* an error's reports by MCE, EDAC and CPER come together */

/*
 * The verdict rules for one DIMM, checked in this order, the first that
 * holds wins; each is judged when an error is counted, over the errors
 * around it.  rasd.8 (DIMM verdicts) gives each its source: mcelog's [dimm]
 * and [page] defaults, Sun's and Lenovo's DIMM replacement policies, the
 * DRAM field studies' fault modes.  A replace verdict stays until the DIMM
 * is replaced (its key changes) or the state file is removed; a watch
 * verdict for WATCH_DAYS after its rule last held.
 */
enum { R_UE, R_RATE, R_BANK, R_RATE_SHARED, R_TEN, R_PAGE, R_ROWCOL, NRULES };
static const struct dimm_rule {
	int verdict;
	const char *name, *text;
} dimm_rules[NRULES] = {
	[R_UE] = { V_REPLACE, "R1", "an uncorrected error" },
	[R_RATE] = { V_REPLACE, "R2", "more than 24 corrected errors in 24 h" },
	[R_BANK] = { V_REPLACE, "R3", "a fault over a whole bank or more, seen at two times or more" },
	[R_RATE_SHARED] = { V_WATCH, "R2", "more than 24 corrected errors in 24 h, but another DIMM "
	    "had 10 or more then too: the channel or memory controller may be "
	    "at fault" },
	[R_TEN] = { V_WATCH, "R4", "10 or more corrected errors in 24 h" },
	[R_PAGE] = { V_WATCH, "R5", "2 corrected errors on one 4 KiB page within 24 h" },
	[R_ROWCOL] = { V_WATCH, "R6", "errors along one row or one column" },
};

static int
cell_full(const struct dimm_cell *c)
{
	return c->bank >= 0 && c->row >= 0 && c->col >= 0;
}

static unsigned
cell_root(unsigned *up, unsigned i)
{
	while (up[i] != i)
		i = up[i] = up[up[i]];
	return i;
}

/*
 * Faults as the field studies form them: cells with rank, bank, row and
 * column are one fault when they share a rank and bank and a row or a
 * column (union-find, transitively: a row and a column that cross are one
 * bank fault).  root[i]: cell i's fault (cells without coordinates: their
 * own).  Returns the mode of each fault in mode[].
 */
static void
cell_faults(const struct dimm_count *k, unsigned *root, enum fault *mode)
{
	unsigned i, j, r, rows, cols;

	for (i = 0; i < k->ncell; i++)
		root[i] = i;
	for (i = 0; i < k->ncell; i++)
		for (j = i + 1; j < k->ncell; j++) {
			const struct dimm_cell *a = &k->cell[i],
			    *b = &k->cell[j];

			if (cell_full(a) && cell_full(b) &&
			    a->rank == b->rank && a->bank == b->bank &&
			    (a->row == b->row || a->col == b->col))
				root[cell_root(root, i)] = cell_root(root, j);
		}
	for (i = 0; i < k->ncell; i++)
		root[i] = cell_root(root, i);
	for (r = 0; r < k->ncell; r++) {
		mode[r] = FV_NONE;
		if (root[r] != r || !cell_full(&k->cell[r]))
			continue;
		for (rows = cols = 0, i = 0; i < k->ncell; i++) {
			if (root[i] != r)
				continue;
			for (j = 0; j < i && !(root[j] == r &&
			    k->cell[j].row == k->cell[i].row); j++)
				;
			rows += j == i;
			for (j = 0; j < i && !(root[j] == r &&
			    k->cell[j].col == k->cell[i].col); j++)
				;
			cols += j == i;
		}
		mode[r] = rows > 1 && cols > 1 ? FV_BANK : rows > 1 ?
		    FV_COLUMN : cols > 1 ? FV_ROW : FV_CELL;
	}
}

/* Distinct times of the errors of fault r (each cell keeps its last two). */
static unsigned
fault_times(const struct dimm_count *k, const unsigned *root, unsigned r)
{
	double seen[2 * DIMM_CELLS];
	unsigned i, j, a, n = 0;

	for (i = 0; i < k->ncell; i++)
		for (a = 0; root[i] == r && a < 2; a++) {
			if (k->cell[i].t[a] <= 0)
				continue;
			for (j = 0; j < n && seen[j] != k->cell[i].t[a]; j++)
				;
			if (j == n)
				seen[n++] = k->cell[i].t[a];
		}
	return n;
}

/*
 * The DIMM's fault view, or with focus >= 0 the view of the fault cell
 * focus belongs to.  A wider fault (several banks, several ranks) is
 * faults of two cells or more in different banks or ranks: a lone cell
 * elsewhere does not widen it.  Cells with an address only tell one
 * address, one page or several pages apart.  desc gets the numbers;
 * *times the distinct times of the fault's errors.
 */
static enum fault
dimm_fault_at(const struct dimm_count *k, int focus, char *desc, size_t len,
    unsigned *times)
{
	unsigned root[DIMM_CELLS], i, j, big = DIMM_CELLS, wide = 0, addrs = 0,
	    pages = 0;
	enum fault mode[DIMM_CELLS], f = FV_NONE;
	int32_t rank0 = 0, bank0 = 0;
	int ranks = 0, banks = 0;

	desc[0] = '\0';
	*times = 0;
	cell_faults(k, root, mode);
	for (i = 0; i < k->ncell; i++) {
		if (root[i] != i || mode[i] == FV_NONE || (focus >= 0 &&
		    root[focus] != i && mode[i] < FV_ROW))
			continue;
		if (mode[i] >= FV_ROW) {	/* faults of two cells or
						 * more: they widen */
			if (wide++) {
				ranks |= k->cell[i].rank != rank0;
				banks |= k->cell[i].bank != bank0 ||
				    k->cell[i].rank != rank0;
			} else {
				rank0 = k->cell[i].rank,
				    bank0 = k->cell[i].bank;
			}
		}
		if (focus >= 0 && root[focus] != i)
			continue;
		if (big == DIMM_CELLS || mode[i] > mode[big])
			big = i;
	}
	if (big < DIMM_CELLS) {
		f = mode[big];
		if (wide > 1 && (focus < 0 || mode[root[focus]] >= FV_ROW))
			f = ranks ? FV_RANKS : banks ? FV_BANKS : f;
		*times = focus >= 0 ? fault_times(k, root, root[focus]) :
		    fault_times(k, root, big);
		if (f == FV_BANKS || f == FV_RANKS)
			for (*times = 0, i = 0; i < k->ncell; i++)
				if (root[i] == i && mode[i] >= FV_ROW)
					*times += fault_times(k, root, i);
		if (f == FV_RANKS || f == FV_BANKS)
			snprintf(desc, len,
			    "%u faults of 2 cells or more, over several %s",
			    wide, f == FV_RANKS ? "ranks" : "banks");
		else
			snprintf(desc, len,
			    "rank %d bank %d row %d column %d%s",
			    k->cell[big].rank, k->cell[big].bank,
			    k->cell[big].row, k->cell[big].col, f == FV_CELL ?
			    "" : " and the cells along it");
		return f;
	}
	for (i = 0; i < k->ncell; i++) {
		if (k->cell[i].addr == CELL_NONE || (focus >= 0 &&
		    k->cell[i].addr >> 12 != k->cell[focus].addr >> 12))
			continue;
		for (j = 0; j < i && k->cell[j].addr != k->cell[i].addr; j++)
			;
		addrs += j == i;
		for (j = 0; j < i && (k->cell[j].addr == CELL_NONE ||
		    k->cell[j].addr >> 12 != k->cell[i].addr >> 12); j++)
			;
		pages += j == i;
	}
	if (!addrs)
		return FV_NONE;
	for (i = 0; i < k->ncell && (k->cell[i].addr == CELL_NONE ||
	    (focus >= 0 &&
	    k->cell[i].addr >> 12 != k->cell[focus].addr >> 12)); i++)
		;
	if (addrs == 1)
		snprintf(desc, len, "0x%" PRIx64, k->cell[i].addr);
	else if (pages == 1)
		snprintf(desc, len, "page 0x%" PRIx64 ", %u addresses",
		    k->cell[i].addr & ~(uint64_t)4095, addrs);
	else
		snprintf(desc, len, "%u addresses on %u pages%s", addrs, pages,
		    k->cells_over ? " (and more not kept)" : "");
	return addrs == 1 ? FV_ADDR : pages == 1 ? FV_PAGE : FV_ADDRS;
}

static enum fault
dimm_fault(const struct dimm_count *k, char *desc, size_t len)
{
	unsigned times;

	return dimm_fault_at(k, -1, desc, len, &times);
}

/* Corrected errors of k in the 24 h before now. */
static unsigned
dimm_ce_day(const struct dimm_count *k, double now)
{
	unsigned i, n = 0;

	for (i = 0; i < MIN(k->nrecent, DIMM_RECENT); i++)
		n += k->recent[i] > now - DAY && k->recent[i] <= now;
	return n;
}

/* More corrected errors in the 24 h than the
 * ring keeps times of: the count is a floor. */
static int
dimm_day_capped(const struct dimm_count *k, double now)
{
	return k->nrecent > DIMM_RECENT && dimm_ce_day(k, now) == DIMM_RECENT;
}

/* Corrected errors on cell focus's 4 KiB page in the
 * 24 h up to now (each cell keeps two times). */
static unsigned
dimm_page_day(const struct dimm_count *k, unsigned focus, double now)
{
	unsigned i, a, n = 0;

	for (i = 0; k->cell[focus].addr != CELL_NONE && i < k->ncell; i++)
		for (a = 0; a < 2; a++)
			n += k->cell[i].addr != CELL_NONE &&
			    k->cell[i].addr >> 12 == k->cell[focus].addr >> 12 &&
			    k->cell[i].t[a] > now - DAY &&
			    k->cell[i].t[a] <= now;
	return n;
}

/*
 * The rules that hold at now for the error just counted at cell focus
 * (-1: judge the whole history, after a merge), latched: a replace for
 * good, a watch with its time.  now 0: the error's time is not known: only
 * R1 applies.
 */
static void
dimm_judge(const struct counters *c, struct dimm_count *k, double now,
    int focus, int ue)
{
	char desc[96];
	unsigned times, i;
	enum fault f;
	int r = -1, shared = 0;

	if (ue)
		r = R_UE;
	else if (now <= 0)
		return;
	for (i = 0; r < 0 && i < c->ndimm; i++)
		shared |= &c->dimm[i] != k && dimm_ce_day(&c->dimm[i],
		    now) >= 10;
	f = r < 0 ? dimm_fault_at(k, focus, desc, sizeof desc, &times) :
	    FV_NONE;
	if (r >= 0)
		;
	else if (dimm_ce_day(k, now) > 24)
		r = shared ? R_RATE_SHARED : R_RATE;
	else if (f >= FV_BANK && f <= FV_RANKS && times >= 2)
		r = R_BANK;
	else if (dimm_ce_day(k, now) >= 10)
		r = R_TEN;
	else if (focus >= 0 && dimm_page_day(k, (unsigned)focus, now) >= 2)
		r = R_PAGE;
	else if (f == FV_ROW || f == FV_COLUMN)
		r = R_ROWCOL;
	/* whole history: any page */
	for (i = 0; focus < 0 && r < 0 && i < k->ncell; i++)
		if (k->cell[i].t[1] > 0 &&
		    dimm_page_day(k, i, k->cell[i].t[1]) >= 2)
			r = R_PAGE, now = MAX(now, k->cell[i].t[1]);
	if (r < 0)
		return;
	if (dimm_rules[r].verdict == V_REPLACE && k->replace_rule < 0)
		k->replace_rule = r;
	if (dimm_rules[r].verdict == V_WATCH && now >= k->watch_t) {
		k->watch_rule = r;
		k->watch_t = now;
	}
}

/* ok, watch or replace (V_*), and why into why. */
static int
dimm_verdict(const struct dimm_count *k, double now, char *why, size_t len)
{
	int r = k->replace_rule >= 0 && k->replace_rule < NRULES ?
	    k->replace_rule : k->watch_rule >= 0 && k->watch_rule < NRULES &&
	    now - k->watch_t <= WATCH_DAYS * DAY ? k->watch_rule : -1;

	if (why && r >= 0)
		snprintf(why, len, "%s: %s", dimm_rules[r].name,
		    dimm_rules[r].text);
	else if (why)
		snprintf(why, len, "%s", k->ce || k->ue ? "no rule holds" :
		    "no errors");
	return r < 0 ? V_OK : dimm_rules[r].verdict;
}

/* Where in the DIMM: the finest place the
 * record gives (a 64-byte line at least). */
static void
dimm_cell_of(const struct mce_record *r, const struct decoded *dec,
    struct dimm_cell *c)
{
	const struct mem_error *m = r->mem;
	struct mce_where w;

	memset(c, 0, sizeof *c);
	c->addr = CELL_NONE;
	c->rank = c->bank = c->row = c->col = -1;
	if (m) {
		if (MHAS(m, M_ADDR))
			c->addr = m->v[M_ADDR] & ~(uint64_t)63;
		c->rank = MHAS(m, M_RANK) ? (int32_t)MIN(m->v[M_RANK],
		    INT32_MAX) : MHAS(m, M_CHIP_SELECT) ?
		    (int32_t)MIN(m->v[M_CHIP_SELECT], INT32_MAX) : -1;
		if (MHAS(m, M_BANK))
			c->bank = (int32_t)MIN((MHAS(m, M_BANK_GROUP) ?
			    MIN(m->v[M_BANK_GROUP], 0xffffff) << 8 : 0) |
			    MIN(m->v[M_BANK], 255), INT32_MAX);
		if (MHAS(m, M_ROW))
			c->row = (int32_t)MIN(m->v[M_ROW], INT32_MAX);
		if (MHAS(m, M_COLUMN))
			c->col = (int32_t)MIN(m->v[M_COLUMN], INT32_MAX);
	}
	if (r->kind == KIND_MCE && c->addr == CELL_NONE && HAS(r, F_ADDR) &&
	    (r->v[F_STATUS] & S_ADDRV))
		c->addr = r->v[F_ADDR] & ~(uint64_t)63;
	if (!m && mce_where(r, dec, &w) && w.cs >= 0)
		c->rank = w.cs;
}

/* Add n errors at c (at now; 0 untimed); a full
 * list gives up its least recently seen place. */
static unsigned
dimm_cell_add(struct dimm_count *k, const struct dimm_cell *c, uint64_t n,
    double now)
{
	unsigned i, old = 0;

	for (i = 0; i < k->ncell; i++)
		if (!memcmp(&k->cell[i], c, offsetof(struct dimm_cell, n)))
			break;
	if (i == k->ncell && k->ncell < DIMM_CELLS) {
		k->cell[k->ncell++] = *c;
	} else if (i == k->ncell) {
		for (i = 1; i < k->ncell; i++)
			if (k->cell[i].t[1] < k->cell[old].t[1] ||
			    (k->cell[i].t[1] == k->cell[old].t[1] &&
			    k->cell[i].n < k->cell[old].n))
				old = i;
		k->cells_over += k->cell[old].n;
		k->cell[i = old] = *c;
	}
	k->cell[i].n += n;
	if (now > 0 && now >= k->cell[i].t[1]) {
		k->cell[i].t[0] = k->cell[i].t[1];
		k->cell[i].t[1] = now;
	} else if (now > k->cell[i].t[0]) {
		k->cell[i].t[0] = now;	/* older than the last: it
					 * is the one before */
	}
	return i;
}

/* A DRAM error: not the kernel's action on a page,
 * an address/command or a non-ECC UMC error. */
static int
dram_error(const struct mce_record *r, const struct decoded *dec)
{
	struct mce_where w;
	const struct mcacod_row *f;
	uint64_t st = r->v[F_STATUS];

	if (!dec->memory || dec->sev == SEV_INVALID)
		return 0;
	if (r->mem)
		return r->mem->source != MEM_FAILURE;
	if (!mce_where(r, dec, &w))
		return 0;
	if (!strcmp(w.unit, "UMC"))
		return BITS(st, 21, 16) == 0;	/* UMC extended error code
						 * 0: DRAM ECC error */
	/* SDM 3B: MMM 011 is an address/command
	 * error, not the data of a cell */
	return !((f = mcacod_form(BITS(st, 15, 0))) && f->form == FORM_MEMCTL &&
	    BITS(st, 6, 4) == 3);
}

/*
 * The same error reported by an MCE, the EDAC driver that decoded it and
 * firmware's CPER record is counted once: a report pairs with an earlier
 * one of another reporter within DIMM_PAIR_S at the same address (to the
 * reporter's grain), or, for an AMD UMC MCE whose address is the UMC's
 * own, amd64_edac's event on the same chip select and UMC.  1: paired.
 */
static int
report_paired(struct dimm_report *pend, unsigned *npend,
    const struct mce_record *r, const struct decoded *dec, double now)
{
	const struct mem_error *m = r->mem;
	struct dimm_report *p, nr = { now, CELL_NONE, -1, -1, 0 };
	struct mce_where w;
	uint64_t grain = 64;
	unsigned i;

	if (now <= 0)
		return 0;	/* no time, no pairing: text logs join
				 * their reports as they are read */
	if (!m) {
		nr.kinds = 1;
		if (HAS(r, F_ADDR) && (r->v[F_STATUS] & S_ADDRV))
			nr.addr = r->v[F_ADDR];
		if (mce_where(r, dec, &w) && !strcmp(w.unit, "UMC"))
			nr.chan = w.channel, nr.cs = w.cs;
	} else {
		nr.kinds = 1u << m->source;
		if (MHAS(m, M_ADDR))
			nr.addr = m->v[M_ADDR];
		if (MHAS(m, M_GRAIN) && m->v[M_GRAIN] > 64 &&
		    m->v[M_GRAIN] <= (1u << 30) &&
		    !(m->v[M_GRAIN] & (m->v[M_GRAIN] - 1)))
			grain = m->v[M_GRAIN];
		if (m->source == MEM_EDAC && MHAS(m, M_LAYER_TOP) &&
		    MHAS(m, M_LAYER_MID))
			nr.cs = (int)MIN(m->v[M_LAYER_TOP], 255),
			    nr.chan = (int)MIN(m->v[M_LAYER_MID], 255);
	}
	for (i = 0; i < *npend; i++) {
		p = &pend[i];
		if (p->kinds & nr.kinds || now - p->t > DIMM_PAIR_S ||
		    p->t - now > DIMM_PAIR_S)
			continue;
		if ((p->addr != CELL_NONE && nr.addr != CELL_NONE &&
		    (p->addr & ~(grain - 1)) == (nr.addr & ~(grain - 1))) ||
		    (p->kinds == 1 && p->chan >= 0 && p->cs >= 0 &&
		    nr.kinds == 1u << MEM_EDAC && p->chan == nr.chan &&
		    p->cs == nr.cs) || (nr.kinds == 1 && nr.chan >= 0 &&
		    nr.cs >= 0 && p->kinds == 1u << MEM_EDAC &&
		    p->chan == nr.chan && p->cs == nr.cs)) {
			p->kinds |= nr.kinds;
			return 1;
		}
	}
	if (*npend < DIMM_PEND)
		(*npend)++;
	memmove(&pend[1], &pend[0], (*npend - 1) * sizeof *pend);
	pend[0] = nr;
	return 0;
}

/*
 * The slot's strings on its counters.  A DIMM keyed by its slot (no usable
 * serial) whose part number or serial changed is another module: its
 * counters start from zero, and that is said.
 */
static void
dimm_slot_strings(struct dimm_count *k, const struct smbios_dimm *slot)
{
	char part[64], serial[64];

	snprintf(serial, sizeof serial, "%s", slot->str[T17_SERIAL] ?
	    slot->str[T17_SERIAL] : "");
	snprintf(part, sizeof part, "%s", slot->str[T17_PART] ?
	    slot->str[T17_PART] : "");
	while (part[0] && part[strlen(part) - 1] == ' ')
		part[strlen(part) - 1] = '\0';
	if (text_is(k->key, "slot ") && (k->ce || k->ue) &&
	    (strcmp(k->part, part) || strcmp(k->serial, serial))) {
		warnmsg("DIMM in slot %s: part %s serial %s, was part %s serial %s: another module, its "
		    "error counts start from zero", k->key + 5, part[0] ? part :
		    "-", serial[0] ? serial : "-", k->part[0] ? k->part : "-",
		    k->serial[0] ? k->serial : "-");
		memset((char *)k + offsetof(struct dimm_count, ce), 0,
		    sizeof *k - offsetof(struct dimm_count, ce));
		k->replace_rule = k->watch_rule = -1;
	}
	snprintf(k->locator, sizeof k->locator, "%s", slot->str[T17_LOCATOR] ?
	    slot->str[T17_LOCATOR] : "");
	snprintf(k->bank, sizeof k->bank, "%s", slot->str[T17_BANK] ?
	    slot->str[T17_BANK] : "");
	snprintf(k->serial, sizeof k->serial, "%s", serial);
	snprintf(k->part, sizeof k->part, "%s", part);
}

/*
 * When a memory error happened, for the per-DIMM rules: the record's wall
 * time; a live record without one (the ras: events) happened now; a line
 * of a text log without one is untimed (0), as is a time more than a day
 * ahead of this clock (a wrong clock must not hold a verdict for years).
 */
static double
record_time(const struct mce_record *r)
{
	double now = (double)time(NULL), t;

	if (!HAS(r, F_WALLTIME) || !r->v[F_WALLTIME])
		return r->flags & REC_FROM_TEXT ? 0 : now;
	t = (double)r->v[F_WALLTIME];
	return t > now + DAY ? 0 : t;
}

/*
 * Count a located DRAM error against its DIMM.  now: Unix time, 0 when the
 * record's time is not known.  Returns the DIMM's counters, or NULL when
 * the record was not counted there (not a DRAM error, not one slot: then
 * counted as not placed; or another report of an error counted already).
 */
static struct dimm_count *
dimm_count_record(struct counters *c, const struct mce_record *r,
    const struct decoded *dec, double now)
{
	const struct smbios_dimm *slot;
	const char *basis;
	struct dimm_count *k;
	struct dimm_cell cell;
	char key[160];
	uint64_t n = 1, i;
	unsigned at;
	int ue = dec->sev >= SEV_DEFERRED;

	if (!dram_error(r, dec))
		return NULL;
	if (r->mem && MHAS(r->mem, M_COUNT) && r->mem->v[M_COUNT] > 1)
		n = MIN(r->mem->v[M_COUNT], 1u << 20);	/* EDAC's error_count */
	if (!(slot = record_slot(r, dec, &basis))) {
		c->unplaced[ue] += n;
		return NULL;
	}
	dimm_key(slot, key, sizeof key);
	if (!(k = dimm_find(c, key, 1))) {
		c->unplaced[ue] += n;
		return NULL;
	}
	dimm_slot_strings(k, slot);
	if (report_paired(k->pend, &k->npend, r, dec, now))
		return NULL;
	if (now > 0) {
		if (!k->first || now < k->first)
			k->first = now;
		k->last = MAX(k->last, now);
	} else {
		k->untimed += n;
	}
	if (ue) {
		k->ue += n;
	} else {
		k->ce += n;
		for (i = 0; now > 0 && i < MIN(n, DIMM_RECENT); i++)
			k->recent[k->nrecent++ % DIMM_RECENT] = now;
		if (now > 0)
			k->nrecent += n - MIN(n, DIMM_RECENT);
	}
	dimm_cell_of(r, dec, &cell);
	at = dimm_cell_add(k, &cell, n, now);
	dimm_judge(c, k, now, (int)at, ue);
	return k;
}

static int
time_cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/* Add one DIMM's counters to another's (state loaded
 * after records counted at start), then judge. */
static void
dimm_merge(struct counters *c, const struct dimm_count *from, int judge)
{
	struct dimm_count *k = dimm_find(c, from->key, 1);
	double t[2 * DIMM_RECENT], u[4];
	unsigned i, j, n = 0, a;

	if (!k)
		return;
	if (!k->ce && !k->ue) {
		*k = *from;
		return;
	}
	k->npend = from->npend;	/* the reports to pair with: the
				 * imported daemon's, of this boot */
	memcpy(k->pend, from->pend, sizeof k->pend);
	k->ce += from->ce;
	k->ue += from->ue;
	k->untimed += from->untimed;
	k->first = !k->first ? from->first : !from->first ? k->first :
	    MIN(k->first, from->first);
	k->last = MAX(k->last, from->last);
	/* ours, then the imported daemon's, each oldest first: the order they
	 * came in, as in one run's ring (a clock stepped back must not reorder
	 * them) */
	for (i = 0; i < MIN(k->nrecent, DIMM_RECENT); i++)
		t[n++] = k->recent[(k->nrecent - MIN(k->nrecent, DIMM_RECENT) +
		    i) % DIMM_RECENT];
	for (i = 0; i < MIN(from->nrecent, DIMM_RECENT); i++)
		t[n++] = from->recent[(from->nrecent - MIN(from->nrecent,
		    DIMM_RECENT) + i) % DIMM_RECENT];
	k->nrecent += from->nrecent;
	for (i = 0; i < MIN(n, DIMM_RECENT); i++)
		k->recent[(k->nrecent - MIN(n, DIMM_RECENT) +
		    i) % DIMM_RECENT] = t[n - MIN(n, DIMM_RECENT) + i];
	if (k->replace_rule < 0)
		k->replace_rule = from->replace_rule;
	if (from->watch_t > k->watch_t) {
		k->watch_t = from->watch_t;
		k->watch_rule = from->watch_rule;
	}
	k->cells_over += from->cells_over;
	for (i = 0; i < from->ncell; i++) {
		for (j = 0; j < k->ncell &&
		    memcmp(&k->cell[j], &from->cell[i],
		    offsetof(struct dimm_cell, n)); j++)
			;
		if (j == k->ncell) {
			struct dimm_cell e = from->cell[i];

			e.n = 0;	/* dimm_cell_add copies the
					 * cell, then adds n */
			j = dimm_cell_add(k, &e, from->cell[i].n, 0);
			k->cell[j].t[0] = from->cell[i].t[0],
			    k->cell[j].t[1] = from->cell[i].t[1];
			continue;
		}
		k->cell[j].n += from->cell[i].n;
		u[0] = k->cell[j].t[0], u[1] = k->cell[j].t[1],
		    u[2] = from->cell[i].t[0], u[3] = from->cell[i].t[1];
		qsort(u, 4, sizeof *u, time_cmp);
		for (a = 0; a < 2; a++)
			k->cell[j].t[a] = u[2 + a];
	}
	if (judge)	/* else the caller judges when every DIMM
			 * is merged (R2 looks at the others) */
		dimm_judge(c, k, k->last, -1, 0);
}

/* ---- the DIMM report ----------------------------------------------------- */

/*
 * The per-DIMM view (ras dump --dimms, ras dimms with a state file): each
 * DIMM's counts, its fault view and verdict as of a time, worst first.
 */
static int
dimm_worse(const void *a, const void *b)
{
	const struct dimm_count *x = *(const struct dimm_count *const *)a,
	    *y = *(const struct dimm_count *const *)b;
	int vx = dimm_verdict(x, 0, NULL, 0), vy = dimm_verdict(y, 0, NULL, 0);

	if (vx != vy)
		return vy - vx;
	if (x->ue != y->ue)
		return x->ue < y->ue ? 1 : -1;
	if (x->ce != y->ce)
		return x->ce < y->ce ? 1 : -1;
	return strcmp(x->locator, y->locator);
}

static void
dimm_report_json(const struct dimm_count *k, double now)
{
	struct line l = LINE_INIT(l);
	char why[160], desc[96], t[32];
	enum fault f = dimm_fault(k, desc, sizeof desc);
	int v = dimm_verdict(k, now, why, sizeof why);
	unsigned i;

	lstr(&l, "{\"locator\":");
	ljson(&l, k->locator);
	lstr(&l, ",\"bank_locator\":");
	ljson(&l, k->bank);
	lstr(&l, ",\"serial\":");
	ljson(&l, k->serial);
	lstr(&l, ",\"part\":");
	ljson(&l, k->part);
	lstr(&l, ",\"key\":");
	ljson(&l, k->key);
	lprintf(&l,
	    ",\"corrected\":%" PRIu64 ",\"uncorrected\":%" PRIu64 ",\"corrected_24h\":%u%s",
	    k->ce, k->ue, dimm_ce_day(k, now), dimm_day_capped(k, now) ?
	    ",\"corrected_24h_at_least\":true" : "");
	if (iso_time((uint64_t)k->first, t, sizeof t) == 0)
		lprintf(&l, ",\"first\":\"%s\"", t);
	if (iso_time((uint64_t)k->last, t, sizeof t) == 0)
		lprintf(&l, ",\"last\":\"%s\"", t);
	lprintf(&l, ",\"fault\":\"%s\",\"fault_detail\":", fault_names[f]);
	ljson(&l, desc);
	lprintf(&l, ",\"verdict\":\"%s\",\"verdict_reason\":",
	    verdict_names[v]);
	ljson(&l, why);
	lstr(&l, ",\"places\":[");
	for (i = 0; i < k->ncell; i++) {
		const struct dimm_cell *c = &k->cell[i];
		const char *sep = "";

		lstr(&l, i ? ",{" : "{");
		if (c->addr != CELL_NONE)
			lprintf(&l, "\"addr\":\"0x%" PRIx64 "\"", c->addr),
			    sep = ",";
		if (c->rank >= 0)
			lprintf(&l, "%s\"rank\":%d", sep, c->rank), sep = ",";
		if (c->bank >= 0)
			lprintf(&l, "%s\"bank\":%d", sep, c->bank), sep = ",";
		if (c->row >= 0)
			lprintf(&l, "%s\"row\":%d", sep, c->row), sep = ",";
		if (c->col >= 0)
			lprintf(&l, "%s\"column\":%d", sep, c->col), sep = ",";
		lprintf(&l, "%s\"errors\":%" PRIu64 "}", sep, c->n);
	}
	lput(&l, "]", 1);
	if (k->cells_over)
		lprintf(&l, ",\"errors_at_places_not_kept\":%" PRIu64,
		    k->cells_over);
	lstr(&l, "}\n");
	fputs(l.b, stdout);
}

/* A table, worst DIMM first; or JSON Lines, one object per DIMM. */
static void
dimm_report(const struct counters *c, double now, int json)
{
	static const char *const head[] = { "SLOT", "BANK", "SERIAL", "CE",
	    "UE", "CE/24H", "FAULT", "VERDICT" };
	const struct dimm_count **k;
	char (*cell)[8][160];
	size_t i, j, w[8] = { 0 };
	char desc[96];

	if (!c->ndimm || !(k = calloc(c->ndimm, sizeof *k)))
		return;
	for (i = 0; i < c->ndimm; i++)
		k[i] = &c->dimm[i];
	qsort(k, c->ndimm, sizeof *k, dimm_worse);
	if (json) {
		for (i = 0; i < c->ndimm; i++)
			dimm_report_json(k[i], now);
		free(k);
		return;
	}
	if (!(cell = calloc(c->ndimm + 1, sizeof *cell))) {
		free(k);
		return;
	}
	for (j = 0; j < 8; j++)
		snprintf(cell[0][j], sizeof cell[0][j], "%s", head[j]);
	for (i = 0; i < c->ndimm; i++) {
		char (*r)[160] = cell[i + 1], why[160];
		enum fault f = dimm_fault(k[i], desc, sizeof desc);
		int v = dimm_verdict(k[i], now, why, sizeof why);

		cell_text(r[0], k[i]->locator[0] ? k[i]->locator : "-");
		cell_text(r[1], k[i]->bank[0] ? k[i]->bank : "-");
		cell_text(r[2], k[i]->serial[0] ? k[i]->serial : "-");
		snprintf(r[3], 160, "%" PRIu64, k[i]->ce);
		snprintf(r[4], 160, "%" PRIu64, k[i]->ue);
		snprintf(r[5], 160, "%u%s", dimm_ce_day(k[i], now),
		    dimm_day_capped(k[i], now) ? "+" : "");
		snprintf(r[6], 160, "%s%s%.*s%s", fault_names[f],
		    desc[0] ? " (" : "", 100, desc, desc[0] ? ")" : "");
		snprintf(r[7], 160, "%s%s%.140s%s", verdict_names[v],
		    v ? " (" : "", v ? why : "", v ? ")" : "");
	}
	for (i = 0; i <= c->ndimm; i++)
		for (j = 0; j < 8; j++)
			w[j] = MAX(w[j], disp_width(cell[i][j]));
	for (i = 0; i <= c->ndimm; i++)
		for (j = 0; j < 8; j++)
			printf(j < 7 ? "%s%*s" : "%s\n", cell[i][j],
			    (int)(w[j] + 2 - disp_width(cell[i][j])), "");
	free(cell);
	free(k);
}

/* ==== the daemon's machinery: notes, triggers, actions, thresholds ======== */

/* ---- the daemon's own messages ------------------------------------------- */

/* A daemon message (not a record): the log,
 * syslog, and stderr in the foreground. */
static void
daemon_note(struct daemon *d, int prio, const char *fmt, ...)
{
	char msg[512], when[32];
	struct mce_record now = { .present = 1u << F_WALLTIME };
	struct line l = LINE_INIT(l);
	va_list ap;

	va_start(ap, fmt);
	vformat_safe(msg, sizeof msg, fmt, ap);
	va_end(ap);
	now.v[F_WALLTIME] = time(NULL);
	format_walltime(&now, when, sizeof when);
	lprintf(&l, "%s ras: %s\n", when, msg);
	logsink_add(&d->log, l.b, l.n);
	if (syslog_wanted(&d->sys))
		syslog_send(&d->sys, prio, msg);
	/* not when stderr is the journal the native sink writes to */
	if (d->cfg->foreground && d->log.fd != STDOUT_FILENO &&
	    d->log.fd != STDERR_FILENO && !(d->sys.use_journal &&
	    getenv("JOURNAL_STREAM")))
		fprintf(stderr, "ras: %s\n", msg);
}

static int
syslog_prio(enum severity s)
{
	switch (s) {
	case SEV_FATAL:			return LOG_CRIT;
	case SEV_CORRECTED:
	case SEV_CORRECTED_THRESHOLD:	return LOG_WARNING;
	case SEV_INVALID:		return LOG_NOTICE;
	default:			return LOG_ERR;
	}
}

/* A metrics (0) or state (1) write's outcome: a
 * failure said in the log once, and its end. */
static void
daemon_saved(struct daemon *d, int which, const char *path, int rc)
{
	if (rc < 0)
		d->save_errors[which]++;
	if (rc < 0 && !d->save_failed[which]) {
		d->save_failed[which] = 1;
		daemon_note(d, LOG_ERR,
		    "%s: cannot be written: %s (said once; the next write that "
		    "works "
		    "is said too)", path, strerror(errno));
	} else if (rc == 0 && d->save_failed[which]) {
		d->save_failed[which] = 0;
		daemon_note(d, LOG_NOTICE, "%s: written again", path);
	}
}

/* ---- triggers ------------------------------------------------------------ */

/*
 * Triggers.  The daemon never forks: a helper process, forked before the
 * seccomp filter, runs each trigger (fork, setpgid, default signals, execve,
 * no shell) and kills its whole process group when it times out.  The
 * daemon decides what runs: at most trigger-max at once; while they are
 * busy, a record at uncorrected or worse waits for the next free slot,
 * before anything milder, and the milder ones are coalesced into one later
 * run of the worst of them that says how many it stands for.
 */

/* The helper's side: the daemon's requests in, what became of them out. */
static void
helper_say(int sock, char kind, int prio, const char *fmt, ...)
{
	char buf[600];
	va_list ap;
	int n;

	buf[0] = kind;
	buf[1] = '0' + prio;
	va_start(ap, fmt);
	n = vsnprintf(buf + 2, sizeof buf - 2, fmt, ap);
	va_end(ap);
	send(sock, buf, 2 + MIN((size_t)MAX(n, 0), sizeof buf - 3),
	    MSG_NOSIGNAL);
}

/* "HOST\0PORT\0S" (S: s stream, d datagram) ->
 * 'A' and the first address, or 'E' and why */
static void
helper_resolve(int sock, const char *req, size_t len)
{
	struct addrinfo hints = { .ai_family = AF_UNSPEC }, *ai = NULL;
	const char *host = req, *port, *type;
	unsigned char out[1 + sizeof(struct sockaddr_storage)];
	int rc;

	if (!memchr(req, '\0', len) || (port = host + strlen(host) + 1) >= req +
	    len || (type = port + strlen(port) + 1) >= req + len)
		return;
	hints.ai_socktype = *type == 's' ? SOCK_STREAM : SOCK_DGRAM;
	if ((rc = getaddrinfo(host, port, &hints, &ai)) != 0) {
		helper_say(sock, 'E', LOG_WARNING, "%s", gai_strerror(rc));
		return;
	}
	out[0] = 'A';
	memcpy(out + 1, ai->ai_addr,
	    MIN(ai->ai_addrlen, sizeof(struct sockaddr_storage)));
	send(sock, out,
	    1 + MIN(ai->ai_addrlen, sizeof(struct sockaddr_storage)),
	    MSG_NOSIGNAL);
	freeaddrinfo(ai);
}

static pid_t
helper_spawn(const char *prog, char *env, size_t len)
{
	char *envp[TRIG_NENV + 1], *argv[2] = { (char *)prog, NULL };
	size_t i, n = 0;
	sigset_t none;
	pid_t pid;
	int fd, sig;

	/* only the record's RAS_* variables:
	 * whatever else came is not passed on */
	for (i = 0; i < len && n < TRIG_NENV - 1; i += strlen(env + i) + 1)
		if (text_is(env + i, "RAS_") && strchr(env + i, '='))
			envp[n++] = env + i;
	envp[n++] = "PATH=/usr/sbin:/usr/bin:/sbin:/bin";
	envp[n] = NULL;
	if ((pid = fork()) != 0) {
		if (pid > 0)
			setpgid(pid, pid);	/* either side may win the
						 * race: both set it */
		return pid;
	}
	setpgid(0, 0);
	for (sig = 1; sig < NSIG; sig++)
		signal(sig, SIG_DFL);
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
	if ((fd = open("/dev/null", O_RDWR)) >= 0) {
		dup2(fd, 0);
		dup2(fd, 1);
		dup2(fd, 2);
	}
	for (fd = 3; fd < 1024; fd++)
		close(fd);
	execve(prog, argv, envp);
	_exit(127);
}

static void
trigger_helper(int sock, const char *prog, unsigned timeout_s)
{
	struct { pid_t pid; double deadline; int killed; } kid[64];
	char buf[TRIG_ENV + 1];
	unsigned nkid = 0, i;
	sigset_t mask;
	int sfd, st, eof = 0;

	/* the daemon's end of the socket closing is what stops us */
	signal(SIGTERM, SIG_IGN);
	signal(SIGINT, SIG_IGN);
	signal(SIGHUP, SIG_IGN);
	signal(SIGUSR1, SIG_IGN);
	sigemptyset(&mask);
	sigaddset(&mask, SIGCHLD);
	sigprocmask(SIG_SETMASK, &mask, NULL);
	if ((sfd = signalfd(-1, &mask, SFD_NONBLOCK | SFD_CLOEXEC)) < 0)
		_exit(1);
	for (;;) {
		/* at EOF the socket is no longer polled:
		 * its HUP would wake us forever */
		struct pollfd p[2] = { { .fd = eof ? -1 :
		    sock, .events = POLLIN }, { .fd = sfd, .events = POLLIN } };
		double now = now_mono(), t = -1;
		struct signalfd_siginfo si;
		ssize_t n;
		pid_t pid;

		for (i = 0; i < nkid; i++)
			if (!kid[i].killed)
				t = t < 0 ? MAX(0, kid[i].deadline - now) :
				    MIN(t, MAX(0, kid[i].deadline - now));
		if (eof && nkid == 0)
			_exit(0);
		poll(p, 2, t < 0 ? -1 : (int)(t * 1000) + 1);
		while (read(sfd, &si, sizeof si) == sizeof si)
			;
		while ((pid = waitpid(-1, &st, WNOHANG)) > 0)
			for (i = 0; i < nkid; i++) {
				if (kid[i].pid != pid)
					continue;
				if (WIFEXITED(st) && WEXITSTATUS(st))
					helper_say(sock, 'D', LOG_WARNING,
					    "trigger %s (pid %d) exited with "
					    "status %d%s",
					    prog, (int)pid, WEXITSTATUS(st),
					    WEXITSTATUS(st) == 127 ?
					    " (could not execute it?)" : "");
				else if (WIFSIGNALED(st) && !kid[i].killed)
					helper_say(sock, 'D', LOG_WARNING,
					    "trigger %s (pid %d) killed by "
					    "signal %d",
					    prog, (int)pid, WTERMSIG(st));
				else
					helper_say(sock, 'D', LOG_INFO, "");
				kid[i] = kid[--nkid];
				break;
			}
		now = now_mono();
		for (i = 0; i < nkid; i++)
			if (!kid[i].killed && now >= kid[i].deadline) {
				/* the trigger and all it started */
				kill(-kid[i].pid, SIGKILL);
				kid[i].killed = 1;
				helper_say(sock, 'N', LOG_WARNING,
				    "trigger %s (pid %d) timed out after %u s: "
				    "killed (process group)", prog,
				    (int)kid[i].pid, timeout_s);
			}
		if (eof || !(p[0].revents & (POLLIN | POLLHUP)))
			continue;
		if ((n = recv(sock, buf, sizeof buf - 1, MSG_DONTWAIT)) == 0) {
			eof = 1;	/* the daemon is gone: finish
					 * what runs, then go */
			continue;
		}
		if (n < 0)
			continue;
		buf[n] = '\0';
		if (buf[0] == 'R') {	/* a name to resolve: in a child,
					 * so no timeout waits on DNS */
			if ((pid = fork()) == 0) {
				helper_resolve(sock, buf + 1, n - 1);
				_exit(0);
			}
			if (pid < 0)
				helper_say(sock, 'E', LOG_WARNING, "fork: %s",
				    strerror(errno));
			continue;
		}
		if (buf[0] != 'T' || !prog)
			continue;
		if (nkid == LEN(kid) ||
		    (pid = helper_spawn(prog, buf + 1, n - 1)) < 0) {
			helper_say(sock, 'D', LOG_ERR, "trigger %s: fork: %s",
			    prog, nkid == LEN(kid) ? "too many running" :
			    strerror(errno));
			continue;
		}
		kid[nkid].pid = pid;
		kid[nkid].killed = 0;
		kid[nkid++].deadline = now_mono() + timeout_s;
	}
}

/* Fork the helper; the daemon keeps one end of a packet socket to it. */
static int
trigger_start(struct trigger_cfg *t)
{
	int sv[2], fd;

	if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) < 0) {
		warnmsg("trigger helper: socketpair: %s", strerror(errno));
		return -1;
	}
	if ((t->helper = fork()) < 0) {
		warnmsg("trigger helper: fork: %s", strerror(errno));
		close(sv[0]);
		close(sv[1]);
		return -1;
	}
	if (t->helper == 0) {
		for (fd = 3; fd < 1024; fd++)
			if (fd != sv[1])
				close(fd);
		trigger_helper(sv[1], t->prog, t->timeout_s);
		_exit(0);
	}
	close(sv[1]);
	t->sock = sv[0];
	fcntl(t->sock, F_SETFL, O_NONBLOCK);
	return 0;
}

/* A request to the helper: the record's environment, NUL-separated. */
static void
trigger_env(struct trig_req *q, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (q->len >= sizeof q->env)
		return;
	va_start(ap, fmt);
	n = vsnprintf(q->env + q->len, sizeof q->env - q->len, fmt, ap);
	va_end(ap);
	if (n >= 0 && (size_t)n < sizeof q->env - q->len)
		q->len += n + 1;
}

static int
trigger_send(struct daemon *d, struct trig_req *q, uint64_t stands_for)
{
	struct trigger_cfg *t = &d->cfg->trig;
	struct trig_req r = *q;

	trigger_env(&r, "RAS_COALESCED=%" PRIu64, stands_for);
	/* "T" + the environment */
	if (send(t->sock, r.env, r.len, MSG_DONTWAIT | MSG_NOSIGNAL) < 0)
		return -1;	/* the helper is busy: the
				 * request stays where it is */
	t->running++;
	if (stands_for > 1)
		daemon_note(d, LOG_WARNING,
		    "trigger %s: %" PRIu64 " %s-or-milder records coalesced "
		    "into one run for the worst of them (trigger-max %u busy)",
		    t->prog, stands_for, severity_names[q->sev], t->max);
	return 0;
}

/* Free slots go to waiting records: the worst first, then the coalesced run. */
static void
trigger_pump(struct daemon *d)
{
	struct trigger_cfg *t = &d->cfg->trig;

	while (t->sock >= 0 && t->running < t->max) {
		if (t->nwaiting) {
			if (trigger_send(d, &t->waiting[0], 1) < 0)
				return;
			memmove(&t->waiting[0], &t->waiting[1],
			    --t->nwaiting * sizeof t->waiting[0]);
		} else if (t->nmild) {
			if (trigger_send(d, &t->mild, t->nmild) < 0)
				return;
			t->coalesced += t->nmild - 1;
			t->nmild = 0;
			d->metrics_dirty = 1;
		} else {
			return;
		}
	}
}

/* Fold a record into the coalesced run: it keeps the worst. */
static void
trigger_fold(struct trigger_cfg *t, const struct trig_req *q)
{
	if (!t->nmild++ || q->sev > t->mild.sev)
		t->mild = *q;
}

/*
 * The trigger for one record, or its place in line.  Its environment holds
 * only numbers and our own decode text; where it came from is said, so a
 * record read from a text log is never taken for one the kernel gave us.
 */
/* The DIMM slot a memory error is located
 * to, for a trigger (strings made safe). */
static void
trigger_dimm_env(struct trig_req *q, const struct mce_record *r,
    const struct decoded *dec)
{
	static const struct { int f; const char *var; } v[] = {
		{ T17_LOCATOR, "RAS_DIMM" }, { T17_BANK, "RAS_DIMM_BANK_LOCATOR" },
		{ T17_SERIAL, "RAS_DIMM_SERIAL" }, { T17_PART, "RAS_DIMM_PART" },
	};
	const struct smbios_dimm *slot;
	const char *basis;
	struct line l = LINE_INIT(l);
	size_t i;

	if (!dec->memory || !(slot = record_slot(r, dec, &basis)))
		return;
	for (i = 0; i < LEN(v); i++) {
		if (!slot->str[v[i].f] || (v[i].f == T17_SERIAL &&
		    !serial_usable(slot->str[v[i].f])))
			continue;
		l.n = 0;
		lsafe(&l, slot->str[v[i].f], 120);
		trigger_env(q, "%s=%s", v[i].var, l.b);
	}
}

/* A CXL record's own variables for the trigger: the memdev, the event,
 * its addresses and region when given */
static void
trigger_cxl(struct trig_req *q, const struct cxl_event *c)
{
	struct line w = LINE_INIT(w);

	trigger_env(q, "RAS_CXL_EVENT=%s", cxl_types[c->type].name);
	if (c->memdev[0]) {
		lsafe(&w, c->memdev, sizeof c->memdev);
		trigger_env(q, "RAS_CXL_MEMDEV=%s", w.b);
	}
	if (c->region[0]) {
		w.n = 0;
		lsafe(&w, c->region, sizeof c->region);
		trigger_env(q, "RAS_CXL_REGION=%s", w.b);
	}
	if (CHAS(c, C_DPA))
		trigger_env(q, "RAS_CXL_DPA=0x%" PRIx64, c->v[C_DPA]);
	if (CHAS(c, C_HPA))
		trigger_env(q, "RAS_CXL_HPA=0x%" PRIx64, c->v[C_HPA]);
}

static void
trigger_run(struct daemon *d, const struct mce_record *r,
    const struct decoded *dec)
{
	struct trigger_cfg *t = &d->cfg->trig;
	struct line l = LINE_INIT(l);
	struct trig_req q = { .sev = dec->sev, .len = 1, .env = "T" };
	unsigned i;

	if (!t->prog || dec->sev < t->min)
		return;
	if (t->sock < 0) {
		t->unrun++;
		d->metrics_dirty = 1;
		return;
	}
	format_decode(&l, dec);
	trigger_env(&q, "RAS_KIND=%s", r->kind == KIND_MCE ? "mce" :
	    r->kind == KIND_PCIE ? "pcie" : r->kind == KIND_CXL ? "cxl" :
	    policy_kind(r) == PK_FAIL ? "memory-failure" : "memory");
	if (r->kind == KIND_CXL)
		trigger_cxl(&q, &r->pcie->cxl);
	if (DEVICE_KIND(r)) {
		const char *const v[] = { "RAS_PCIE_DEVICE", r->pcie->dev,
		    "RAS_PCIE_SLOT", r->pcie->slot, "RAS_PCIE_DRIVER",
		    r->pcie->driver };
		struct line w = LINE_INIT(w);

		for (i = 0; i < LEN(v); i += 2) {
			if (!v[i + 1][0])
				continue;
			w.n = 0;
			lsafe(&w, v[i + 1], 64);
			trigger_env(&q, "%s=%s", v[i], w.b);
		}
		if (r->pcie->present & P_STATUS)
			trigger_env(&q, "RAS_AER_STATUS=0x%08x",
			    r->pcie->status);
	}
	if (HAS(r, F_CPU))
		trigger_env(&q, "RAS_CPU=%" PRIu64, r->v[F_CPU]);
	if (HAS(r, F_BANK))
		trigger_env(&q, "RAS_BANK=%" PRIu64, r->v[F_BANK]);
	if (HAS(r, F_STATUS))
		trigger_env(&q, "RAS_STATUS=0x%016" PRIx64, r->v[F_STATUS]);
	if (HAS(r, F_ADDR) && (r->v[F_STATUS] & S_ADDRV))
		trigger_env(&q, "RAS_ADDR=0x%" PRIx64, r->v[F_ADDR]);
	else if (r->mem && MHAS(r->mem, M_ADDR))
		trigger_env(&q, "RAS_ADDR=0x%" PRIx64, r->mem->v[M_ADDR]);
	if (HAS(r, F_MISC) && (r->v[F_STATUS] & S_MISCV))
		trigger_env(&q, "RAS_MISC=0x%" PRIx64, r->v[F_MISC]);
	if (HAS(r, F_MCGSTATUS))
		trigger_env(&q, "RAS_MCGSTATUS=0x%" PRIx64, r->v[F_MCGSTATUS]);
	if (HAS(r, F_IPID))
		trigger_env(&q, "RAS_IPID=0x%" PRIx64, r->v[F_IPID]);
	if (HAS(r, F_SYND))
		trigger_env(&q, "RAS_SYND=0x%" PRIx64, r->v[F_SYND]);
	if (HAS(r, F_SOCKETID))
		trigger_env(&q, "RAS_SOCKET=%" PRIu64, r->v[F_SOCKETID]);
	if (HAS(r, F_WALLTIME))
		trigger_env(&q, "RAS_TIME=%" PRIu64, r->v[F_WALLTIME]);
	trigger_env(&q, "RAS_SEVERITY=%s", severity_names[dec->sev]);
	trigger_env(&q, "RAS_BANK_NAME=%s", dec->bank_name);
	trigger_env(&q, "RAS_DECODE=%.560s", l.b);
	trigger_env(&q, "RAS_SOURCE=%s", r->flags & REC_FROM_TEXT ? "text" :
	    "kernel");
	trigger_env(&q, "RAS_PROVENANCE=%s", policy_row(r)->name);
	trigger_dimm_env(&q, r, dec);
	if (r->flags & REC_FROM_TEXT && r->origin) {
		l.n = 0;
		lsafe(&l, r->origin, 500);
		trigger_env(&q, "RAS_ORIGIN=%s", l.b);
	}
	if (t->running < t->max && !t->nwaiting && !t->nmild &&
	    trigger_send(d, &q, 1) == 0)
		return;
	if (q.sev < SEV_UC_NOACTION) {
		trigger_fold(t, &q);
		return;
	}
	/* uncorrected or worse: in line by severity;
	 * a full line folds its mildest */
	if (t->nwaiting == LEN(t->waiting)) {
		if (q.sev <= t->waiting[t->nwaiting - 1].sev) {
			trigger_fold(t, &q);
			return;
		}
		trigger_fold(t, &t->waiting[--t->nwaiting]);
	}
	for (i = t->nwaiting; i > 0 && t->waiting[i - 1].sev < q.sev; i--)
		t->waiting[i] = t->waiting[i - 1];
	t->waiting[i] = q;
	t->nwaiting++;
}

/*
 * A threshold crossing runs the trigger too, whatever --trigger-severity
 * says: RAS_EVENT=threshold, RAS_THRESHOLD (page, dimm, socket, cpu), RAS_KEY
 * (what crossed it), RAS_COUNT and RAS_PERIOD, and the record's variables.
 */
static void
trigger_threshold(struct daemon *d, const struct mce_record *r,
    const struct decoded *dec, int kind, const char *what)
{
	struct trigger_cfg *t = &d->cfg->trig;
	const struct threshold *th = &d->cfg->page.th[kind];
	struct trig_req q = { .sev = SEV_UC_NOACTION, .len = 1, .env = "T" };
	struct line l = LINE_INIT(l);

	if (!t->prog)
		return;
	if (t->sock < 0) {
		t->unrun++;
		d->metrics_dirty = 1;
		return;
	}
	format_decode(&l, dec);
	trigger_env(&q, "RAS_EVENT=threshold");
	trigger_env(&q, "RAS_THRESHOLD=%s", th_names[kind]);
	trigger_env(&q, "RAS_KEY=%s", what);
	trigger_env(&q, "RAS_COUNT=%u", th->count);
	trigger_env(&q, "RAS_PERIOD=%.0f", th->period);
	if (HAS(r, F_CPU))
		trigger_env(&q, "RAS_CPU=%" PRIu64, r->v[F_CPU]);
	if (HAS(r, F_BANK))
		trigger_env(&q, "RAS_BANK=%" PRIu64, r->v[F_BANK]);
	if (HAS(r, F_STATUS))
		trigger_env(&q, "RAS_STATUS=0x%016" PRIx64, r->v[F_STATUS]);
	trigger_env(&q, "RAS_SEVERITY=%s", severity_names[dec->sev]);
	trigger_env(&q, "RAS_DECODE=%.560s", l.b);
	/* the DIMM of what crossed; a socket's or the
	 * node's last error is not their culprit */
	if (kind == TH_PAGE || kind == TH_DIMM || kind == TH_RANK ||
	    kind == TH_ROW)
		trigger_dimm_env(&q, r, dec);
	/* a crossing is rarer than a record: in
	 * line as an uncorrected record is */
	size_t i;

	if (t->running < t->max && !t->nwaiting && trigger_send(d, &q, 1) == 0)
		return;
	if (t->nwaiting == LEN(t->waiting)) {
		trigger_fold(t, &q);
		return;
	}
	/* by severity, worst first */
	for (i = t->nwaiting; i > 0 && t->waiting[i - 1].sev < q.sev; i--)
		t->waiting[i] = t->waiting[i - 1];
	t->waiting[i] = q;
	t->nwaiting++;
}

/* What the helper says: a trigger ended (a slot is free), and notes. */
static void
trigger_reports(struct daemon *d)
{
	struct trigger_cfg *t = &d->cfg->trig;
	char buf[640];
	ssize_t n;

	while (t->sock >= 0) {
		n = recv(t->sock, buf, sizeof buf - 1, MSG_DONTWAIT);
		if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK ||
		    errno == EINTR))
			break;
		if (n <= 0) {	/* EOF or an error: the helper is
				 * gone, and cannot come back */
			daemon_note(d, LOG_ERR,
			    "trigger helper (pid %d) is gone: no trigger runs "
			    "from now "
			    "on%s", (int)t->helper, d->sys.remote.name ?
			    "; the collector's last address "
			    "is used, its name no longer resolved" : "");
			close(t->sock);
			t->sock = d->sys.helper = -1;
			d->sys.resolving = 0;
			t->unrun += t->nwaiting + t->nmild;
			t->nwaiting = t->nmild = t->running = 0;
			d->metrics_dirty = 1;
			break;
		}
		buf[n] = '\0';
		if (buf[0] == 'A' || buf[0] == 'E') {	/* the collector's
							 * address, or why
							 * not */
			struct sockaddr_storage sa;

			/* aligned */
			memcpy(&sa, buf + 1, MIN((size_t)n - 1, sizeof sa));
			syslog_resolved(&d->sys, buf[0] == 'A' ?
			    (struct sockaddr *)&sa : NULL, n - 1, buf + 2);
			continue;
		}
		if (n >= 2 && buf[2])
			daemon_note(d, buf[1] - '0', "%s", buf + 2);
		if (buf[0] == 'D' && t->running)
			t->running--;
	}
	trigger_pump(d);
}

/*
 * Before we go: records still waiting for a slot get it, and their triggers
 * end (or time out), within the trigger timeout and a little more.
 */
static void
trigger_finish(struct daemon *d)
{
	struct trigger_cfg *t = &d->cfg->trig;
	double until = now_mono() + t->timeout_s + 2;

	trigger_pump(d);
	while (t->sock >= 0 && (t->nwaiting || t->nmild || t->running) &&
	    now_mono() < until) {
		struct pollfd p = { .fd = t->sock, .events = POLLIN };

		poll(&p, 1, 100);
		trigger_reports(d);
	}
	if (t->nwaiting || t->nmild) {
		daemon_note(d, LOG_ERR,
		    "trigger %s: %" PRIu64 " records still waiting at exit got no run",
		    t->prog, t->nwaiting + t->nmild);
		t->unrun += t->nwaiting + t->nmild;
		d->metrics_dirty = 1;
	}
	if (t->unrun)
		daemon_note(d, LOG_ERR,
		    "trigger %s: %" PRIu64 " records in all got no trigger run "
		    "(ras_trigger_unrun_total)", t->prog, t->unrun);
}

/* ---- the state file, written (read back at the end of this section) ------ */

/* A string as one state-file word: "-" when empty,
 * %XX for space, %, '-' alone and non-ASCII. */
static void
state_word(struct line *l, const char *v)
{
	if (!*v || !strcmp(v, "-")) {
		lstr(l, *v ? "%2D" : "-");
		return;
	}
	for (; *v; v++)
		if ((unsigned char)*v <= ' ' || (unsigned char)*v >= 0x7f ||
		    *v == '%')
			lprintf(l, "%%%02X", (unsigned char)*v);
		else
			lput(l, v, 1);
}

/*
 * "dimm CE UE UNTIMED FIRST LAST OVER REPLACE WATCH WATCH_T KEY LOCATOR BANK
 * SERIAL PART", "recent N T..." (N corrected errors ever in the ring; its
 * times, oldest first), then one "cell ADDR RANK BANK ROW COL N T0 T1" per
 * place (ADDR "-" or hex); and "unplaced CE UE".
 */
static int
state_dimms(char **buf, size_t *len, size_t *cap, const struct counters *c)
{
	struct line l = LINE_INIT(l);
	size_t i;
	unsigned j, n;
	int rc = 0;

	lprintf(&l, "unplaced %" PRIu64 " %" PRIu64 "\n", c->unplaced[0],
	    c->unplaced[1]);
	rc = text_append(buf, len, cap, &l);
	for (i = 0; i < c->ndimm && rc == 0; i++) {
		const struct dimm_count *k = &c->dimm[i];
		const char *w[] = { k->key, k->locator, k->bank, k->serial,
		    k->part };

		l.n = 0;
		lprintf(&l,
		    "dimm %" PRIu64 " %" PRIu64 " %" PRIu64 " %.0f %.0f %" PRIu64 " %d %d %.0f",
		    k->ce, k->ue, k->untimed, k->first, k->last, k->cells_over,
		    k->replace_rule, k->watch_rule, k->watch_t);
		for (j = 0; j < LEN(w); j++) {
			lput(&l, " ", 1);
			state_word(&l, w[j]);
		}
		lprintf(&l, "\nrecent %" PRIu64, k->nrecent);
		n = (unsigned)MIN(k->nrecent, DIMM_RECENT);
		for (j = 0; j < n; j++)
			lprintf(&l, " %.0f",
			    k->recent[(k->nrecent - n + j) % DIMM_RECENT]);
		lput(&l, "\n", 1);
		/* the reports an error's others pair with (a
		 * bucket line to older versions: skipped) */
		for (j = 0; j < k->npend; j++)
			lprintf(&l, "bucket pend %.0f %" PRIu64 " %d %d %u\n",
			    k->pend[j].t, k->pend[j].addr, k->pend[j].chan,
			    k->pend[j].cs, k->pend[j].kinds);
		for (j = 0; j < k->ncell; j++) {
			const struct dimm_cell *e = &k->cell[j];

			if (e->addr == CELL_NONE)
				lstr(&l, "cell -");
			else
				lprintf(&l, "cell 0x%" PRIx64, e->addr);
			lprintf(&l, " %d %d %d %d %" PRIu64 " %.0f %.0f\n",
			    e->rank, e->bank, e->row, e->col, e->n, e->t[0],
			    e->t[1]);
		}
		rc = text_append(buf, len, cap, &l);
	}
	return rc;
}

/*
 * The daemon's thresholds: "bucket KIND KEY LEVEL LAST CROSSED NAME" for each
 * bucket not yet drained, "isolated CPU TIME" for each CPU taken offline,
 * "offlined PFN" for each page acted on (never twice).
 */
static int
state_buckets(char **buf, size_t *len, size_t *cap,
    const struct page_offline_cfg *p)
{
	struct line l = LINE_INIT(l);
	size_t i;
	int rc = 0;

	for (i = 0; i < BUCKETS && rc == 0; i++) {
		const struct bucket *b = &p->b[i];

		if (!b->start)
			continue;
		lprintf(&l, "bucket %s %" PRIu64 " %u %.0f %.0f %u ",
		    th_names[b->kind], b->key, b->count, b->start, b->period,
		    b->crossed);
		state_word(&l, b->name);
		lput(&l, "\n", 1);
		if (l.n > sizeof l.own - 256) {
			rc = text_append(buf, len, cap, &l);
			l.n = 0;
		}
	}
	for (i = 0; i < NTH && rc == 0; i++) {
		unsigned j;

		for (j = 0; j < p->npend[i] && rc == 0; j++) {
			lprintf(&l,
			    "bucket pairing %s %.0f %" PRIu64 " %d %d %u\n",
			    th_names[i], p->pend[i][j].t, p->pend[i][j].addr,
			    p->pend[i][j].chan, p->pend[i][j].cs,
			    p->pend[i][j].kinds);
			if (l.n > sizeof l.own - 256) {
				rc = text_append(buf, len, cap, &l);
				l.n = 0;
			}
		}
	}
	for (i = 0; i < p->niso && rc == 0; i++) {
		/* as a bucket line of a kind older versions do
		 * not know: they skip it, and keep the rest */
		lprintf(&l, "bucket isolated %u 1 %.0f 1 0 cpu%u\n",
		    p->iso[i].cpu, p->iso[i].when, p->iso[i].cpu);
		if (l.n > sizeof l.own - 256) {
			rc = text_append(buf, len, cap, &l);
			l.n = 0;
		}
	}
	for (i = 0; i < p->ndone && rc == 0; i++) {
		lprintf(&l, "offlined %" PRIu64 "\n", p->done[i]);
		if (l.n > sizeof l.own - 256) {
			rc = text_append(buf, len, cap, &l);
			l.n = 0;
		}
	}
	return rc ? rc : text_append(buf, len, cap, &l);
}

static int
state_write(struct anchor at, const struct counters *c)
{
	char *buf = NULL;
	size_t len = 0, cap = 0, i;
	struct line l = LINE_INIT(l);
	int rc;

	lprintf(&l, "ras-state %d\nstart %.0f\nlost %" PRIu64 "\n",
	    STATE_VERSION, c->first_start, c->lost);
	rc = text_append(&buf, &len, &cap, &l);
	for (i = 0; i < c->cap && rc == 0; i++) {
		const struct counter *k = &c->slot[i];

		if (!k->used)
			continue;
		l.n = 0;
		lprintf(&l, "count %u %u %s %" PRIu64 " %s\n", k->cpu, k->bank,
		    severity_names[k->sev], k->n, k->bank_name);
		rc = text_append(&buf, &len, &cap, &l);
	}
	l.n = 0;
	if (c->boot_id[0])
		lprintf(&l, "boot %s\n", c->boot_id);
	if (c->pos_of[0])
		lprintf(&l, "posof %s\n", c->pos_of);
	rc |= text_append(&buf, &len, &cap, &l);
	for (i = 0; c->pos && i < MAX_CPUS && rc == 0; i++)
		if (c->pos[i] != POS_NONE) {
			l.n = 0;
			lprintf(&l, "pos %zu %" PRIu64, i, c->pos[i]);
			if (c->pos_resets[i] != UINT32_MAX)
				lprintf(&l, " %" PRIu32, c->pos_resets[i]);
			lprintf(&l, "\n");
			rc = text_append(&buf, &len, &cap, &l);
		}
	for (i = 0; i < c->npstore && rc == 0; i++) {
		l.n = 0;
		lprintf(&l, "pstore %s\n", c->pstore[i]);
		rc = text_append(&buf, &len, &cap, &l);
	}
	if (c->booted[0] && rc == 0) {
		l.n = 0;
		lprintf(&l, "prevboot %s\n", c->booted);
		rc = text_append(&buf, &len, &cap, &l);
	}
	if (rc == 0)
		rc = state_dimms(&buf, &len, &cap, c);
	for (i = 0; i < c->npcie && rc == 0; i++) {
		const struct pcie_count *k = &c->pcie[i];

		l.n = 0;
		lprintf(&l, "pcie %" PRIu64 " %" PRIu64 " %" PRIu64
		    " %.0f %.0f", k->n[PSEV_CORRECTED], k->n[PSEV_NONFATAL],
		    k->n[PSEV_FATAL], k->first, k->last);
		lput(&l, " ", 1);
		state_word(&l, k->dev);
		lput(&l, " ", 1);
		state_word(&l, k->slot);
		lput(&l, "\n", 1);
		if (k->cxl[PSEV_CORRECTED] || k->cxl[PSEV_NONFATAL] ||
		    k->cxl[PSEV_FATAL]) {	/* of those, the CXL errors */
			lprintf(&l, "pcie-cxl %" PRIu64 " %" PRIu64 " %"
			    PRIu64 " ", k->cxl[PSEV_CORRECTED],
			    k->cxl[PSEV_NONFATAL], k->cxl[PSEV_FATAL]);
			state_word(&l, k->dev);
			lput(&l, "\n", 1);
		}
		rc = text_append(&buf, &len, &cap, &l);
	}
	if (rc == 0 && c->page)
		rc = state_buckets(&buf, &len, &cap, c->page);
	for (i = 0; i < c->nunknown && rc == 0; i++) {
		l.n = 0;
		lprintf(&l, "%s\n", c->unknown[i]);
		rc = text_append(&buf, &len, &cap, &l);
	}
	if (rc == 0)
		rc = write_atomic(at.dir, at.name, buf, len);
	free(buf);
	return rc;
}

/* ---- page actions -------------------------------------------------------- */

/* CONFIG_RAS_CEC=y in this kernel's /boot/config-RELEASE:
 * 1, 0 not set, -1 no config to read */
static int
cec_configured(void)
{
	struct utsname u;
	char path[PATH_MAX], *t;
	int y;

	if (uname(&u) < 0 ||
	    mkpath(path, sizeof path, "/boot/config-%s", u.release) < 0 ||
	    !(t = slurp(path, NULL)))
		return -1;
	y = strstr(t, "\nCONFIG_RAS_CEC=y") != NULL;
	free(t);
	return y;
}

/*
 * The kernel's corrected-error collector (CONFIG_RAS_CEC, on unless
 * ras=cec_disable) soft-offlines pages itself at its own threshold: ras
 * then accounts and does not act on a page twice.
 */
static void
cec_coordinate(struct daemon *d)
{
	struct page_offline_cfg *p = &d->cfg->page;
	char *cmd = slurp("/proc/cmdline", NULL);
	int off = cmd && strstr(cmd, "ras=cec_disable");

	free(cmd);
	if (p->action < PA_SOFT || off)
		return;
	if (!is_dir(DEBUGFS "/ras/cec") && cec_configured() <= 0) {
		if (cec_configured() < 0 && !is_dir(DEBUGFS "/ras"))
			daemon_note(d, LOG_WARNING,
			    "page-action %s: whether the kernel's "
			    "corrected-error "
			    "collector also offlines pages cannot be told "
			    "(debugfs not mounted, no /boot/config "
			    "for this kernel): mount debugfs, or boot with "
			    "ras=cec_disable",
			    pa_names[p->action]);
		return;
	}
	daemon_note(d, LOG_WARNING,
	    "page-action %s: the kernel's corrected-error collector "
	    "(%s/ras/cec) offlines pages itself: ras accounts instead and does "
	    "not act twice "
	    "(ras=cec_disable on the command line gives page actions back to "
	    "ras)",
	    pa_names[p->action], DEBUGFS);
	p->action = PA_ACCOUNT;
}

/* HardwareCorrupted of /proc/meminfo, kB: the pages
 * the kernel took out for memory errors; -1 unread. */
static long
hw_corrupted_kb(void)
{
	char *t, *p;
	long kb = -1;

	if (!(t = slurp("/proc/meminfo", NULL)))
		return -1;
	if ((p = text_past(t, "\nHardwareCorrupted:")))
		kb = strtol(p, NULL, 10);
	free(t);
	return kb;
}


static int
page_done(const struct page_offline_cfg *p, uint64_t pfn)
{
	size_t i;

	for (i = 0; i < p->ndone; i++)
		if (p->done[i] == pfn)
			return 1;
	return 0;
}

/* Remember a page acted on; -1 when it cannot
 * be (the list is full, or no memory). */
static int
page_mark_done(struct page_offline_cfg *p, uint64_t pfn)
{
	uint64_t *n;

	if (page_done(p, pfn))
		return 0;
	if (p->ndone >= PAGES_DONE ||
	    !(n = realloc(p->done, (p->ndone + 1) * sizeof *n)))
		return -1;
	p->done = n;
	p->done[p->ndone++] = pfn;
	return 0;
}


/* An action's outcome: a log line, a JSON record,
 * a metric (and the state, for a page done). */
static void
action_say(struct daemon *d, int prio, const char *action, const char *what,
    int ok, const char *fmt, ...)
{
	struct line l = LINE_INIT(l);
	char msg[512], when[32];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	daemon_note(d, prio, "%s: %s", what, msg);
	if (d->json.fd < 0 && !d->json.waiting)
		return;
	iso_time((uint64_t)time(NULL), when, sizeof when);
	json_head(&l, d->sys.host);
	lprintf(&l,
	    "\"kind\":\"action\",\"time\":\"%s\",\"action\":\"%s\",\"target\":",
	    when, action);
	ljson(&l, what);
	lprintf(&l, ",\"result\":\"%s\",\"message\":", ok > 0 ? "done" :
	    ok == 0 ? "failed" : "noted");
	ljson(&l, msg);
	lstr(&l, "}\n");
	logsink_add(&d->json, l.b, l.n);
}

/* page_mark_done from an action: a page that cannot be remembered is said. */
static void
page_remember(struct daemon *d, uint64_t pfn, const char *what)
{
	if (page_mark_done(&d->cfg->page, pfn) < 0)
		action_say(d, LOG_WARNING, "account", what, -1,
		    "not remembered: %zu pages are remembered "
		    "already (at most %d): after a restart a crossing may act "
		    "on this page again",
		    d->cfg->page.ndone, PAGES_DONE);
}

/*
 * Is the page HWPOISON (KPF_HWPOISON, bit 19 of its /proc/kpageflags word)?
 * 1 yes, 0 no, -1 cannot tell (no such file, not readable): the exact check;
 * HardwareCorrupted's growth is the fallback, which another page can race.
 */
static int
page_poisoned(uint64_t pfn)
{
	uint64_t flags;
	int fd = open("/proc/kpageflags", O_RDONLY | O_CLOEXEC), n;

	if (fd < 0)
		return -1;
	n = pread(fd, &flags, sizeof flags,
	    (off_t)(pfn * sizeof flags)) == (ssize_t)sizeof flags;
	close(fd);
	return n ? (int)(flags >> 19 & 1) : -1;
}

/*
 * One attempt to offline page t->pfn: write its address to the kernel's
 * file, then verify: HardwareCorrupted must grow (soft_offline_page and
 * memory_failure() both count the page there).  A failure is retried with
 * backoff; soft-then-hard goes hard when the soft retries run out.
 */
static void
page_try_once(struct daemon *d, struct page_try *t)
{
	struct page_offline_cfg *p = &d->cfg->page;
	const char *file = t->hard ? p->hard_path : p->path, *how = t->hard ?
	    "hard" : "soft";
	char val[32], what[48], why[200] = "";
	long before = hw_corrupted_kb(), after;
	int fd, ok = 0, was = page_poisoned(t->pfn), is;

	snprintf(what, sizeof what, "page 0x%" PRIx64, t->pfn << 12);
	snprintf(val, sizeof val, "0x%" PRIx64 "\n", t->pfn << 12);
	t->tries++;
	if (was == 1) {	/* the kernel (or its collector) took it out already */
		action_say(d, LOG_WARNING, t->hard ? "hard-offline" :
		    "soft-offline", what, 1, "already taken "
		    "out by the kernel (/proc/kpageflags HWPOISON): nothing to "
		    "do");
		page_remember(d, t->pfn, what);
		t->next = 0;
		d->state_dirty = 1;
		return;
	}
	if ((fd = open(file, O_WRONLY | O_CLOEXEC)) < 0 ||
	    write(fd, val, strlen(val)) < 0)
		snprintf(why, sizeof why, "%s offline via %s failed: %s", how,
		    file, strerror(errno));
	else if ((is = page_poisoned(t->pfn)) >= 0) {	/* the page's own
							 * flag: exact */
		after = hw_corrupted_kb();
		if (is)
			ok = 1;
		else
			snprintf(why, sizeof why,
			    "%s offline written to %s, but /proc/kpageflags "
			    "does not "
			    "show the page HWPOISON: not verified", how, file);
	} else if ((after = hw_corrupted_kb()) < 0 || before < 0)
		snprintf(why, sizeof why,
		    "%s offline written to %s, but /proc/meminfo has no "
		    "HardwareCorrupted (a kernel without "
		    "CONFIG_MEMORY_FAILURE?) to verify it",
		    how, file);
	else if (after <= before)
		snprintf(why, sizeof why,
		    "%s offline written to %s, but HardwareCorrupted stayed "
		    "%ld kB: "
		    "not verified", how, file, after);
	else
		ok = 1;
	if (fd >= 0)
		close(fd);
	if (ok) {
		action_say(d, LOG_WARNING, t->hard ? "hard-offline" :
		    "soft-offline", what, 1, "%s-offlined, "
		    "verified: %sHardwareCorrupted %ld -> %ld kB (attempt %u)",
		    how, is >= 0 ? "/proc/kpageflags HWPOISON, " : "", before,
		    after, t->tries);
		p->results[t->hard ? PA_HARD : PA_SOFT][0]++;
		page_remember(d, t->pfn, what);
		t->next = 0;
		d->metrics_dirty = d->state_dirty = 1;
		return;
	}
	if (t->tries <= p->retries) {
		t->next = now_mono() + 5.0 * (1u << MIN(t->tries - 1, 10u));
		action_say(d, LOG_ERR, t->hard ? "hard-offline" :
		    "soft-offline", what, 0, "%s; retry %u of %u in %.0f s",
		    why, t->tries, p->retries, t->next - now_mono());
		return;
	}
	if (!t->hard && p->action == PA_SOFT_HARD) {
		action_say(d, LOG_ERR, "soft-offline", what, 0,
		    "%s; %u attempts failed: hard offline next", why, t->tries);
		p->results[PA_SOFT][1]++;
		t->hard = 1;
		t->tries = 0;
		page_try_once(d, t);
		return;
	}
	action_say(d, LOG_ERR, t->hard ? "hard-offline" : "soft-offline", what,
	    0, "%s; gave up after %u attempts: the page stays in use", why,
	    t->tries);
	p->results[t->hard ? PA_HARD : PA_SOFT][1]++;	/* pages given up, as
							 * done counts pages */
	d->metrics_dirty = 1;
	page_remember(d, t->pfn, what);	/* not again: said, and
					 * in the state file */
	t->next = 0;
	d->state_dirty = 1;
}

/* Retries that are due. */
static void
page_tries_due(struct daemon *d)
{
	struct page_offline_cfg *p = &d->cfg->page;
	double now = now_mono();
	size_t i;

	for (i = 0; i < PAGE_TRIES; i++)
		if (p->tr[i].next > 0 && p->tr[i].next <= now)
			page_try_once(d, &p->tr[i]);
}

/* Seconds to the next retry; -1 none. */
static double
page_tries_next(const struct daemon *d)
{
	const struct page_offline_cfg *p = &d->cfg->page;
	double t = -1, now = now_mono();
	size_t i;

	for (i = 0; i < PAGE_TRIES; i++)
		if (p->tr[i].next > 0)
			t = t < 0 ? MAX(0, p->tr[i].next - now) : MIN(t,
			    MAX(0, p->tr[i].next - now));
	return t;
}

/* A page's threshold crossed: its action (never twice
 * on a page; never for a text log's record). */
static void
page_act(struct daemon *d, const struct mce_record *r, uint64_t pfn,
    const char *what)
{
	struct page_offline_cfg *p = &d->cfg->page;
	struct page_try *t = NULL;
	char why[400];
	size_t i;

	if (p->action == PA_ACCOUNT) {
		action_say(d, LOG_WARNING, "account", what, -1,
		    "threshold crossed; page-action account: not offlined");
		p->results[PA_ACCOUNT][0]++;
		return;
	}
	/* anyone who can write a log line or a capture could choose the page */
	if (!policy_may(r, ACT_PAGE, p->action == PA_HARD ? p->hard_path :
	    p->path, p->action == PA_HARD ? PAGE_HARD_FILE : PAGE_SOFT_FILE,
	    why, sizeof why) || (p->action == PA_SOFT_HARD && !policy_may(r,
	    ACT_PAGE, p->hard_path, PAGE_HARD_FILE, why, sizeof why))) {
		action_say(d, LOG_WARNING, "account", what, -1,
		    "threshold crossed; not acted on: %s", why);
		return;
	}
	if (page_done(p, pfn))
		return;
	for (i = 0; i < PAGE_TRIES && !t; i++)
		if (!p->tr[i].next)
			t = &p->tr[i];
	if (!t) {
		action_say(d, LOG_ERR, pa_names[p->action], what, 0,
		    "%d pages already waiting for a retry: not offlined",
		    PAGE_TRIES);
		return;
	}
	*t = (struct page_try){ .pfn = pfn, .hard = p->action == PA_HARD };
	page_try_once(d, t);
}

/* ---- CPU actions --------------------------------------------------------- */

static int
core_bank(const struct mce_record *r, const struct decoded *dec)
{
	const struct smca_bank_type *t;
	size_t i;

	if (!HAS(r, F_BANK))
		return 0;
	if ((dec->model.vendor == VENDOR_AMD ||
	    dec->model.vendor == VENDOR_HYGON) && amd_smca(&dec->model, r)) {
		if (!HAS(r, F_IPID) ||
		    !(t = smca_type(r->v[F_IPID], &dec->model)))
			return 0;
		for (i = 0; i < LEN(smca_core_types); i++)
			if (!strcmp(t->name, smca_core_types[i]))
				return 1;
		return 0;
	}
	for (i = 0; dec->model.vendor == VENDOR_INTEL &&
	    i < LEN(intel_core_banks); i++)
		if (intel_core_banks[i].plat == (enum platform)dec->plat &&
		    r->v[F_BANK] >= intel_core_banks[i].lo &&
		    r->v[F_BANK] <= intel_core_banks[i].hi)
			return 1;
	return 0;
}

static int
cpu_isolated(const struct page_offline_cfg *p, unsigned cpu)
{
	unsigned i;

	for (i = 0; i < p->niso; i++)
		if (p->iso[i].cpu == cpu)
			return 1;
	return 0;
}

static void
cpu_mark_isolated(struct page_offline_cfg *p, unsigned cpu, double when)
{
	if (!cpu_isolated(p, cpu) && p->niso < CPUS_ISOLATED)
		p->iso[p->niso++] = (struct cpu_isolated){ cpu, when };
}

/* A refused isolation: said, counted; nothing moved. */
static void
cpu_refuse(struct daemon *d, const char *what, const char *why)
{
	action_say(d, LOG_WARNING, "isolate", what, -1,
	    "threshold crossed; not isolated: %s", why);
	d->cfg->page.cpu_results[CA_ISOLATE][2]++;
	d->metrics_dirty = 1;
}

/*
 * Take one CPU offline and check that it went: its online file reads 0 and
 * the directory's online list no longer has it.  0 done, -1 not (why says).
 */
static int
cpu_offline(const char *dir, int cpu, char *why, size_t len)
{
	char path[PATH_MAX], *t;
	int fd, in;

	if (mkpath(path, sizeof path, "%s/cpu%d/online", dir, cpu) < 0) {
		snprintf(why, len, "cpu%d: %s", cpu, strerror(errno));
		return -1;
	}
	if ((fd = open(path, O_WRONLY | O_CLOEXEC)) < 0 ||
	    write(fd, "0\n", 2) != 2) {
		snprintf(why, len, "writing 0 to %.240s: %s", path,
		    strerror(errno));
		if (fd >= 0)
			close(fd);
		return -1;
	}
	close(fd);
	if (!(t = slurp(path, NULL))) {
		snprintf(why, len,
		    "0 written to %.240s, which cannot be read back (%s): not "
		    "verified",
		    path, strerror(errno));
		return -1;
	}
	in = t[0] == '0' && (t[1] == '\n' || !t[1]);
	free(t);
	if (!in) {
		snprintf(why, len,
		    "0 written to %.240s, but it does not read 0: not verified",
		    path);
		return -1;
	}
	if ((in = cpu_in_file(dir, "online", cpu, why, len)) != 0) {
		if (in > 0)
			snprintf(why, len,
			    "%.200s reads 0, but CPU %d is still in "
			    "%.100s/online: not verified",
			    path, cpu, dir);
		return -1;
	}
	return 0;
}

/*
 * May the core of cpu go offline for r now?  0 yes: its CPUs in sib[0..*np)
 * and in list; -1 no, why says it; 1 nothing to do (ras took it offline,
 * and it is so still).
 */
static int
cpu_core_refused(struct daemon *d, const struct mce_record *r,
    const struct decoded *dec, unsigned cpu, int *sib, int *np, char *list,
    size_t llen, char *why, size_t wlen)
{
	struct page_offline_cfg *p = &d->cfg->page;
	char path[PATH_MAX], *t;
	double now = now_real(), last = 0;
	int n, i, todo = 0, cpu0 = 0;
	size_t k = 0;

	if (!policy_may(r, ACT_CPU, p->cpu_dir, CPU_DIR, why, wlen)) {
		return -1;
	}
	if (!core_bank(r, dec)) {
		snprintf(why, wlen,
		    "bank %" PRIu64 "%s%s%s is not known to be one core's own (on %s): "
		    "the errors may come from a unit several cores share",
		    r->v[F_BANK], dec->bank_name[0] ? " (" : "", dec->bank_name,
		    dec->bank_name[0] ? ")" : "", dec->platform ?
		    dec->platform : vendor_name(dec->model.vendor));
		return -1;
	}
	if (!(t = cpu_file(p->cpu_dir, (int)cpu,
	    "topology/thread_siblings_list", path, sizeof path))) {
		snprintf(why, wlen, "its core's CPUs are unknown: %.240s: %s",
		    path, strerror(errno));
		return -1;
	}
	n = cpulist_parse(t, sib, MAX_CPUS);
	free(t);
	if (n < 0) {
		snprintf(why, wlen,
		    "its core's CPUs are unknown: %.240s is not a CPU list",
		    path);
		return -1;
	}
	for (i = 0; i < n; i++) {
		if (k < llen)
			k += snprintf(list + k, llen - k, "%s%d", i ? "," : "",
			    sib[i]);
		todo += !cpu_isolated(p, (unsigned)sib[i]);
		cpu0 |= sib[i] == 0;
	}
	if (cpu0) {
		snprintf(why, wlen,
		    "its core (CPUs %s) holds CPU 0, which is never taken "
		    "offline",
		    list);
		return -1;
	}
	if (!todo) {
		for (i = 0; i < n &&
		    cpu_in_file(p->cpu_dir, "online", sib[i], why,
		    wlen) == 0; i++)
			;
		if (i == n)
			return 1;	/* ras took this core offline (said
					 * then): a record read late */
		snprintf(why, wlen,
		    "ras took its core (CPUs %s) offline before, and CPU %d is "
		    "online "
		    "again (a reboot, or someone brought it back): not taken "
		    "offline twice",
		    list, sib[i]);
		return -1;
	}
	*np = n;
	for (i = 0; i < (int)p->niso; i++)
		last = MAX(last, p->iso[i].when);
	if (p->niso + todo > p->cpu_max) {
		snprintf(why, wlen,
		    "its core (CPUs %s) would take %u CPUs offline in all, "
		    "more than "
		    "cpu-isolate-max %u", list, p->niso + todo, p->cpu_max);
		return -1;
	}
	if (last > 0 && now - last < p->th[TH_CPU].period) {
		char when[32];

		iso_time((uint64_t)last, when, sizeof when);
		snprintf(why, wlen,
		    "one core per cpu-threshold period (%.0f s): ras took a "
		    "core offline "
		    "at %s", p->th[TH_CPU].period, when);
		return -1;
	}
	return 0;
}

/*
 * A CPU bank's threshold crossed: the CPU action.  isolate takes the core
 * (the CPU and its SMT siblings, which share its banks) offline, verified,
 * under three limits: never CPU 0, at most cpu-isolate-max CPUs in all, one
 * core per threshold period; and only for a bank that is the core's own
 * (core_bank) in a record read live from the kernel.
 */
static void
cpu_act(struct daemon *d, const struct mce_record *r, const struct decoded *dec,
    unsigned cpu, const char *what)
{
	struct page_offline_cfg *p = &d->cfg->page;
	static int sib[MAX_CPUS];
	char why[400] = "", list[160] = "";
	double now = now_real();
	int n = 0, i, done = 0;

	if (p->cpu_action == CA_ACCOUNT) {
		action_say(d, LOG_WARNING, "account", what, -1,
		    "threshold crossed; cpu-action account: not isolated");
		p->cpu_results[CA_ACCOUNT][0]++;
		d->metrics_dirty = 1;
		return;
	}
	switch (cpu_core_refused(d, r, dec, cpu, sib, &n, list, sizeof list,
	    why, sizeof why)) {
	case -1:
		cpu_refuse(d, what, why);
		return;
	case 1:
		return;
	}
	for (i = 0; i < n; i++) {
		int on = cpu_in_file(p->cpu_dir, "online", sib[i], why,
		    sizeof why);

		if (on < 0)
			break;
		if (on == 0)
			continue;	/* offline already: not ours to count */
		if (cpu_offline(p->cpu_dir, sib[i], why, sizeof why) < 0)
			break;
		cpu_mark_isolated(p, (unsigned)sib[i], now);
		done++;
		d->state_dirty = 1;
	}
	/* now, not within SAVE_INTERVAL: a daemon killed meanwhile would forget
	 * them, and cpu-isolate-max ("in all") with them */
	if (done && d->cfg->state_path)
		daemon_saved(d, 1, d->cfg->state_path,
		    state_write(d->state_at, &d->cnt));
	if (i < n) {
		action_say(d, LOG_ERR, "isolate", what, 0,
		    "core of CPUs %s: %s%s", list, why,
		    done ? "; the CPUs before it in the list are offline" : "");
		p->cpu_results[CA_ISOLATE][1]++;
	} else if (!done) {
		action_say(d, LOG_WARNING, "isolate", what, -1,
		    "core of CPUs %s: offline already (not by ras)", list);
	} else {
		action_say(d, LOG_WARNING, "isolate", what, 1,
		    "core of CPUs %s taken offline, verified: "
		    "%d CPU%s now offline by ras (each cpuN/online reads 0 and "
		    "%s/online lists none of them)",
		    list, done, done == 1 ? "" : "s", p->cpu_dir);
		p->cpu_results[CA_ISOLATE][0]++;
	}
	d->metrics_dirty = 1;
}

/* ---- thresholds ---------------------------------------------------------- */

/* How far a bucket is to its threshold, 0..1; a crossed one is kept as full. */
static double
bucket_way(const struct page_offline_cfg *p, const struct bucket *b)
{
	unsigned n = b->kind < NTH ? p->th[b->kind].count : 0;

	return b->crossed || !n ? 1 : (double)b->count / n;
}

/* The bucket of kind/key, at its level after
 * draining to now; created when missing. */
static struct bucket *
bucket_get(struct page_offline_cfg *p, int kind, uint64_t key, const char *name)
{
	struct bucket *b = NULL, *victim = NULL;
	size_t i;

	for (i = 0; i < BUCKETS && !b; i++) {
		const struct bucket *v = &p->b[i];

		if (v->start > 0 && v->kind == kind && v->key == key)
			b = &p->b[i];
		/* the first free, else the least way to */
		else if (!victim || (!v->start ? victim->start != 0 :
		    victim->start &&
		    (bucket_way(p, v) < bucket_way(p, victim) ||	/* its threshold, then the window ending first */
		    (bucket_way(p, v) == bucket_way(p, victim) &&
		    v->start + v->period < victim->start + victim->period))))
			victim = &p->b[i];
	}
	if (!b) {
		b = victim;
		memset(b, 0, sizeof *b);
		b->kind = kind;
		b->key = key;
		snprintf(b->name, sizeof b->name, "%s", name);
	}
	return b;
}

/*
 * One error into a bucket at time now; 1 when it makes the window's first
 * crossing.  Later crossings in the window are counted, not said again: a
 * storm on one page must not become a storm of crossings.  The window is
 * bounded both ways: an error up to a period before its start (a log read
 * late, a clock a little behind) is in it; one earlier still is not, and
 * is not counted at all (-1): a clock stepped back must not make a window
 * that never ends.
 */
static int
bucket_add(struct bucket *b, const struct threshold *th, double now)
{
	if (b->start && now < b->start - th->period)
		return -1;
	if (!b->start || now - b->start > th->period) {
		b->start = now;
		b->count = b->crossed = 0;
	}
	b->period = th->period;
	if (++b->count < th->count)
		return 0;
	b->count = 0;
	return ++b->crossed == 1;
}

/* FNV-1a, continued from h over n bytes at p */
static uint64_t
fnv1a(uint64_t h, const void *p, size_t n)
{
	const unsigned char *c = p;

	while (n--)
		h = (h ^ *c++) * 1099511628211ull;
	return h;
}

static uint64_t
key_hash(const char *s)
{
	return fnv1a(1469598103934665603ull, s, strlen(s));
}

/*
 * An AMD UMC bank's MCA_ADDR is the UMC's normalised address, not a system
 * physical one (amd64_edac translates it): no page is named by it.
 */
static int
amd_umc_addr(const struct mce_record *r, const struct decoded *dec)
{
	struct mce_where w;

	return mce_where(r, dec, &w) && !strcmp(w.unit, "UMC");
}

/*
 * The system physical address of a record's page, when it names one as the
 * kernel would use it (mce_usable_address()): Intel needs ADDRV and MISCV,
 * MCi_MISC's address mode physical (8:6 = 2) and its least significant
 * valid bit within the page (5:0 <= 12); AMD's legacy banks ADDRV; an AMD
 * UMC's address is its own (amd_umc_addr); EDAC's and CPER's a grain or
 * mask within the page.
 */
static int
page_addr(const struct mce_record *r, const struct decoded *dec, uint64_t *addr)
{
	const struct mem_error *m = r->mem;
	uint64_t st = r->v[F_STATUS], misc = r->v[F_MISC], g;

	if (!dram_error(r, dec))
		return 0;
	if (m) {
		if (!MHAS(m, M_ADDR))
			return 0;
		g = MHAS(m, M_GRAIN) ? m->v[M_GRAIN] : MHAS(m, M_ADDR_MASK) ?
		    ~m->v[M_ADDR_MASK] + 1 : 1;
		*addr = m->v[M_ADDR];
		return g >= 1 && g <= 4096;
	}
	if (!HAS(r, F_ADDR) || !(st & S_ADDRV) || amd_umc_addr(r, dec))
		return 0;
	if (dec->model.vendor != VENDOR_AMD &&
	    dec->model.vendor != VENDOR_HYGON && (!(st & S_MISCV) ||
	    !HAS(r, F_MISC) || BITS(misc, 8, 6) != 2 || BITS(misc, 5, 0) > 12))
		return 0;
	*addr = r->v[F_ADDR];
	return 1;
}

/*
 * A corrected error into the buckets it belongs to: its page, its DIMM (the
 * one slot it is located to), its socket, and for cache and TLB errors its
 * CPU and bank.  Each crossing is said, counted, given to the trigger, and
 * for a page acted on.
 */
static void
thresholds_account(struct daemon *d, const struct mce_record *r,
    const struct decoded *dec)
{
	struct page_offline_cfg *p = &d->cfg->page;
	const struct smbios_dimm *slot = NULL;
	const struct mcacod_row *f;
	const char *basis;
	char name[72], key[160], loc[48], why[300];
	double now = record_time(r);
	uint64_t addr = CELL_NONE, k[NTH];
	int kind, have[NTH] = { 0 }, any = 0, rc;
	struct dimm_cell cell;

	for (kind = 0; kind < NTH; kind++)
		any |= p->th[kind].count > 0;
	if ((dec->sev != SEV_CORRECTED &&
	    dec->sev != SEV_CORRECTED_THRESHOLD) || now <= 0 ||
	    apei_stand_in(r) || !any)
		return;	/* firmware-first: the kernel's GHES
			 * code offlines those itself */
	/* the machine's memory and CPUs; a PCIe link is its device's */
	have[TH_NODE] = !DEVICE_KIND(r), k[TH_NODE] = 0;
	if (dec->memory && page_addr(r, dec, &addr))
		have[TH_PAGE] = 1, k[TH_PAGE] = addr >> 12;
	if (dec->memory && dram_error(r, dec) &&
	    (slot = record_slot(r, dec, &basis))) {
		dimm_key(slot, key, sizeof key), have[TH_DIMM] = 1,
		    k[TH_DIMM] = key_hash(key);
		/* the firmware's string: escaped, as it goes
		 * into names, logs and the trigger's RAS_KEY */
		escape_text(loc, sizeof loc, slot->str[T17_LOCATOR] ?
		    slot->str[T17_LOCATOR] : key,
		    strlen(slot->str[T17_LOCATOR] ? slot->str[T17_LOCATOR] :
		    key), NULL);
		/* a rank and a row where the reporter names
		 * them (EDAC, CPER, AMD's chip select) */
		dimm_cell_of(r, dec, &cell);
		if (cell.rank >= 0)
			have[TH_RANK] = 1, k[TH_RANK] = fnv1a(k[TH_DIMM],
			    &cell.rank, sizeof cell.rank);
		if (cell.bank >= 0 && cell.row >= 0) {
			/* not the rank: not every reporter names it */
			int32_t v[2] = { cell.bank, cell.row };

			have[TH_ROW] = 1, k[TH_ROW] = fnv1a(k[TH_DIMM], v,
			    sizeof v);
		}
	}
	if (dec->memory && HAS(r, F_SOCKETID) && !r->mem &&
	    r->kind == KIND_MCE)
		have[TH_SOCKET] = 1, k[TH_SOCKET] = r->v[F_SOCKETID];
	if (DEVICE_KIND(r) && r->pcie->dev[0])	/* a device's link */
		have[TH_PCIE] = 1, k[TH_PCIE] = key_hash(r->pcie->dev);
	/* a memory error's code can have the
	 * cache form (AMD UMC): not a core's */
	if (!dec->memory && !r->mem && r->kind == KIND_MCE && HAS(r, F_CPU) &&
	    HAS(r, F_BANK) &&
	    (f = mcacod_form(BITS(r->v[F_STATUS], 15, 0))) &&
	    (f->form == FORM_CACHE || f->form == FORM_GENERIC_CACHE ||
	    f->form == FORM_TLB))
		have[TH_CPU] = 1, k[TH_CPU] = r->v[F_CPU] << 16 | r->v[F_BANK];
	/* an error's reports by MCE, EDAC and CPER count once in each bucket
	 * they all feed; one that feeds a bucket the others cannot (EDAC's
	 * system address on AMD) counts there */
	for (kind = 0; kind < NTH; kind++)
		if (have[kind] && p->th[kind].count && (kind != TH_NODE ||
		    dec->memory) && kind != TH_PCIE &&
		    report_paired(p->pend[kind],
		    &p->npend[kind], r, dec, now))
			have[kind] = 0;
	for (kind = 0; kind < NTH; kind++) {
		struct bucket *b;

		if (!have[kind] || !p->th[kind].count)
			continue;
		if (kind == TH_PAGE)
			snprintf(name, sizeof name, "page 0x%" PRIx64,
			    k[kind] << 12);
		else if (kind == TH_DIMM)
			snprintf(name, sizeof name, "%s%.60s",
			    dimm_word(loc), loc);
		else if (kind == TH_SOCKET)
			snprintf(name, sizeof name, "socket %" PRIu64, k[kind]);
		else if (kind == TH_RANK)
			snprintf(name, sizeof name, "%s%.40s rank %d",
			    dimm_word(loc), loc, cell.rank);
		else if (kind == TH_ROW) {	/* bank: its group in the bits
						 * above 8 (dimm_cell_of) */
			char rk[24] = "", bg[16] = "", t[160];

			if (cell.rank >= 0)
				snprintf(rk, sizeof rk, " rank %d", cell.rank);
			/* a group only when the reporter gave one */
			if (r->mem && MHAS(r->mem, M_BANK_GROUP))
				snprintf(bg, sizeof bg, "%d.", cell.bank >> 8);
			snprintf(t, sizeof t, "%s%.24s%s bank %s%d row 0x%x",
			    dimm_word(loc), loc, rk, bg, cell.bank & 0xff,
			    (unsigned)cell.row);
			snprintf(name, sizeof name, "%.71s", t);
		}
		else if (kind == TH_NODE)
			snprintf(name, sizeof name, "node");
		else if (kind == TH_PCIE)
			snprintf(name, sizeof name, "PCIe %.60s", r->pcie->dev);
		else
			snprintf(name, sizeof name,
			    "CPU %" PRIu64 " bank %" PRIu64, k[kind] >> 16,
			    k[kind] & 0xffff);
		b = bucket_get(p, kind, k[kind], name);
		d->state_dirty = 1;
		if ((rc = bucket_add(b, &p->th[kind], now)) < 0)
			action_say(d, LOG_WARNING, "threshold", b->name, -1,
			    "an error of %.0f s before its "
			    "%s-threshold window began (the clock went back, "
			    "or an old log): not counted",
			    b->start - now, th_names[kind]);
		if (rc <= 0)
			continue;
		p->crossings[kind]++;
		d->metrics_dirty = 1;
		action_say(d, LOG_WARNING, "threshold", b->name, -1,
		    "%u corrected errors in %.0f s: the "
		    "%s-threshold %u/%.0fs is crossed", p->th[kind].count,
		    p->th[kind].period, th_names[kind], p->th[kind].count,
		    p->th[kind].period);
		if (policy_may(r, ACT_TRIGGER, NULL, NULL, why, sizeof why))
			trigger_threshold(d, r, dec, kind, b->name);
		if (kind == TH_PAGE && p->action != PA_OFF)
			page_act(d, r, k[kind], b->name);
		if (kind == TH_CPU && p->cpu_action != CA_OFF)
			cpu_act(d, r, dec, (unsigned)(k[kind] >> 16), b->name);
	}
}

/* ---- storms -------------------------------------------------------------- */

/* FNV-1a over a record's identity: identical records
 * (apart from time, address, overflow, count) */
static uint64_t
storm_key(const struct mce_record *r)
{
	uint64_t h, v[4] = { 0 };

	if (r->kind == KIND_MEM) {
		v[0] = 1, v[1] = (uint64_t)r->mem->source, v[2] = MHAS(r->mem,
		    M_MC) ? r->mem->v[M_MC] : ~0ull;
		v[3] = MHAS(r->mem, M_SEV) ? r->mem->v[M_SEV] : ~0ull;
	} else if (r->kind == KIND_PCIE) {	/* one device's errors */
		v[0] = 3, v[2] = r->pcie->status;
		v[1] = r->pcie->present & P_SEV ? (uint64_t)r->pcie->sev :
		    ~0ull;
	} else if (r->kind == KIND_CXL) {	/* one memdev's events */
		v[0] = 4, v[1] = (uint64_t)r->pcie->cxl.type;
		v[2] = (uint64_t)cxl_grade(&r->pcie->cxl);
		h = fnv1a(1469598103934665603ull, v, sizeof v);
		return fnv1a(h, r->pcie->cxl.memdev,
		    strlen(r->pcie->cxl.memdev)) | 1;
	} else {
		v[0] = 2, v[1] = HAS(r, F_CPU) ? r->v[F_CPU] : ~0ull,
		    v[2] = HAS(r, F_BANK) ? r->v[F_BANK] : ~0ull;
		/* overflow; corrected count 52:38 */
		v[3] = r->v[F_STATUS] & ~(S_OVER | 0x001fffc000000000ull);
	}
	h = fnv1a(1469598103934665603ull, v, sizeof v);
	if (r->kind == KIND_MEM) {	/* the reporter's words: the same
					 * operation on the same DIMM */
		h = fnv1a(h, r->mem->op, strlen(r->mem->op));
		h = fnv1a(h, r->mem->label, strlen(r->mem->label));
	}
	if (r->kind == KIND_PCIE)
		h = fnv1a(h, r->pcie->dev, strlen(r->pcie->dev));
	return h ? h : 1;
}

/* The window of storm s ended at now: its summary
 * line, and the storm's end if it calmed. */
static void
storm_roll(struct daemon *d, struct storm *s, double now)
{
	char when[32] = "";
	double w = d->cfg->storm_window;

	if (s->folding && s->folded) {	/* the window, or as much of it
					 * as has passed (at exit) */
		iso_time(s->last_wall, when, sizeof when);
		daemon_note(d, LOG_WARNING,
		    "storm: %s: repeated %" PRIu64 " times in %.0f s, last at %s "
		    "(each is in the JSON log)", s->what, s->folded,
		    MAX(1.0, MIN(w, now - s->start)), when[0] ? when :
		    "an unknown time");
	}
	if (s->folding && s->in_window <= d->cfg->storm_threshold) {
		daemon_note(d, LOG_NOTICE,
		    "storm over: %s: %" PRIu64 " records summarised in all",
		    s->what, s->total);
		s->folding = 0;
		s->total = 0;
	}
	s->start += w * MAX(1.0, (double)(uint64_t)((now - s->start) / w));
	s->in_window = s->folded = 0;
}

/*
 * Is this record part of a storm, to be left out of the text log and
 * syslog?  Counts it in its storm's window; the line that starts a storm
 * says so.
 */
static int
storm_fold(struct daemon *d, const struct mce_record *r,
    const struct decoded *dec)
{
	struct storm *s = NULL, *lru = &d->storm[0];
	double now = now_mono();
	uint64_t key;
	size_t i;

	if (!d->cfg->storm_threshold || dec->sev >= SEV_DEFERRED ||
	    dec->sev == SEV_INVALID)
		return 0;	/* only corrected records fold:
				 * anything worse is always written */
	key = storm_key(r);
	for (i = 0; i < STORMS && !s; i++) {
		if (d->storm[i].key == key)
			s = &d->storm[i];
		else if (d->storm[i].used < lru->used || (!d->storm[i].key &&
		    lru->key))
			lru = &d->storm[i];
	}
	if (!s) {
		if (lru->key && lru->folding)
			storm_roll(d, lru, now);	/* its count is
							 * said before the
							 * slot goes */
		s = lru;
		memset(s, 0, sizeof *s);
		s->key = key;
		s->start = now;
	}
	while (now - s->start >= d->cfg->storm_window)
		storm_roll(d, s, now);
	s->used = now;
	s->in_window++;
	if (!s->folding && s->in_window > d->cfg->storm_threshold) {
		s->folding = 1;
		if (r->kind == KIND_MEM || DEVICE_KIND(r))
			snprintf(s->what, sizeof s->what, "%s %s: %.120s",
			    severity_names[dec->sev], dec->bank_name,
			    dec->error);
		else
			snprintf(s->what, sizeof s->what,
			    "CPU %" PRIu64 " bank %" PRIu64 " %s %s: %.120s",
			    r->v[F_CPU], r->v[F_BANK], severity_names[dec->sev],
			    dec->bank_name, dec->error);
		daemon_note(d, LOG_WARNING,
		    "storm: %s: more than %u identical records in %u s; they "
		    "are "
		    "summarised once every %u s here and in syslog (the JSON "
		    "log and metrics keep each)",
		    s->what, d->cfg->storm_threshold, d->cfg->storm_window,
		    d->cfg->storm_window);
	}
	if (!s->folding)
		return 0;
	s->folded++;
	s->total++;
	d->storm_folded++;
	s->last_wall = HAS(r, F_WALLTIME) ? r->v[F_WALLTIME] :
	    (uint64_t)time(NULL);
	return 1;
}

/* Summaries due without a record to bring them:
 * each folding storm's window that ended. */
static void
storm_tick(struct daemon *d)
{
	double now = now_mono();
	size_t i;

	for (i = 0; i < STORMS; i++)
		if (d->storm[i].key && d->storm[i].folding &&
		    now - d->storm[i].start >= d->cfg->storm_window)
			storm_roll(d, &d->storm[i], now);
}

/* Seconds to the next storm summary; -1 none. */
static double
storm_due(const struct daemon *d)
{
	double t = -1, now = now_mono(), due;
	size_t i;

	for (i = 0; i < STORMS; i++)
		if (d->storm[i].key && d->storm[i].folding) {
			due = MAX(0, d->storm[i].start +
			    d->cfg->storm_window - now);
			t = t < 0 ? due : MIN(t, due);
		}
	return t;
}

/* At exit: what each storm folded in its last window. */
static void
storm_flush(struct daemon *d)
{
	size_t i;

	for (i = 0; i < STORMS; i++)
		if (d->storm[i].key && d->storm[i].folding &&
		    d->storm[i].folded) {
			/* still on: no "over" line */
			d->storm[i].in_window = d->cfg->storm_threshold + 1ull;
			storm_roll(d, &d->storm[i], now_mono());
		}
}

/* ---- metrics ------------------------------------------------------------- */

/*
 * Prometheus label value: backslash, quote and newline escaped; it must be
 * UTF-8, and firmware strings need not be: a byte that is not, or a
 * control character, is written as '?'.
 */
static void
prom_label(struct line *l, const char *v)
{
	const unsigned char *p = (const unsigned char *)v;
	int n;

	while (*p) {
		if (*p == '\\' || *p == '"')
			lput(l, "\\", 1);
		if (*p == '\n') {
			lstr(l, "\\n");
			p++;
		} else if (*p < 0x20 || *p == 0x7f || !(n = utf8_len(p))) {
			lput(l, "?", 1);
			p++;
		} else {
			lput(l, (const char *)p, (size_t)n);
			p += n;
		}
	}
}

/* Is this DIMM in a populated slot now (or is there no inventory to tell)? */
static int
dimm_present(const struct dimm_count *k)
{
	char key[160];
	size_t i;

	for (i = 0; dimm_inv && i < dimm_inv->nd; i++) {
		if (!slot_populated(&dimm_inv->d[i]))
			continue;
		dimm_key(&dimm_inv->d[i], key, sizeof key);
		if (!strcmp(key, k->key))
			return 1;
	}
	return !dimm_inv || !dimm_inv->nd;
}

static void
prom_dimm_labels(struct line *l, const struct dimm_count *k)
{
	lstr(l, "{key=\"");
	prom_label(l, k->key);
	lstr(l, "\",locator=\"");
	prom_label(l, k->locator);
	lstr(l, "\",bank_locator=\"");
	prom_label(l, k->bank);
	lstr(l, "\",serial=\"");
	prom_label(l, k->serial);
	lput(l, "\"", 1);
}

/* Per DIMM: errors by severity, and the verdict (dimm_verdict) as a number. */
static int
metrics_dimms(char **buf, size_t *len, size_t *cap, const struct counters *c,
    double now)
{
	struct line l = LINE_INIT(l);
	size_t i;
	int rc = 0;

	lprintf(&l,
	    "# HELP ras_memory_errors_unplaced_total DRAM error reports not "
	    "located to one DIMM "
	    "(reports: an error reported by both MCE and EDAC counts twice "
	    "here).\n# TYPE ras_memory_errors_unplaced_total counter\n"
	    "ras_memory_errors_unplaced_total{severity=\"corrected\"} %" PRIu64 "\n"
	    "ras_memory_errors_unplaced_total{severity=\"uncorrected\"} %" PRIu64 "\n",
	    c->unplaced[0], c->unplaced[1]);
	rc = text_append(buf, len, cap, &l);
	l.n = 0;
	if (!c->ndimm || rc)
		return rc;
	lstr(&l,
	    "# HELP ras_dimm_errors_total Memory errors located to one DIMM "
	    "(slot locator, bank "
	    "locator, serial), since the first start; DIMMs in a slot now.\n"
	    "# TYPE ras_dimm_errors_total counter\n");
	for (i = 0; i < c->ndimm && rc == 0; i++) {
		if (!dimm_present(&c->dimm[i]))
			continue;	/* a DIMM taken out: its history
					 * stays in the state file */
		lstr(&l, "ras_dimm_errors_total");
		prom_dimm_labels(&l, &c->dimm[i]);
		lprintf(&l, ",severity=\"corrected\"} %" PRIu64 "\n",
		    c->dimm[i].ce);
		lstr(&l, "ras_dimm_errors_total");
		prom_dimm_labels(&l, &c->dimm[i]);
		lprintf(&l, ",severity=\"uncorrected\"} %" PRIu64 "\n",
		    c->dimm[i].ue);
		rc = text_append(buf, len, cap, &l);
		l.n = 0;
	}
	lstr(&l,
	    "# HELP ras_dimm_verdict What the DIMM's errors call for: 0 ok, 1 "
	    "watch, 2 replace "
	    "(rasd.8, DIMM verdicts).\n# TYPE ras_dimm_verdict gauge\n");
	for (i = 0; i < c->ndimm && rc == 0; i++) {
		if (!dimm_present(&c->dimm[i]))
			continue;
		lstr(&l, "ras_dimm_verdict");
		prom_dimm_labels(&l, &c->dimm[i]);
		lprintf(&l, "} %d\n", dimm_verdict(&c->dimm[i], now, NULL, 0));
		rc = text_append(buf, len, cap, &l);
		l.n = 0;
	}
	return rc;
}

/* Per PCIe device: AER errors by the event's severity. */
static int
metrics_pcie(char **buf, size_t *len, size_t *cap, const struct counters *c)
{
	struct line l = LINE_INIT(l);
	size_t i;
	int s, rc = 0;

	if (!c->npcie)
		return 0;
	lstr(&l,
	    "# HELP ras_pcie_errors_total PCIe AER errors and CXL device "
	    "errors by device (the kernel's name; a CXL memdev's host), its "
	    "slot (sysfs; empty: none known), severity and kind (aer, cxl), "
	    "since the first start.\n"
	    "# TYPE ras_pcie_errors_total counter\n");
	for (i = 0; i < c->npcie && rc == 0; i++) {
		const struct pcie_count *k = &c->pcie[i];
		int kind, any = 0;

		for (s = 0; s < NPSEV; s++)
			any |= k->cxl[s] != 0;
		for (kind = 0; kind < 1 + any; kind++)	/* aer, then cxl */
			for (s = 0; s < NPSEV; s++) {
				lstr(&l, "ras_pcie_errors_total{device=\"");
				prom_label(&l, k->dev);
				lstr(&l, "\",slot=\"");
				prom_label(&l, k->slot);
				lstr(&l, "\",severity=\"");
				lstr(&l, pcie_sevs[s].name);
				lstr(&l, kind ? "\",kind=\"cxl\"} " :
				    "\",kind=\"aer\"} ");
				ldec(&l, kind ? k->cxl[s] : k->n[s] - k->cxl[s]);
				lput(&l, "\n", 1);
			}
		rc = text_append(buf, len, cap, &l);
		l.n = 0;
	}
	return rc;
}

/* Threshold crossings by kind; page actions by action and outcome. */
static int
metrics_actions(char **buf, size_t *len, size_t *cap,
    const struct page_offline_cfg *p)
{
	struct line l = LINE_INIT(l);
	int k, a;

	lstr(&l,
	    "# HELP ras_threshold_crossings_total Leaky-bucket thresholds "
	    "crossed (rasd.8 "
	    "Thresholds), by what they watch.\n# TYPE "
	    "ras_threshold_crossings_total counter\n");
	for (k = 0; k < NTH; k++)
		lprintf(&l,
		    "ras_threshold_crossings_total{kind=\"%s\"} %" PRIu64 "\n",
		    th_names[k], p->crossings[k]);
	lstr(&l,
	    "# HELP ras_page_actions_total Page actions taken on a crossed "
	    "page threshold, by "
	    "outcome (done: verified in /proc/meminfo HardwareCorrupted).\n"
	    "# TYPE ras_page_actions_total counter\n");
	for (a = PA_ACCOUNT; a <= PA_HARD; a++)
		lprintf(&l,
		    "ras_page_actions_total{action=\"%s\",result=\"done\"} %" PRIu64 "\n"
		    "ras_page_actions_total{action=\"%s\",result=\"failed\"} %" PRIu64 "\n",
		    pa_names[a], p->results[a][0], pa_names[a],
		    p->results[a][1]);
	lstr(&l,
	    "# HELP ras_cpu_actions_total CPU actions on a crossed CPU-bank "
	    "threshold, by outcome "
	    "(done: verified in sysfs; refused: a limit or the bank's scope "
	    "said no).\n"
	    "# TYPE ras_cpu_actions_total counter\n");
	lprintf(&l,
	    "ras_cpu_actions_total{action=\"account\",result=\"done\"} %" PRIu64 "\n",
	    p->cpu_results[CA_ACCOUNT][0]);
	lprintf(&l,
	    "ras_cpu_actions_total{action=\"isolate\",result=\"done\"} %" PRIu64 "\n"
	    "ras_cpu_actions_total{action=\"isolate\",result=\"failed\"} %" PRIu64 "\n"
	    "ras_cpu_actions_total{action=\"isolate\",result=\"refused\"} %" PRIu64 "\n",
	    p->cpu_results[CA_ISOLATE][0], p->cpu_results[CA_ISOLATE][1],
	    p->cpu_results[CA_ISOLATE][2]);
	return text_append(buf, len, cap, &l);
}

static int
metrics_write(struct anchor at, const struct counters *c, double start,
    const uint64_t *drops, uint64_t coalesced, uint64_t unrun,
    const uint64_t *save_errors)
{
	char *buf = NULL;
	size_t len = 0, cap = 0, i;
	struct line l = LINE_INIT(l);
	uint64_t by_sev[NSEV] = { 0 };
	int rc = 0;

	lstr(&l,
	    "# HELP ras_mce_errors_total Machine check records logged since "
	    "the first start, "
	    "by CPU, bank and severity.\n# TYPE ras_mce_errors_total "
	    "counter\n");
	for (i = 0; i < c->cap && rc == 0; i++) {
		const struct counter *k = &c->slot[i];

		if (!k->used)
			continue;
		lstr(&l, "ras_mce_errors_total{cpu=\"");
		ldec(&l, k->cpu);
		lstr(&l, "\",bank=\"");
		ldec(&l, k->bank);
		lstr(&l, "\",bank_name=\"");
		prom_label(&l, k->bank_name);
		lstr(&l, "\",severity=\"");
		lstr(&l, severity_names[k->sev]);
		lstr(&l, "\"} ");
		ldec(&l, k->n);
		lput(&l, "\n", 1);
		rc = text_append(&buf, &len, &cap, &l);
		l.n = 0;
	}
	/* every severity from 0: increase() sees the first error */
	for (i = 0; i < c->cap; i++)
		if (c->slot[i].used && c->slot[i].sev < NSEV)
			by_sev[c->slot[i].sev] += c->slot[i].n;
	lstr(&l,
	    "# HELP ras_mce_errors_by_severity_total Machine check records "
	    "logged since the first start, by severity (every severity, "
	    "from 0).\n# TYPE ras_mce_errors_by_severity_total counter\n");
	for (i = 0; i < NSEV; i++)
		lprintf(&l, "ras_mce_errors_by_severity_total{severity=\"%s\"} "
		    "%" PRIu64 "\n", severity_names[i], by_sev[i]);
	lprintf(&l,
	    "# HELP ras_metrics_write_time_seconds When the daemon last wrote "
	    "this file, Unix time: at start and at least every %d s, so an "
	    "old value is a daemon that stopped.\n# TYPE "
	    "ras_metrics_write_time_seconds gauge\n"
	    "ras_metrics_write_time_seconds %lld\n"
	    "# HELP ras_file_write_failures_total Writes of the metrics or the "
	    "state file that failed (each said in the log once until one "
	    "works).\n# TYPE ras_file_write_failures_total counter\n"
	    "ras_file_write_failures_total{file=\"metrics\"} %" PRIu64 "\n"
	    "ras_file_write_failures_total{file=\"state\"} %" PRIu64 "\n",
	    (int)METRICS_REFRESH, (long long)time(NULL), save_errors[0],
	    save_errors[1]);
	if (rc == 0)
		rc = text_append(&buf, &len, &cap, &l);
	l.n = 0;
	if (rc == 0)
		rc = metrics_dimms(&buf, &len, &cap, c, time(NULL));
	if (rc == 0)
		rc = metrics_pcie(&buf, &len, &cap, c);
	if (rc == 0 && c->page)
		rc = metrics_actions(&buf, &len, &cap, c->page);
	lprintf(&l,
	    "# HELP ras_mce_lost_records_total Machine check records the "
	    "kernel or ras lost.\n"
	    "# TYPE ras_mce_lost_records_total counter\nras_mce_lost_records_total %" PRIu64 "\n"
	    "# HELP ras_daemon_start_time_seconds When this ras daemon "
	    "started, Unix time.\n# TYPE ras_daemon_start_time_seconds "
	    "gauge\nras_daemon_start_time_seconds %.3f\n"
	    "# HELP ras_sink_dropped_total Lines or messages a sink could not "
	    "take and dropped "
	    "(disk full past the hold, syslog socket full, collector queue "
	    "full).\n# TYPE ras_sink_dropped_total counter\n", c->lost, start);
	for (i = 0; i < NSINKS; i++)
		lprintf(&l, "ras_sink_dropped_total{sink=\"%s\"} %" PRIu64 "\n",
		    sink_names[i], drops[i]);
	lprintf(&l,
	    "# HELP ras_trigger_coalesced_total Records whose trigger run was "
	    "folded into "
	    "the run of a worse record (trigger-max busy).\n# TYPE "
	    "ras_trigger_coalesced_total counter\n"
	    "ras_trigger_coalesced_total %" PRIu64 "\n", coalesced);
	lprintf(&l,
	    "# HELP ras_reader_problems_total Problems reading the kernel's "
	    "buffers "
	    "(corrupt pages, failing reads, records lost), each repeat "
	    "counted, said once "
	    "a minute.\n# TYPE ras_reader_problems_total counter\n"
	    "ras_reader_problems_total %" PRIu64 "\n", c->problems);
	lprintf(&l,
	    "# HELP ras_trigger_unrun_total Records whose trigger could not "
	    "run (its helper "
	    "was gone, or they were still waiting at exit).\n# TYPE "
	    "ras_trigger_unrun_total counter\n"
	    "ras_trigger_unrun_total %" PRIu64 "\n", unrun);
	lstr(&l,
	    "# HELP ras_records_total Records this daemon read, by their "
	    "policy row (rasd.8 TRUST): "
	    "where they were read, or unverified.\n# TYPE ras_records_total "
	    "counter\n");
	for (i = PROV_LIVE; i <= PROV_UNVERIFIED; i++)
		lprintf(&l,
		    "ras_records_total{provenance=\"%s\"} %" PRIu64 "\n",
		    policy[i].name, c->by_prov[i]);
	if (rc == 0)
		rc = text_append(&buf, &len, &cap, &l);
	if (rc == 0)
		rc = write_atomic(at.dir, at.name, buf, len);
	free(buf);
	return rc;
}

/* ---- the state file, read back ------------------------------------------- */

/* State file: "ras-state 1", then "start", "lost"
 * and "count CPU BANK SEV N NAME" lines. */
/* Room for per-CPU read positions, all unknown. */
static int
counters_positions(struct counters *c)
{
	size_t i;

	if (c->pos)
		return 0;
	if (!(c->pos = malloc(MAX_CPUS * sizeof *c->pos)) ||
	    !(c->pos_resets = malloc(MAX_CPUS * sizeof *c->pos_resets))) {
		free(c->pos);
		c->pos = NULL;
		return -1;
	}
	for (i = 0; i < MAX_CPUS; i++)
		c->pos[i] = POS_NONE, c->pos_resets[i] = UINT32_MAX;
	return 0;
}

static int
pstore_seen(const struct counters *c, const char *key)
{
	size_t i;

	for (i = 0; i < c->npstore; i++)
		if (!strcmp(c->pstore[i], key))
			return 1;
	return 0;
}

static int
pstore_remember(struct counters *c, const char *key)
{
	char (*p)[PSTORE_KEY];

	if (pstore_seen(c, key))
		return 0;
	if (!(p = realloc(c->pstore, (c->npstore + 1) * sizeof *p)))
		return -1;
	c->pstore = p;
	snprintf(c->pstore[c->npstore++], PSTORE_KEY, "%s", key);
	return 0;
}

static void
counters_free(struct counters *c)
{
	size_t i;

	for (i = 0; i < c->nunknown; i++)
		free(c->unknown[i]);
	free(c->unknown);
	free(c->slot);
	free(c->pos);
	free(c->pos_resets);
	free(c->pstore);
	free(c->dimm);
	free(c->pcie);
	memset(c, 0, sizeof *c);
}

/* The next word of a state-file line, decoded into
 * buf; NULL at the end or on a bad escape. */
static char *
state_unword(char **p, char *buf, size_t len)
{
	char *w = *p + strspn(*p, " "), *e = w + strcspn(w, " ");
	size_t n = 0;
	unsigned x;

	if (w == e)
		return NULL;
	*p = e;
	if (e - w == 1 && *w == '-') {
		buf[0] = '\0';
		return buf;
	}
	for (; w < e && n + 1 < len; w++) {
		if (*w == '%') {
			if (e - w < 3 || sscanf(w + 1, "%2x", &x) != 1 ||
			    !isxdigit((unsigned char)w[1]) ||
			    !isxdigit((unsigned char)w[2]) || x == 0)
				return NULL;
			buf[n++] = (char)x;
			w += 2;
		} else {
			buf[n++] = *w;
		}
	}
	buf[n] = '\0';
	return w == e ? buf : NULL;	/* longer than buf: refused, not cut */
}

/* A time from the state file: a Unix time from
 * 1970 to 5138, or 0; never inf or NaN. */
static int
state_time(double t)
{
	return t == t && t >= 0 && t < 1e11;
}

/*
 * One "dimm", "recent", "cell" or "unplaced" line of the state file: 0
 * taken, 1 not such a line, -1 a bad one (its DIMM is dropped: *cur NULL).
 */
/* "pcie CORRECTED NONFATAL FATAL FIRST LAST DEVICE SLOT" (state_write) */
static int
state_pcie_line(struct counters *c, char *line)
{
	struct pcie_count k, *n;
	unsigned long long v[NPSEV];
	char *p;
	int used = 0;

	memset(&k, 0, sizeof k);
	if (sscanf(line, "pcie %llu %llu %llu %lf %lf %n", &v[PSEV_CORRECTED],
	    &v[PSEV_NONFATAL], &v[PSEV_FATAL], &k.first, &k.last, &used) != 5 ||
	    !used)
		return -1;
	p = line + used;
	if (strchr(line, '-') && strchr(line, '-') < line + used)
		return -1;	/* "-1" is not a count */
	if (!state_unword(&p, k.dev, sizeof k.dev) || !k.dev[0] ||
	    !state_unword(&p, k.slot, sizeof k.slot) || p[strspn(p, " ")] ||
	    !state_time(k.first) || !state_time(k.last) ||
	    pcie_find(c, k.dev, 0) || !(n = pcie_find(c, k.dev, 1)))
		return -1;
	k.n[PSEV_CORRECTED] = v[PSEV_CORRECTED];
	k.n[PSEV_NONFATAL] = v[PSEV_NONFATAL];
	k.n[PSEV_FATAL] = v[PSEV_FATAL];
	pcie_clean(k.dev, 0);
	pcie_clean(k.slot, 1);
	*n = k;
	return 0;
}

/* "pcie-cxl C N F DEVICE": of the device's counts (its pcie line, before
 * it), those of CXL events; none more than the counts themselves */
static int
state_pcie_cxl_line(struct counters *c, char *line)
{
	unsigned long long v[NPSEV];
	char dev[64], *p;
	struct pcie_count *k;
	int used = 0, s;

	if (sscanf(line, "pcie-cxl %llu %llu %llu %n", &v[PSEV_CORRECTED],
	    &v[PSEV_NONFATAL], &v[PSEV_FATAL], &used) != 3 || !used ||
	    memchr(line + 5, '-', used - 5))
		return -1;	/* "-1" is not a count */
	p = line + used;
	if (!state_unword(&p, dev, sizeof dev) || !dev[0] ||
	    p[strspn(p, " ")])
		return -1;
	pcie_clean(dev, 0);
	if (!(k = pcie_find(c, dev, 0)) || k->cxl_read)
		return -1;	/* before its pcie line, or again */
	for (s = 0; s < NPSEV; s++)
		if (v[s] > k->n[s])
			return -1;
	for (s = 0; s < NPSEV; s++)
		k->cxl[s] = v[s];
	k->cxl_read = 1;
	return 0;
}

static int
state_dimm_line(struct counters *c, char *line, struct dimm_count **cur)
{
	struct dimm_count k, *n;
	struct dimm_cell e;
	char word[80], *p, *end;
	unsigned long long ce, ue, ut, over, cn, i;
	double t;
	int used;

	if (sscanf(line, "unplaced %llu %llu", &ce, &ue) == 2) {
		c->unplaced[0] += ce, c->unplaced[1] += ue;
		return 0;
	}
	if (text_is(line, "dimm ")) {
		memset(&k, 0, sizeof k);
		*cur = NULL;
		if (sscanf(line,
		    "dimm %llu %llu %llu %lf %lf %llu %d %d %lf %n", &ce, &ue,
		    &ut, &k.first, &k.last, &over, &k.replace_rule,
		    &k.watch_rule, &k.watch_t, &used) != 9)
			return -1;
		p = line + used;
		if (!state_unword(&p, k.key, sizeof k.key) || !k.key[0] ||
		    !state_unword(&p, k.locator, sizeof k.locator) ||
		    !state_unword(&p, k.bank, sizeof k.bank) ||
		    !state_unword(&p, k.serial, sizeof k.serial) ||
		    !state_unword(&p, k.part, sizeof k.part) ||
		    p[strspn(p, " ")] || k.replace_rule < -1 ||
		    k.replace_rule >= NRULES || k.watch_rule < -1 ||
		    k.watch_rule >= NRULES || !state_time(k.first) ||
		    !state_time(k.last) || !state_time(k.watch_t) ||
		    dimm_find(c, k.key, 0) || !(n = dimm_find(c, k.key, 1)))
			return -1;
		k.ce = ce, k.ue = ue, k.untimed = ut, k.cells_over = over;
		*n = k;
		*cur = n;
		return 0;
	}
	if ((p = text_skip(line, "recent "))) {
		double in[DIMM_RECENT];	/* oldest first, as written */

		if (!*cur || (*cur)->nrecent)
			return -1;
		(*cur)->nrecent = strtoull(p, &end, 10);
		for (p = end, cn = 0; *p; p = end, cn++) {
			t = strtod(p, &end);
			if (end == p || (*end && *end != ' ') ||
			    cn >= DIMM_RECENT || !state_time(t))
				return -1;
			in[cn] = t;
		}
		if (cn != MIN((*cur)->nrecent, DIMM_RECENT))
			return -1;
		for (i = 0; i < cn; i++)	/* where the ring has them: the
						 * newest at nrecent - 1 */
			(*cur)->recent[((*cur)->nrecent - cn +
			    i) % DIMM_RECENT] = in[i];
		return 0;
	}
	if ((p = text_skip(line, "bucket pend "))) {
		struct dimm_report q;
		unsigned long long a;

		if (!*cur || (*cur)->npend >= DIMM_PEND ||
		    sscanf(p, "%lf %llu %d %d %u", &q.t, &a, &q.chan, &q.cs,
		    &q.kinds) != 5)
			return -1;
		q.addr = a;
		(*cur)->pend[(*cur)->npend++] = q;
		return 0;
	}
	if ((p = text_skip(line, "cell "))) {
		if (!*cur || (*cur)->ncell >= DIMM_CELLS ||
		    !state_unword(&p, word, sizeof word))
			return -1;
		if (!word[0])
			e.addr = CELL_NONE;
		else if (parse_u64(word, &e.addr) < 0)
			return -1;
		if (sscanf(p, "%d %d %d %d %llu %lf %lf", &e.rank, &e.bank,
		    &e.row, &e.col, &cn, &e.t[0], &e.t[1]) != 7 ||
		    !state_time(e.t[0]) || !state_time(e.t[1]))
			return -1;
		e.n = cn;
		(*cur)->cell[(*cur)->ncell++] = e;
		return 0;
	}
	return 1;
}

/* 0 a bucket or offlined line (kept when the daemon's
 * thresholds are there), 1 not one, -1 bad. */
static int
state_bucket_line(struct counters *c, char *line)
{
	struct page_offline_cfg *p = c->page;
	char kind[16], name[72], *q, *rest;
	unsigned long long key;
	unsigned count, crossed;
	double start, period;
	int used, k;

	if ((rest = text_skip(line, "isolated "))) {
		unsigned cpu;

		if (sscanf(rest, "%u %lf", &cpu, &start) != 2 ||
		    cpu > 1 << 20 || !state_time(start) || !start)
			return -1;
		if (p)
			cpu_mark_isolated(p, cpu, start);
		return 0;
	}
	if ((rest = text_skip(line, "bucket pairing "))) {
		struct dimm_report rp;

		if (sscanf(rest, "%15s %lf %llu %d %d %u", kind, &rp.t, &key,
		    &rp.chan, &rp.cs, &rp.kinds) != 6)
			return -1;
		for (k = 0; k < NTH && strcmp(kind, th_names[k]); k++)
			;
		if (k == NTH)
			return -1;
		rp.addr = key;
		if (p && p->npend[k] < DIMM_PEND)
			p->pend[k][p->npend[k]++] = rp;
		return 0;
	}
	if ((rest = text_skip(line, "offlined "))) {
		if (sscanf(rest, "%llu", &key) != 1)
			return -1;
		if (p)
			page_mark_done(p, key);
		return 0;
	}
	if (!text_is(line, "bucket "))
		return 1;
	if (sscanf(line, "bucket %15s %llu %u %lf %lf %u %n", kind, &key,
	    &count, &start, &period, &crossed, &used) != 6 ||
	    !state_time(start) || !start || !(period > 0 &&
	    period <= 366.0 * 86400) || count > 1000000)
		return -1;
	if (!strcmp(kind, "isolated")) {
		if (key > 1 << 20)	/* cpulist_parse's bound: CPUs
					 * past MAX_CPUS are kept too */
			return -1;
		if (p)
			cpu_mark_isolated(p, (unsigned)key, start);
		return 0;
	}
	for (k = 0; k < NTH && strcmp(kind, th_names[k]); k++)
		;
	q = line + used;
	if (k == NTH || !state_unword(&q, name, sizeof name))
		return -1;
	if (p) {
		struct bucket *b = bucket_get(p, k, key, name);

		b->count = count, b->start = start, b->period = period,
		    b->crossed = crossed;
	}
	return 0;
}

static int
severity_from_name(const char *name)
{
	int i;

	for (i = 0; i < NSEV; i++)
		if (!strcmp(name, severity_names[i]))
			return i;
	return -1;
}

/* 0 loaded, 1 no state yet, -1 unreadable or corrupt (said why) */
/* A line of the state file this ras does not know: kept, written back. */
static void
state_keep_unknown(struct counters *c, const char *line)
{
	char **u;

	if (c->nunknown >= STATE_UNKNOWN_MAX ||
	    !(u = realloc(c->unknown, (c->nunknown + 1) * sizeof *u)))
		return;
	c->unknown = u;
	if ((u[c->nunknown] = strdup(line)))
		c->nunknown++;
}

static int
state_load(const char *path, struct counters *c)
{
	char *text, *line, *save = NULL, sev[40], name[48], *p;
	struct dimm_count *dimm = NULL;
	int rc, bad_dimm = 0, bad_bucket = 0, bad_pcie = 0, bad_cxl = 0;
	int version = 0, k;
	unsigned cpu, bank, resets;
	unsigned long long n;
	int lineno = 0, s;

	if (!(text = slurp(path, NULL)))
		return errno == ENOENT ? 1 :
		    (warnmsg("%s: %s", path, strerror(errno)), -1);
	for (line = strtok_r(text, "\n", &save); line;
	    line = strtok_r(NULL, "\n", &save)) {
		lineno++;
		name[0] = '\0';
		if (lineno == 1 &&
		(sscanf(line, "ras-state %d", &version) != 1 ||
		    version < 1))
			break;
		if (lineno == 1)
			continue;
		if (sscanf(line, "start %lf", &c->first_start) == 1)
			continue;
		if (sscanf(line, "lost %llu", &n) == 1) {
			c->lost = n;
			continue;
		}
		if (sscanf(line, "count %u %u %39s %llu %47[^\n]", &cpu, &bank,
		    sev, &n, name) >= 4 && bank < 256 &&
		    (s = severity_from_name(sev)) >= 0) {
			counter_add(c, cpu, bank, s, name, n);
			continue;
		}
		if (sscanf(line, "boot %39s", c->boot_id) == 1)
			continue;
		if ((p = text_skip(line, "posof ")) &&
		    strlen(p) < sizeof c->pos_of) {
			snprintf(c->pos_of, sizeof c->pos_of, "%s", p);
			continue;
		}
		if ((k = sscanf(line, "pos %u %llu %u", &cpu, &n, &resets)) >=
		    2 && cpu < MAX_CPUS && counters_positions(c) == 0) {
			c->pos[cpu] = n;
			c->pos_resets[cpu] = k == 3 ? resets : UINT32_MAX;
			continue;
		}
		if ((p = text_skip(line, "pstore ")) &&
		    strlen(p) < PSTORE_KEY && pstore_remember(c, p) == 0)
			continue;
		if ((p = text_skip(line, "prevboot ")) &&
		    strlen(p) < sizeof c->booted && !strchr(p, '/')) {
			snprintf(c->booted, sizeof c->booted, "%s", p);
			continue;
		}
		if (text_is(line, "pcie-cxl ")) {
			if (state_pcie_cxl_line(c, line) < 0 && !bad_cxl++)
				warnmsg("%s:%d: a bad per-device CXL line: "
				    "that device's CXL errors count as AER "
				    "errors", path, lineno);
			continue;
		}
		if (text_is(line, "pcie ")) {
			if (state_pcie_line(c, line) < 0 && !bad_pcie++)
				warnmsg("%s:%d: a bad per-device PCIe line: "
				    "that device's counts start from zero",
				    path, lineno);
			continue;
		}
		if ((rc = state_dimm_line(c, line, &dimm)) == 0)
			continue;
		if (rc > 0 && (rc = state_bucket_line(c, line)) <= 0) {
			if (rc < 0 && !bad_bucket++)	/* one bucket, not
							 * the whole state */
				warnmsg("%s:%d: a bad threshold line: that bucket starts from zero",
				    path, lineno);
			continue;
		}
		if (rc < 0) {	/* one DIMM's history is dropped,
				 * not the whole state */
			if (dimm)
				c->ndimm--;	/* the DIMM being read
						 * is the last one */
			dimm = NULL;
			if (!bad_dimm++)
				warnmsg("%s:%d: a bad per-DIMM line: that DIMM's history is dropped",
				    path, lineno);
			continue;
		}
		state_keep_unknown(c, line);
	}
	free(text);
	if (line || lineno == 0) {
		warnmsg("%s:%d: not a ras state file (no 'ras-state N' first line); "
		    "counters start from zero", path, lineno);
		return -1;
	}
	if (c->nunknown)
		warnmsg("%s: %zu lines this ras does not know (the first: '%.60s'), "
		    "kept as they are%s", path, c->nunknown, c->unknown[0],
		    version > STATE_VERSION ?
		    ": a newer ras wrote this file" : "");
	return 0;
}

/* ==== commands ============================================================ */
#define TOP_STATE	"/var/lib/ras/state"

/* ---- usage --------------------------------------------------------------- */

static const char *const usage_text[][2] = {
	{ NULL,
"usage: ras [-h] [--version] COMMAND [OPTIONS]\n"
"\n"
"Read, decode and log x86 machine check (MCE) records.\n"
"\n"
"commands:\n"
"  dump      print the records the kernel's buffers (or a saved file) hold, then exit\n"
"  decode    decode MCi_STATUS values given on the command line or stdin\n"
"  daemon    log every machine check at once, decoded (also started as 'rasd')\n"
"  top       a live full-screen view: CPU x bank matrix, rates, latest records\n"
"  dimms     the memory modules: SMBIOS slots, EDAC labels and error counts\n"
"  doctor    what this machine cannot see: each check ok, warn or fail, with the fix\n"
"  health    one verdict for the node (OK, or the worst failing part), NPD exit codes\n"
"  summary   what the daemon's logs (or any log dump reads) hold, counted: by severity,\n"
"            socket, CPU, bank, DIMM and kind of error, first and last time\n"
"  tables    every row of the decode tables and the trust policy as TSV, with its source\n"
"\n"
"Run 'ras COMMAND --help' for a command's options; see rasd.8.\n" },
	{ "dump",
"usage: ras dump [OPTIONS]\n"
"\n"
"Print the machine check records a source holds, once, and exit; with them the\n"
"kernel's memory errors and PCIe AER errors (the ras: events: mc_event,\n"
"extlog_mem_event, memory_failure_event, aer_event) and CXL memory devices'\n"
"events (the cxl: events).\n"
"\n"
"  -i, --input FILE|-      read a capture saved by --save, or a kernel, mcelog or EDAC\n"
"                          text log (- is standard input)\n"
"  -s, --save FILE         also save the records as a capture (never overwrites)\n"
"  -j, --json              JSON Lines: one object per record\n"
"  -1, --oneline           one line per record, as the daemon logs it\n"
"  -S, --source SRC        auto (default), persistent, tracefs or perf\n"
"  -c, --cpu N             only records of CPU N (given again: any of them)\n"
"  -m, --model V:F:M[:S]   decode as this CPU (vendor:family:model[:stepping], e.g.\n"
"                          intel:6:0x55) when a record does not carry its CPUID\n"
"  -b, --bank N            only records of bank N (given again: any of them)\n"
"      --severity SEV      only records at or above SEV (corrected, deferred,\n"
"                          uncorrected, fatal, ... as in rasd.8)\n"
"      --since TIME        only records at or after TIME (2026-12-03T10:00:00Z,\n"
"                          2026-12-03, -24h, -30m, -7d, @UNIXTIME)\n"
"      --until TIME        only records at or before TIME\n"
"      --fail-on SEV       exit 3 when a record at or above SEV was read\n"
"      --strict            a malformed line in a text log fails the run (exit 1)\n"
"  -w, --wait SECONDS      keep reading a live source this long\n"
"  -F, --format FILE       tracepoint format file (default: from tracefs)\n"
"  -T, --tracefs DIR       tracefs mount point (default: " TRACEFS ")\n"
"      --instance NAME     tracefs: read instances/NAME, not the main ftrace buffer\n"
"      --enable-event      tracefs: create the instance, enable mce:mce_record in it\n"
"                          (tracefs reads consume: the records are gone afterwards)\n"
"  -P, --persistent-dir D  persistent buffers (default: " PERSIST_DIR ")\n"
"  -p, --pages N           perf buffer pages per CPU, a power of two (default 16)\n"
"  -I, --interval MS       polling interval of the persistent source, and of tracefs\n"
"                          when poll() cannot wake us (default 1000)\n"
"      --pstore            decode the crash logs pstore saved (/sys/fs/pstore, mounted if\n"
"                          needed, and /var/lib/systemd/pstore) instead of a live source\n"
"      --pstore-dir DIR    crash logs from DIR instead\n"
"      --sysfs DIR         the DIMM inventory (SMBIOS, EDAC) that names a memory error's\n"
"                          slot is DIR's, as /sys (default /sys for a live source or\n"
"                          pstore; none for --input)\n"
"      --dimms             instead of the records, each DIMM's memory errors, fault\n"
"                          view and verdict (ok, watch, replace: rasd.8 DIMM VERDICTS)\n"
"  -v, --verbose           say which source was used and how many records it held\n"
"  -h, --help              this text\n"
"\n"
"exit status: 0 success (malformed lines of a text log are warnings), 1 no source\n"
"could be read or output failed, 2 usage error, 3 a record at or above --fail-on\n" },
	{ "daemon",
"usage: ras daemon [OPTIONS]      (or: rasd [OPTIONS])\n"
"\n"
"Log every machine check as it happens, decoded, to any of: a log file, a JSON\n"
"Lines file, syslog (local or remote), a Prometheus textfile, a trigger program;\n"
"and the kernel's memory and PCIe AER errors (the ras: events) and CXL\n"
"devices' events (the cxl: events) the same way.\n"
"Options can also be set in the config file as 'key = value' (key: the long\n"
"option's name, 'yes'/'no' for switches).\n"
"\n"
"  -f, --foreground          do not fork; log to stderr too\n"
"      --config FILE|none    config file (default /etc/ras.conf, optional)\n"
"      --log FILE|-|none     decoded text log, one line per record (default /var/log/ras.log)\n"
"      --json-log FILE       JSON Lines log, the keys of 'ras dump --json'\n"
"      --fsync POLICY        always, burst (default: after each burst) or never\n"
"      --syslog              also to syslog (/dev/log), facility daemon\n"
"      --syslog-socket PATH  syslog to this socket instead of /dev/log\n"
"      --syslog-remote URL   RFC 5424 to udp://HOST:PORT or tcp://HOST:PORT\n"
"      --journal             also to the systemd journal (native protocol,\n"
"                            MESSAGE_ID, RAS_* fields)\n"
"      --journal-socket PATH the journal's socket (a namespace's);\n"
"                            implies --journal\n"
"      --log-group GROUP|none  the logs' group, mode 0640 (default adm\n"
"                            where it exists)\n"
"      --syslog-rate N       at most N syslog and journal messages a second,\n"
"                            then a summary (default 10)\n"
"      --metrics FILE        Prometheus textfile for node_exporter, written atomically\n"
"      --state FILE|none     counters kept across restarts (default /var/lib/ras/state)\n"
"      --pidfile FILE|none   locked pidfile (default /run/rasd.pid)\n"
"      --trigger PROG        run PROG (absolute path, no shell) for each record at or\n"
"                            above --trigger-severity (default uncorrected-no-action)\n"
"      --trigger-severity SEV  the least severity that runs the trigger\n"
"      --trigger-timeout S   kill a trigger (and its process group) after S seconds\n"
"                            (default 30)\n"
"      --trigger-max N       at most N triggers at once (default 4); the worst waiting\n"
"                            record gets the next one, milder ones are coalesced\n"
"      --page-threshold N/P  a page's corrected errors that cross its threshold in P\n"
"                            (2/24h, 10/1d, 100/86400; default 2/24h; 0: not watched)\n"
"      --page-action A       on a crossed page: off, account (default), soft, hard or\n"
"                            soft-then-hard; an offline is verified in /proc/meminfo\n"
"                            HardwareCorrupted and retried with backoff\n"
"      --page-offline        the same as --page-action soft\n"
"      --page-retries N      retries of a failed or unverified offline (default 3)\n"
"      --dimm-threshold N/P  a DIMM's corrected errors (default 10/24h)\n"
"      --socket-threshold N/P  a socket's corrected memory errors (default 100/24h)\n"
"      --cpu-threshold N/P   a CPU bank's corrected cache and TLB errors (default 18/24h)\n"
"      --rank-threshold N/P  a DIMM rank's corrected errors, where the reporter names the\n"
"                            rank (EDAC, CPER, AMD chip select) (default 10/24h)\n"
"      --row-threshold N/P   a DRAM row's (rank, bank, row: EDAC, CPER) (default 2/24h)\n"
"      --node-threshold N/P  all corrected errors of this machine's CPUs and\n"
"                            memory (default 0: not watched)\n"
"      --pcie-threshold N/P  a PCIe device's corrected AER and CXL errors\n"
"                            (its link: 10/1h for a burn-in; default 0: off)\n"
"      --cpu-action A        on a crossed CPU bank: off (default), account or isolate\n"
"                            (take the core offline: verified, never CPU 0, one core\n"
"                            per --cpu-threshold period, only a core's own banks)\n"
"      --cpu-isolate-max N   CPUs isolate takes offline at most, in all (default 2)\n"
"      --cpu-dir DIR         the CPUs' sysfs directory (default /sys/devices/system/cpu)\n"
"      --storm-threshold N   past N identical records (CPU, bank, status but its overflow\n"
"                            and count bits) in --storm-window, the text log and syslog\n"
"                            get one line per window with the count; the JSON log and\n"
"                            metrics keep each (default 10; 0 never folds)\n"
"      --storm-window S      the window and the summary's interval (default 60)\n"
"      --problem-interval S  a reader problem (corrupt page, failed read, records\n"
"                            lost) said once, then once in S seconds with how many\n"
"                            more (default 60; 0: every one at once)\n"
"      --page-window S       the page threshold's period in seconds (as P above)\n"
"      --page-offline-file F where a page to soft-offline is written (default\n"
"                            /sys/devices/system/memory/soft_offline_page)\n"
"      --page-hard-offline-file F  where a page to hard-offline is written (default\n"
"                            /sys/devices/system/memory/hard_offline_page)\n"
"  -S, --source SRC          auto (default), persistent, tracefs or perf\n"
"  -c, --cpu V:F:M           decode as this CPU when records do not say\n"
"  -p, --pages N             perf buffer pages per CPU (default 64)\n"
"  -I, --interval MS         polling interval for sources without poll() (default 1000)\n"
"      --instance NAME       tracefs: read instances/NAME (a private buffer)\n"
"      --enable-event        tracefs: create the instance and enable mce:mce_record\n"
"                            in it, so it fills while the daemon is down\n"
"  -F, --format FILE         tracepoint format file (default: from tracefs)\n"
"  -T, --tracefs DIR         tracefs mount point (default: " TRACEFS ")\n"
"  -P, --persistent-dir DIR  persistent buffers (default: " PERSIST_DIR ")\n"
"      --ring-dir DIR        read perf-layout ring files DIR/mce_record<N> (tests, replay)\n"
"      --kmsg                also write each record to the kernel log (/dev/kmsg): for\n"
"                            the initramfs, where nothing else listens\n"
"      --pstore-dir DIR|none crash logs to log once at start (default /sys/fs/pstore and\n"
"                            /var/lib/systemd/pstore)\n"
"      --import-early DIR    take over from the initramfs daemon whose state, log and\n"
"                            pidfile are in DIR (e.g. /run/ras): stop it, import its log\n"
"                            and counters, continue where it stopped\n"
"  -v, --verbose             accepted as dump and top take it; the daemon's start line\n"
"                            always names its source and sinks\n"
"      --sysfs DIR           the DIMM inventory (SMBIOS, EDAC) that locates memory errors\n"
"                            is DIR's, as /sys (default /sys; none for --input)\n"
"      --input FILE          dry run: push the records of FILE (a capture or a kernel\n"
"                            log) through every configured sink and trigger, then exit\n"
"                            (no pidfile, no state, no pstore)\n"
"  -h, --help                this text\n"
"\n"
"signals: HUP reopens the logs, USR1 logs a summary, TERM/INT drain and exit 0\n" },
	{ "top",
"usage: ras top [OPTIONS]\n"
"\n"
"Watch machine checks live: totals, rates, a CPU x bank matrix coloured by the\n"
"worst severity, the DIMMs with memory errors, the latest records decoded.\n"
"Press ? in the view for the keys.\n"
"\n"
"  -i, --input FILE        replay a capture saved by 'ras dump --save' (or read a log)\n"
"      --speed X           replay speed: 1 real time (record timestamps), 60 a minute\n"
"                          a second, 0 as fast as possible (default)\n"
"      --once              print one frame as plain text and exit (no terminal needed)\n"
"      --size COLSxROWS    --once: the frame's size (default 80x24)\n"
"      --state FILE        start the counters from the daemon's state file\n"
"                          (default " TOP_STATE " for live sources)\n"
"      --no-state          start from zero\n"
"      --sysfs DIR         the DIMM inventory (SMBIOS, EDAC) that places a memory error\n"
"                          on its slot is DIR's, as /sys (default /sys for a live\n"
"                          source; none for --input)\n"
"  -I, --interval MS       redraw period (default 1000); new records redraw at once\n"
"  -S, --source SRC        auto (default), persistent, tracefs or perf\n"
"  -c, --cpu N             only CPU N\n"
"  -m, --model V:F:M[:S]   decode as this CPU when a record does not carry its CPUID\n"
"  -b, --bank N            only bank N\n"
"  -F, --format FILE       tracepoint format file (default: from tracefs)\n"
"  -T, --tracefs DIR       tracefs mount point (default: " TRACEFS ")\n"
"      --instance NAME     tracefs: read instances/NAME, not the main ftrace buffer\n"
"      --enable-event      tracefs: create the instance, enable mce:mce_record in it\n"
"  -P, --persistent-dir D  persistent buffers (default: " PERSIST_DIR ")\n"
"  -p, --pages N           perf buffer pages per CPU, a power of two (default 16)\n"
"  -v, --verbose           say which source was used\n"
"  -h, --help              this text\n"
"\n"
"exit status: 0 quit, 1 no source or no usable terminal (TERM=dumb), 2 usage error\n" },
	{ "decode",
"usage: ras decode [OPTIONS] VALUE...       MCi_STATUS values (hex, 0x optional)\n"
"       ras decode [OPTIONS] 'Bank 5: bea0000000000108'\n"
"       ras decode [OPTIONS] status=X bank=N ipid=X synd=X addr=X ...\n"
"       ras decode [OPTIONS] [-] < FILE   a kernel log (as dump --input -), or one\n"
"                                         record a line in the forms above\n"
"\n"
"Decode machine check values without a kernel or a capture.  Register values\n"
"are always hex; a field not given is not printed.\n"
"\n"
"  -c, --cpu CPU           the CPU it came from: intel:6:0x55[:4], GenuineIntel:6:85,\n"
"                          AuthenticAMD:0x19:0x11, or the kernel's PROCESSOR 0:50654\n"
"  -b, --bank N            the bank number (none: bank-specific decode is not done)\n"
"      --mcgstatus X       MCG_STATUS\n"
"      --mcgcap X          MCG_CAP (SER_P, CMCI_P, TES_P change the grading)\n"
"      --addr X, --misc X  MCi_ADDR, MCi_MISC\n"
"      --ipid X, --synd X  AMD MCA_IPID (selects the SMCA bank type), MCA_SYND\n"
"  -j, --json              one JSON object per record\n"
"  -h, --help              this text\n"
"\n"
"exit status: 0 decoded, 1 stdin unreadable, 2 a value or option not understood\n" },
	{ "health",
"usage: ras health [OPTIONS]\n"
"\n"
"One line for the node, from the daemon's state: OK, or the worst finding (a DIMM\n"
"whose verdict is replace, an uncorrected machine check on a CPU bank), with the\n"
"exit codes of the Kubernetes node-problem-detector custom plugin protocol.  A\n"
"DIMM to watch is named after OK; it is not a problem.\n"
"\n"
"  -j, --json              one object: status (ok, problem, unknown) and message\n"
"      --state FILE        the daemon's state file (default /var/lib/ras/state)\n"
"      --pidfile FILE|none the daemon's pidfile: not locked is unknown (default\n"
"                          /run/rasd.pid; none: do not check)\n"
"      --cpu-dir DIR       where a CPU the daemon isolated is looked up (default\n"
"                          /sys/devices/system/cpu)\n"
"  -h, --help              this text\n"
"\n"
"exit status: 0 OK, 1 a problem, 2 unknown (no daemon, no state, usage)\n" },
	{ "doctor",
"usage: ras doctor [OPTIONS]\n"
"\n"
"Check what this machine cannot see: machine check support, corrected errors, the\n"
"tracepoint, which source ras would use and the window of boot it covers, perf,\n"
"the kernel's corrected-error collector, firmware-first reporting, lockdown,\n"
"other consumers, decode coverage for this CPU, DIMM inventory, pstore, kdump and\n"
"the daemon.  Each check prints ok, warn or fail, what it means and the fix.\n"
"Nothing is changed: doctor mounts nothing and sets nothing.\n"
"\n"
"  -j, --json              JSON Lines: one object per check (check, status, message, fix)\n"
"      --root DIR          read DIR as / (a copy of another machine's /sys and /proc)\n"
"  -h, --help              this text\n"
"\n"
"exit status: 0 every check ok, 1 a warning, 2 a failure, 3 doctor's own error\n"
"(usage, output)\n" },
	{ "summary",
"usage: ras summary [OPTIONS] [FILE...]\n"
"\n"
"Count what logs hold, as ras-mc-ctl --summary and --error-count do: records by\n"
"severity, socket, CPU, CPU and bank, DIMM (locator and serial) and kind of error,\n"
"with the first and last time.  Reads the daemon's JSON log (--json-log) and its\n"
"rotated copies, or anything dump --input reads (kernel logs, captures).\n"
"\n"
"  -i, --input FILE|-      a log to read (given again, or FILE arguments: all of them;\n"
"                          - is standard input); plain files, not compressed ones\n"
"  -j, --json              one JSON object: totals and every row of each grouping\n"
"      --since TIME        only records at or after TIME (2026-12-03T10:00:00Z,\n"
"                          2026-12-03, -24h, -30m, -7d, @UNIXTIME); records without\n"
"                          a time are then left out and counted\n"
"      --until TIME        only records at or before TIME\n"
"      --strict            a malformed line fails the run (exit 1)\n"
"      --sysfs DIR         kernel logs: locate memory errors to DIMMs with DIR's\n"
"                          inventory, as /sys (default: none)\n"
"  -c, --cpu V:F:M         kernel logs: decode as this CPU when a record does not say\n"
"  -h, --help              this text\n"
"\n"
"The table shows the first 20 rows of each grouping, most records first.\n"
"exit status: 0 success (malformed lines are warnings), 1 no input could be read\n"
"or output failed, 2 usage error\n" },
	{ "dimms",
"usage: ras dimms [OPTIONS]\n"
"\n"
"List the memory modules: the slots the firmware's SMBIOS tables describe (type 17,\n"
"from /sys/firmware/dmi; root only), and the EDAC driver's DIMMs with their corrected\n"
"and uncorrected error counts, joined to a slot only where the EDAC label names it.\n"
"\n"
"  -j, --json              JSON Lines: one object per DIMM\n"
"      --sysfs DIR         read DIR instead of /sys (a copy of it, a test tree)\n"
"      --state FILE|none   the daemon's state: each DIMM's errors, fault and verdict\n"
"                          (default /var/lib/ras/state, when there)\n"
"  -h, --help              this text\n"
"\n"
"exit status: 0 listed, 1 nothing found (no readable SMBIOS entry and no EDAC DIMM),\n"
"2 usage error\n" },
	{ "tables",
"usage: ras tables [TABLE]\n"
"\n"
"Print every row of ras's decode and naming tables as TSV, each with the\n"
"document it comes from, to compare with mcelog, the kernel or a manual,\n"
"and the policy of what a record may cause by where it was read (rasd.8,\n"
"TRUST).  Each table starts with a line '# TABLE<TAB>field...<TAB>source'.\n"
"\n"
"  TABLE                   only this table (intel_mscod, sev_rules, amd_xec, policy, ...)\n"
"  -h, --help              this text\n"
"\n"
"exit status: 0 printed, 1 output failed, 2 usage error or no such table\n" },
};

static int
usage(FILE *f, const char *cmd)
{
	size_t i;

	for (i = 0; i < LEN(usage_text); i++)
		if ((!cmd && !usage_text[i][0]) || (cmd && usage_text[i][0] &&
		    !strcmp(cmd, usage_text[i][0]))) {
			const char *t = usage_text[i][1], *e = strstr(t, "  ");

			if (f == stdout || !cmd) {
				fputs(t, f);
				return 0;
			}
			/* after a mistake: the synopsis and
			 * where the rest is, not 40 lines */
			if (!e || e > strchr(t, '\n'))
				e = strchr(t, '\n');
			fprintf(f, "%.*s ('ras %s --help' lists the options)\n",
			    (int)(e - t), t, cmd);
			return 0;
		}
	return -1;
}

/* ---- tables -------------------------------------------------------------- */

/*
 * ras tables: every row of ras.h's tables, and the policy, as TSV, with its
 * source, so that a maintainer can diff a table against mcelog, the kernel or a
 * manual: a line "# TABLE<TAB>field...<TAB>source" before each table, then a
 * line a row.  Numbers in the base the table is written in, enums by name, a
 * NULL string as "-".
 */

/* One table: how to print a row, and the source of rows without .src. */
struct table_desc {
	const char *name, *fields;	/* fields: the header's,
					 * tab-separated */
	const void *rows;
	size_t n, size;
	int (*row)(FILE *, const void *);	/* prints a row's fields;
						 * its .src, or -1 */
	const char *const *inames;	/* rows indexed by an enum: its names */
	size_t ninames;
	int base, hex;		/* string arrays without inames:
				 * index base + i, in hex */
	uint8_t src;
};

/* table_name reads all_tables, whose smca rows tp_smca prints with it */
static const char *table_name(const void *rows);

static const char *
tstr(const char *s)
{
	return s ? s : "-";
}

static const char *
ename(const char *const *names, size_t n, uint64_t v)
{
	return v < n && names[v] ? names[v] : "?";
}

static int
tp_bit(FILE *f, const void *p)
{
	const struct bit_name *r = p;

	fprintf(f, "\t%s\t%d\t%s", ename(vm_names, LEN(vm_names), r->vendors),
	    r->bit, r->name);
	return -1;
}

static int
tp_sev(FILE *f, const void *p)
{
	const struct sev_rule *r = p;

	fprintf(f,
	    "\t%s\t%s\t0x%016" PRIx64 "\t0x%016" PRIx64 "\t%s\t%s\t0x%" PRIx64 "\t0x%" PRIx64
	    "\t0x%02x\t%u\t%u\t%u", ename(vm_names, LEN(vm_names), r->vendors),
	    ename(rule_names, LEN(rule_names), r->flags), r->mask, r->value,
	    ename(sev_enum_names, LEN(sev_enum_names), r->sev), r->why,
	    r->cap_mask, r->cap_value,
	    r->model, r->min_stepping, r->bank_lo, r->bank_hi);
	return r->src;
}

static int
tp_mcacod(FILE *f, const void *p)
{
	const struct mcacod_row *r = p;

	fprintf(f, "\t0x%04x\t0x%04x\t%s\t%s", r->mask, r->value,
	    ename(form_names, LEN(form_names), r->form), r->text);
	return -1;
}

static int
tp_sr(FILE *f, const void *p)
{
	const struct sr_code *r = p;

	fprintf(f, "\t0x%04x\t0x%04x\t0x%016" PRIx64 "\t0x%016" PRIx64 "\t%s",
	    r->mask, r->value, r->st_mask, r->st_value, r->name);
	return -1;
}

static int
tp_platform(FILE *f, const void *p)
{
	const struct platform_row *r = p;

	fprintf(f, "\t%s\t0x%x\t0x%02x\t%s\t%s", r->vendor == VENDOR_INTEL ?
	    "VENDOR_INTEL" : "?", r->family, r->model, ename(plat_names,
	    LEN(plat_names), r->plat), r->name);
	return r->src;
}

static int
tp_bank(FILE *f, const void *p)
{
	const struct bank_row *r = p;

	fprintf(f, "\t%s\t%u\t%u\t%s\t%s",
	    ename(plat_names, LEN(plat_names), r->plat), r->lo, r->hi, r->unit,
	    r->desc);
	return r->src;
}

static int
tp_membank(FILE *f, const void *p)
{
	const struct mem_bank_row *r = p;

	fprintf(f, "\t%s\t%u\t%d\t%d",
	    ename(plat_names, LEN(plat_names), r->plat), r->bank, r->imc,
	    r->channel);
	return r->src;
}

static int
tp_mscod(FILE *f, const void *p)
{
	const struct mscod_row *r = p;

	fprintf(f, "\t%s\t%u\t%u\t%s\t0x%04x\t0x%04x\t0x%04x\t0x%04x\t%s",
	    ename(plat_names, LEN(plat_names), r->plat), r->lo, r->hi,
	    ename(ms_names, LEN(ms_names), r->kind), r->mcacod_mask, r->mcacod,
	    r->mscod_mask, r->mscod, tstr(r->text));
	return r->src;
}

static int
tp_ibits(FILE *f, const void *p)
{
	const struct intel_bits_row *r = p;

	fprintf(f,
	    "\t%s\t%u\t%u\t0x%04x\t0x%04x\t0x%016" PRIx64 "\t0x%016" PRIx64 "\t0x%016" PRIx64
	    "\t0x%016" PRIx64 "\t%s\t%u\t%u\t%s\t%u", ename(plat_names,
	    LEN(plat_names), r->plat),
	    r->lo, r->hi, r->mcacod_mask, r->mcacod, r->st_mask, r->st_value,
	    r->misc_mask,
	    r->misc_value, ename(freg_names, LEN(freg_names), r->freg), r->fhi,
	    r->flo, r->text,
	    r->hex);
	return r->src;
}

static int
tp_smca(FILE *f, const void *p)
{
	const struct smca_bank_type *r = p;

	fprintf(f, "\t%s\t%s\t0x%03x\t0x%02x\t%s\t%u", r->name, r->desc,
	    r->hwid, r->mcatype, table_name(r->xec), r->nxec);
	return -1;
}

static int
tp_quirk(FILE *f, const void *p)
{
	const struct smca_quirk_model *r = p;

	fprintf(f, "\t0x%02x\t0x%02x\t0x%02x\t%s", r->family, r->model_lo,
	    r->model_hi, r->type);
	return -1;
}

static int
tp_field(FILE *f, const void *p)
{
	const struct field_rule *r = p;

	fprintf(f, "\t%s\t%d\t%d\t%u\t%u\t0x%" PRIx64 "\t%s\t%u\t%u\t%s",
	    r->bank_type, r->xec, r->reg, r->hi, r->lo, r->need_status_bit,
	    r->label, r->plus4_bit, r->alt_hi, tstr(r->alt_note));
	return r->src;
}

static int
tp_amdbank(FILE *f, const void *p)
{
	const struct amd_bank_row *r = p;

	fprintf(f, "\t0x%02x\t0x%02x\t%u\t%s\t%s", r->fam_lo, r->fam_hi,
	    r->bank, r->name, r->desc);
	return -1;
}

static int
tp_amdxec(FILE *f, const void *p)
{
	const struct amd_xec_row *r = p;

	fprintf(f, "\t0x%02x\t0x%02x\t%u\t0x%02x\t0x%02x\t0x%04x\t0x%04x\t%s",
	    r->fam_lo, r->fam_hi, r->bank, r->xec_mask, r->xec, r->ec_mask,
	    r->ec, r->text);
	return -1;
}

static int
tp_t17(FILE *f, const void *p)
{
	const struct t17_loc *r = p;

	fprintf(f, "\t0x%02x\t%u\t%u", r->off, r->size, r->str);
	return -1;
}

static int
tp_cper(FILE *f, const void *p)
{
	const struct cper_field *r = p;

	fprintf(f, "\t0x%05" PRIx64 "\t%u\t%u\t%s", r->valid, r->off, r->size,
	    ename(mfield_names, LEN(mfield_names), r->field));
	return -1;
}

static int
tp_memsev(FILE *f, const void *p)
{
	const struct mem_grade *r = p;

	fprintf(f, "\t%s\t%s\t%s",
	    ename(sev_enum_names, LEN(sev_enum_names), r->sev), r->why,
	    r->name);
	return -1;
}

static int
tp_memname(FILE *f, const void *p)
{
	const struct mem_name *r = p;

	fprintf(f, "\t%s\t%s\t%s\t%d",
	    ename(mfield_names, LEN(mfield_names), r->field), tstr(r->name),
	    r->json, r->hex);
	return -1;
}

static int
tp_aer(FILE *f, const void *p)
{
	const struct aer_bit *r = p;

	fprintf(f, "\t%u\t%s\t%s", r->bit, r->name, r->what);
	return -1;
}

static int
tp_journal(FILE *f, const void *p)
{
	const struct journal_id *r = p;

	fprintf(f, "\t%s\t%s\t%s", r->kind, r->id, r->what);
	return REF_JOURNAL;
}

static int
tp_packed(FILE *f, const void *p)
{
	const struct packed_magic *r = p;
	unsigned i;

	fprintf(f, "\t%s\t", r->name);
	for (i = 0; i < r->len; i++)
		fprintf(f, "%02x", (unsigned char)r->magic[i]);
	fprintf(f, "\t%s", r->cat);
	return r->src;
}

static int
tp_core(FILE *f, const void *p)
{
	const struct core_bank *r = p;

	fprintf(f, "\t%s\t%u\t%u", ename(plat_names, LEN(plat_names), r->plat),
	    r->lo, r->hi);
	return r->src;
}

/* the events a CXL row applies to: "general_media,dram" or "all" */
static void
cxl_type_list(FILE *f, unsigned types)
{
	int i, n = 0;

	if ((types & 0xff) == 0xff) {
		fputs("all", f);
		return;
	}
	for (i = 0; i < NCXLTYPES; i++)
		if (types >> i & 1)
			fprintf(f, "%s%s", n++ ? "," : "", cxl_types[i].name);
}

static int
tp_cxlfield(FILE *f, const void *p)
{
	const struct cxl_field_def *r = p;

	fprintf(f, "\t%s\t%s\t", r->key, r->tp);
	cxl_type_list(f, r->types);
	fprintf(f, "\t%d\t%s%s%s%s", r->valid, r->how & CF_HEX ? "hex" : "dec",
	    r->how & CF_ALL1_NONE ? ",all-ones-none" : "",
	    r->how & CF_ZERO_NONE ? ",zero-none" : "",
	    r->how & CF_TIME ? ",ns-since-1970" : "");
	return REF_CXL;
}

static int
tp_cxlname(FILE *f, const void *p)
{
	const struct cxl_name *r = p;

	fprintf(f, "\t%s\t", cxl_fields[r->field].key);
	cxl_type_list(f, r->types);
	fprintf(f, "\t%s\t%u\t%s", r->flag ? "bit" : "value", r->val, r->name);
	return REF_CXL;
}

static int
tp_cxltype(FILE *f, const void *p)
{
	const struct cxl_type_def *r = p;

	fprintf(f, "\t%s\t%s", r->name, r->what);
	return REF_CXL;
}

/* the name, rows, count and row size of table t */
#define TAB(t)	.name = #t, .rows = (t), .n = LEN(t), .size = sizeof (t)[0]
/* a string array indexed by enum names */
#define ENUM(a)	.inames = (a), .ninames = LEN(a)

static const struct table_desc all_tables[] = {
	{ TAB(status_bits_tab), .fields = "vendors\tbit\tname", .row = tp_bit, .src = REF_MCA_BITS },
	{ TAB(mcgstatus_bits_tab), .fields = "vendors\tbit\tname", .row = tp_bit, .src = REF_MCA_BITS },
	{ TAB(severity_names), .fields = "sev\tname", ENUM(sev_enum_names), .src = REF_RAS },
	{ TAB(sev_rules), .fields = "vendors\tflags\tmask\tvalue\tsev\twhy\tcap_mask\tcap_value\tmodel\tmin_stepping\tbank_lo\tbank_hi", .row = tp_sev },
	{ TAB(mcacod_rows), .fields = "mask\tvalue\tform\ttext", .row = tp_mcacod, .src = REF_SDM_CODES },
	{ TAB(tt_names), .fields = "tt\tname", .src = REF_SDM_CODES },
	{ TAB(rrrr_names), .fields = "rrrr\tname", .src = REF_SDM_CODES },
	{ TAB(pp_names), .fields = "pp\tname", .src = REF_SDM_CODES },
	{ TAB(ii_names), .fields = "ii\tname", .src = REF_SDM_CODES },
	{ TAB(mmm_names), .fields = "mmm\tname", .src = REF_SDM_CODES },
	{ TAB(ll_cache_intel), .fields = "ll\tname", .src = REF_SDM_CODES },
	{ TAB(ll_cache_amd), .fields = "ll\tname", .src = REF_AMD_CODES },
	{ TAB(sr_codes), .fields = "mask\tvalue\tst_mask\tst_value\tname", .row = tp_sr, .src = REF_SDM_SR_CODES },
	{ TAB(intel_platforms), .fields = "vendor\tfamily\tmodel\tplat\tname", .row = tp_platform },
	{ TAB(intel_banks), .fields = "plat\tlo\thi\tunit\tdesc", .row = tp_bank },
	{ TAB(intel_mem_banks), .fields = "plat\tbank\timc\tchannel", .row = tp_membank },
	{ TAB(intel_mscod), .fields = "plat\tlo\thi\tkind\tmcacod_mask\tmcacod\tmscod_mask\tmscod\ttext", .row = tp_mscod },
	{ TAB(intel_pcu_mcacod), .fields = "plat\tlo\thi\tkind\tmcacod_mask\tmcacod\tmscod_mask\tmscod\ttext", .row = tp_mscod },
	{ TAB(intel_bits), .fields = "plat\tlo\thi\tmcacod_mask\tmcacod\tst_mask\tst_value\tmisc_mask\tmisc_value\tfreg\tfhi\tflo\ttext\thex", .row = tp_ibits },
	{ TAB(smca_ls_xec), .fields = "xec\ttext", .hex = 1, .src = REF_LINUX_SMCA_DESC },
	{ TAB(smca_ls_v2_xec), .fields = "xec\ttext", .hex = 1, .src = REF_LINUX_SMCA_DESC },
	{ TAB(smca_if_xec), .fields = "xec\ttext", .hex = 1, .src = REF_LINUX_SMCA_DESC },
	{ TAB(smca_l2_xec), .fields = "xec\ttext", .hex = 1, .src = REF_LINUX_SMCA_DESC },
	{ TAB(smca_de_xec), .fields = "xec\ttext", .hex = 1, .src = REF_LINUX_SMCA_DESC },
	{ TAB(smca_ex_xec), .fields = "xec\ttext", .hex = 1, .src = REF_LINUX_SMCA_DESC },
	{ TAB(smca_fp_xec), .fields = "xec\ttext", .hex = 1, .src = REF_LINUX_SMCA_DESC },
	{ TAB(smca_l3_xec), .fields = "xec\ttext", .hex = 1, .src = REF_LINUX_SMCA_DESC },
	{ TAB(smca_cs_xec), .fields = "xec\ttext", .hex = 1, .src = REF_LINUX_SMCA_DESC },
	{ TAB(smca_cs_v2_xec), .fields = "xec\ttext", .hex = 1, .src = REF_LINUX_SMCA_DESC },
	{ TAB(smca_cs_v2_quirk_xec), .fields = "xec\ttext", .hex = 1, .src = REF_SMCA_QUIRKS },
	{ TAB(smca_pie_xec), .fields = "xec\ttext", .hex = 1, .src = REF_LINUX_SMCA_DESC },
	{ TAB(smca_umc_xec), .fields = "xec\ttext", .hex = 1, .src = REF_LINUX_SMCA_DESC },
	{ TAB(smca_umc_quirk_xec), .fields = "xec\ttext", .hex = 1, .src = REF_SMCA_QUIRKS },
	{ TAB(smca_umc_v2_xec), .fields = "xec\ttext", .hex = 1, .src = REF_LINUX_SMCA_DESC },
	{ TAB(smca_ma_llc_xec), .fields = "xec\ttext", .hex = 1, .src = REF_RASD_SMCA },
	{ TAB(smca_pb_xec), .fields = "xec\ttext", .hex = 1, .src = REF_LINUX_SMCA_DESC },
	{ TAB(smca_psp_xec), .fields = "xec\ttext", .hex = 1, .src = REF_LINUX_SMCA_DESC },
	{ TAB(smca_psp_v2_xec), .fields = "xec\ttext", .hex = 1, .src = REF_LINUX_SMCA_DESC },
	{ TAB(smca_smu_xec), .fields = "xec\ttext", .hex = 1, .src = REF_LINUX_SMCA_DESC },
	{ TAB(smca_smu_v2_xec), .fields = "xec\ttext", .hex = 1, .src = REF_LINUX_SMCA_DESC },
	{ TAB(smca_mp5_xec), .fields = "xec\ttext", .hex = 1, .src = REF_LINUX_SMCA_DESC },
	{ TAB(smca_mpdma_xec), .fields = "xec\ttext", .hex = 1, .src = REF_LINUX_SMCA_DESC },
	{ TAB(smca_nbio_xec), .fields = "xec\ttext", .hex = 1, .src = REF_LINUX_SMCA_DESC },
	{ TAB(smca_pcie_xec), .fields = "xec\ttext", .hex = 1, .src = REF_LINUX_SMCA_DESC },
	{ TAB(smca_pcie_v2_xec), .fields = "xec\ttext", .hex = 1, .src = REF_RASD_SMCA },
	{ TAB(smca_xgmi_pcs_xec), .fields = "xec\ttext", .hex = 1, .src = REF_RASD_SMCA },
	{ TAB(smca_phy_xec), .fields = "xec\ttext", .hex = 1, .src = REF_RASD_SMCA },
	{ TAB(smca_nbif_xec), .fields = "xec\ttext", .hex = 1, .src = REF_RASD_SMCA },
	{ TAB(smca_sata_xec), .fields = "xec\ttext", .hex = 1, .src = REF_RASD_SMCA },
	{ TAB(smca_usb_xec), .fields = "xec\ttext", .hex = 1, .src = REF_RASD_SMCA },
	{ TAB(smca_usr_dp_xec), .fields = "xec\ttext", .hex = 1, .src = REF_RASD_SMCA },
	{ TAB(smca_usr_cp_xec), .fields = "xec\ttext", .hex = 1, .src = REF_RASD_SMCA },
	{ TAB(smca_gmi_pcs_xec), .fields = "xec\ttext", .hex = 1, .src = REF_RASD_SMCA },
	{ TAB(smca_types), .fields = "name\tdesc\thwid\tmcatype\txec\tnxec", .row = tp_smca, .src = REF_LINUX_SMCA_TYPES },
	{ TAB(smca_quirk_types), .fields = "name\tdesc\thwid\tmcatype\txec\tnxec", .row = tp_smca, .src = REF_SMCA_QUIRKS },
	{ TAB(smca_quirk_models), .fields = "family\tmodel_lo\tmodel_hi\ttype", .row = tp_quirk, .src = REF_SMCA_QUIRKS },
	{ TAB(amd_fields), .fields = "bank_type\txec\treg\thi\tlo\tneed_status_bit\tlabel\tplus4_bit\talt_hi\talt_note", .row = tp_field },
	{ TAB(amd_banks), .fields = "fam_lo\tfam_hi\tbank\tname\tdesc", .row = tp_amdbank, .src = REF_LINUX_AMD_BANKS },
	{ TAB(amd_xec), .fields = "fam_lo\tfam_hi\tbank\txec_mask\txec\tec_mask\tec\ttext", .row = tp_amdxec, .src = REF_LINUX_MCE_AMD },
	{ TAB(t17_form_names), .fields = "form\tname", .base = 1, .hex = 1, .src = REF_SMBIOS_T17 },
	{ TAB(t17_type_names), .fields = "type\tname", .base = 1, .hex = 1, .src = REF_SMBIOS_T17 },
	{ TAB(t17_detail_names), .fields = "bit\tname", .src = REF_SMBIOS_T17 },
	{ TAB(t17_layout), .fields = "field\toff\tsize\tstr", .row = tp_t17, ENUM(t17_field_names), .src = REF_SMBIOS_T17 },
	{ TAB(cper_mem_types), .fields = "type\tname", .src = REF_LINUX_CPER_TYPES },
	{ TAB(cper_compact), .fields = "valid\toff\tsize\tfield", .row = tp_cper, .src = REF_LINUX_CPER_H },
	{ TAB(mem_source_names), .fields = "source\tname", ENUM(msrc_names), .src = REF_RAS },
	{ TAB(mem_sevs), .fields = "msev\tsev\twhy\tname", .row = tp_memsev, ENUM(msev_names), .src = REF_MEM_SEVS },
	{ TAB(mem_names), .fields = "field\tname\tjson\thex", .row = tp_memname, .src = REF_RAS },
	{ TAB(intel_core_banks), .fields = "plat\tlo\thi", .row = tp_core },
	{ TAB(smca_core_types), .fields = "index\tname", .src = REF_RAS },
	{ TAB(verdict_names), .fields = "verdict\tname", ENUM(verdict_enum_names), .src = REF_RAS },
	{ TAB(fault_names), .fields = "fault\tname", ENUM(fault_enum_names), .src = REF_FIELD_STUDIES },
	{ TAB(packed_formats), .fields = "format\tmagic\ttool", .row = tp_packed },
	{ TAB(journal_ids), .fields = "kind\tmessage_id\twhat", .row = tp_journal, .src = REF_JOURNAL },
	{ TAB(aer_cor_bits), .fields = "bit\tname\twhat", .row = tp_aer,
	    .src = REF_PCIE_AER },
	{ TAB(aer_uncor_bits), .fields = "bit\tname\twhat", .row = tp_aer,
	    .src = REF_PCIE_AER },
	{ TAB(pcie_sevs), .fields = "psev\tsev\twhy\tname", .row = tp_memsev,
	    ENUM(psev_names), .src = REF_PCIE_AER },
	{ TAB(cxl_types), .fields = "type\tname\twhat", .row = tp_cxltype,
	    ENUM(ctype_names), .src = REF_CXL },
	{ TAB(cxl_fields),
	    .fields = "key\tformat_field\tevents\tvalid_bit\thow",
	    .row = tp_cxlfield, .src = REF_CXL },
	{ TAB(cxl_names), .fields = "field\tevents\tkind\tvalue\tname",
	    .row = tp_cxlname, .src = REF_CXL },
	{ TAB(cxl_levels), .fields = "level\tname", .src = REF_CXL },
	{ TAB(cxl_sevs), .fields = "csev\tsev\twhy\tname", .row = tp_memsev,
	    ENUM(csev_names), .src = REF_CXL },
};
#undef TAB
#undef ENUM

/* smca_bank_type.xec names a string array of all_tables[] */
static const char *
table_name(const void *rows)
{
	size_t i;

	for (i = 0; i < LEN(all_tables); i++)
		if (all_tables[i].rows == rows)
			return all_tables[i].name;
	return "?";
}

static void
table_print(FILE *f, const struct table_desc *t)
{
	const char *const *strs = t->row ? NULL : t->rows;
	size_t i;
	int src;

	fprintf(f, "# %s\t%s\tsource\n", t->name, t->fields);
	for (i = 0; i < t->n; i++) {
		fputs(t->name, f);
		if (t->inames)
			fprintf(f, "\t%s", ename(t->inames, t->ninames, i));
		else if (strs)
			fprintf(f, t->hex ? "\t0x%02zx" : "\t%zu", t->base + i);
		if (strs)
			fprintf(f, "\t%s", tstr(strs[i]));
		src = t->row ? t->row(f, (const char *)t->rows +
		    i * t->size) : -1;
		fprintf(f, "\t%s\n", table_sources[src < 0 ? t->src : src]);
	}
}

static int
cmd_tables(int argc, char **argv)
{
	const char *only = argc == 2 ? argv[1] : NULL;
	size_t i;
	int found = 0;

	if (only && (!strcmp(only, "-h") || !strcmp(only, "--help")))
		return usage(stdout, "tables"), EXIT_OK;
	if (argc > 2 || (only && only[0] == '-'))
		return usage(stderr, "tables"), EXIT_USAGE;
	for (i = 0; i < LEN(all_tables); i++)
		if (!only || !strcmp(only, all_tables[i].name)) {
			table_print(stdout, &all_tables[i]);
			found = 1;
		}
	if (!only || !strcmp(only, "policy")) {
		policy_print(stdout);
		found = 1;
	}
	if (!found) {
		warnmsg("tables: no table '%s' ('ras tables' prints them all)",
		    only);
		return EXIT_USAGE;
	}
	return fflush(stdout) == 0 && !ferror(stdout) ? EXIT_OK : EXIT_FAIL;
}

/* ---- dump ---------------------------------------------------------------- */


static void
dump_flush(struct dump_ctx *d)
{
	fwrite(d->out, 1, d->outn, stdout);
	d->outn = 0;
}

/* --cpu and --bank (each given any number of times: any of them) */
static int
where_match(const struct options *o, const struct mce_record *r)
{
	/* a record without the field (a memory error of
	 * EDAC or firmware) is not of that CPU or bank */
	if (o->cpu >= 0 && (!HAS(r, F_CPU) || r->v[F_CPU] >= MAX_CPUS ||
	    !(o->cpuset[r->v[F_CPU] / 8] & 1 << r->v[F_CPU] % 8)))
		return 0;
	if (o->bank >= 0 && (!HAS(r, F_BANK) || r->v[F_BANK] > 255 ||
	    !(o->bankset[r->v[F_BANK] / 8] & 1 << r->v[F_BANK] % 8)))
		return 0;
	return 1;
}

static void
dump_record(void *ctx, const struct mce_record *r)
{
	struct dump_ctx *d = ctx;
	const struct decoded *dec;
	struct decoded own;
	struct line l;	/* not zeroed: its 4 KiB own buffer is
			 * not used, the text goes to d->out */

	d->seen++;
	if (!where_match(d->o, r))
		return;
	if (d->o->since != INT64_MIN || d->o->until != INT64_MAX) {
		if (!HAS(r, F_WALLTIME) || !r->v[F_WALLTIME]) {
			d->untimed++;	/* cannot be placed:
					 * left out, and said */
			return;
		}
		if ((int64_t)r->v[F_WALLTIME] < d->o->since ||
		    (int64_t)r->v[F_WALLTIME] > d->o->until)
			return;
	}
	if (d->cap && r->raw)
		capture_chunk(d->cap, CAP_SAMPLE, r->time_ns, r->src_cpu,
		    r->raw, r->rawlen);
	dec = decode_any(d->memo, r, &d->model, &own);
	if (d->o->fail_on >= 0 && (int)dec->sev >= d->o->fail_on)
		d->failed_on++;
	if (d->o->min_sev >= 0 && (int)dec->sev < d->o->min_sev)
		return;
	if (d->dimms) {
		double t = record_time(r);

		if (!dram_error(r, dec))
			return;
		d->mem_seen++;
		d->latest = MAX(d->latest, t);
		dimm_count_record(d->dimms, r, dec, t);
		return;
	}
	if (sizeof d->out - d->outn < sizeof l.own)
		dump_flush(d);
	l.n = 0;
	l.b = d->out + d->outn;	/* format in place: no copy per record */
	l.cap = sizeof d->out - d->outn;
	if (d->o->json)
		format_json(&l, r, dec, NULL);
	else if (d->o->oneline)
		format_line(&l, r, dec);
	else
		format_block(&l, r, dec);
	d->outn += l.n;
	d->printed++;
}

/* What say_allow held, said with the next like it, at the interval's end
 * or at exit: how many, and the records they said lost. */
static void
dump_held(void *ctx, int cpu, uint64_t held, uint64_t n, const char *why)
{
	char on[32] = "cpus";	/* -1: of several */

	(void)ctx;
	if (cpu >= 0)
		snprintf(on, sizeof on, "cpu %d", cpu);
	if (n)
		warnmsg("%s: %" PRIu64 " records %s: %" PRIu64 " more times since "
		    "it was last said", on, n, why, held);
	else
		warnmsg("%s: %s: %" PRIu64 " more times since it was last said",
		    on, why, held);
}

static void
dump_lost(void *ctx, int cpu, uint64_t n, const char *why)
{
	struct dump_ctx *d = ctx;

	uint64_t held, held_n;

	if (why == note_came_online) {
		warnmsg("cpu %d: %s", cpu, why);
		return;
	}
	d->lost += n;
	if (d->cap && n)
		capture_chunk(d->cap, CAP_LOST, 0, cpu, &n, 8);
	if (!say_allow(&d->say, cpu, why, n, now_mono(), &held, &held_n))
		return;
	if (held)
		dump_held(d, cpu, held, held_n, why);
	if (n)
		warnmsg("cpu %d: %" PRIu64 " records %s", cpu, n, why);
	else
		warnmsg("cpu %d: %s", cpu, why);
}

static void
wait_source(struct source *s, double secs, const struct consumer *c)
{
	struct pollfd pfd[MAX_CPUS];
	struct timespec t0, t;
	int i, np, w, n = MIN(s->nrings, MAX_CPUS);
	double left, ms;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (;;) {
		clock_gettime(CLOCK_MONOTONIC, &t);
		left = secs - ((t.tv_sec - t0.tv_sec) +
		    (t.tv_nsec - t0.tv_nsec) / 1e9);
		if (left <= 0)
			break;
		for (i = np = 0; i < n; i++)
			if (!s->rings[i].rd_err)
				pfd[np++] = (struct pollfd){ .fd = s->rings[i].fd,
				    .events = POLLIN };
		ms = left * 1000 + 1;
		if ((w = source_wait_ms(s)) >= 0)
			ms = MIN(ms, w);
		if (s->poll_ms >= 0)
			poll(NULL, 0, MIN((double)s->poll_ms, ms));
		else if (poll(pfd, np, ms) < 0 && errno != EINTR)
			break;
		source_drain(s, c);
	}
}

static const struct option dump_longopts[] = {
	{ "json", no_argument, NULL, 'j' },
	{ "oneline", no_argument, NULL, '1' },
	{ "input", required_argument, NULL, 'i' },
	{ "save", required_argument, NULL, 's' },
	{ "source", required_argument, NULL, 'S' },
	{ "model", required_argument, NULL, 'm' },
	{ "cpu", required_argument, NULL, 'c' },
	{ "bank", required_argument, NULL, 'b' },
	{ "wait", required_argument, NULL, 'w' },
	{ "format", required_argument, NULL, 'F' },
	{ "tracefs", required_argument, NULL, 'T' },
	{ "instance", required_argument, NULL, 'N' },
	{ "enable-event", no_argument, NULL, 'E' },
	{ "persistent-dir", required_argument, NULL, 'P' },
	{ "pages", required_argument, NULL, 'p' },
	{ "interval", required_argument, NULL, 'I' },
	{ "pstore", no_argument, NULL, OPT_PSTORE },
	{ "fail-on", required_argument, NULL, OPT_FAIL_ON },
	{ "severity", required_argument, NULL, OPT_SEVERITY },
	{ "since", required_argument, NULL, OPT_SINCE },
	{ "until", required_argument, NULL, OPT_UNTIL },
	{ "strict", no_argument, NULL, OPT_STRICT },
	{ "pstore-dir", required_argument, NULL, OPT_PSTORE_DIR },
	{ "sysfs", required_argument, NULL, OPT_SYSFS },
	{ "dimms", no_argument, NULL, OPT_DIMMS },
	{ "verbose", no_argument, NULL, 'v' },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 },
};

static int
parse_source(const char *s, enum source_kind *k)
{
	static const struct { const char *name; enum source_kind kind;
	    } names[] = {
		{ "auto", SRC_AUTO }, { "persistent", SRC_PERSISTENT }, { "perf", SRC_PERF },
		{ "ring-dir", SRC_RINGDIR }, { "tracefs", SRC_TRACEFS },
	};
	size_t i;

	for (i = 0; i < LEN(names); i++)
		if (!strcmp(s, names[i].name)) {
			*k = names[i].kind;
			return 0;
		}
	return -1;
}

static void
options_init(struct options *o)
{
	memset(o, 0, sizeof *o);
	o->cpu = o->bank = -1;
	o->min_sev = o->fail_on = -1;
	o->since = INT64_MIN;
	o->until = INT64_MAX;
	o->pages = 16;
	o->interval_ms = 1000;
}

/* Options every command shares.  0 handled, 1 not ours, -1 bad value. */
static int
common_option(struct options *o, int c, const char *arg)
{
	long v;

	switch (c) {
	case 'S':
		if (parse_source(arg, &o->source) < 0) {
			warnmsg("--source %s: expected auto, persistent, tracefs or perf", arg);
			return -1;
		}
		return 0;
	case 'm':
		if (parse_cpu_model(arg, &o->model) < 0) {
			warnmsg("--model %s: expected VENDOR:FAMILY:MODEL[:STEPPING]", arg);
			return -1;
		}
		return 0;
	case 'c':
		if (strchr(arg, ':')) {	/* the older spelling of --model */
			if (parse_cpu_model(arg, &o->model) < 0) {
				warnmsg("--cpu %s: expected N or VENDOR:FAMILY:MODEL[:STEPPING]", arg);
				return -1;
			}
		} else if (parse_long(arg, 0, MAX_CPUS - 1, &o->cpu) < 0) {
			warnmsg("--cpu %s: expected a CPU number 0-%d or VENDOR:FAMILY:MODEL",
			    arg, MAX_CPUS - 1);
			return -1;
		} else {
			o->cpuset[o->cpu / 8] |= 1 << o->cpu % 8;
		}
		return 0;
	case 'b':
		if (parse_long(arg, 0, 255, &o->bank) < 0) {
			warnmsg("--bank %s: expected a bank number 0-255", arg);
			return -1;
		}
		o->bankset[o->bank / 8] |= 1 << o->bank % 8;
		return 0;
	case 'F': o->format_path = arg; return 0;
	case 'T': o->tracefs = arg; return 0;
	case 'N':
		if (!*arg || strchr(arg, '/') || !strcmp(arg, ".") ||
		    !strcmp(arg, "..")) {
			warnmsg("--instance %s: expected the name of a directory in instances/", arg);
			return -1;
		}
		o->instance = arg;
		return 0;
	case 'E': o->enable_event = 1; return 0;
	case 'P': o->persist_dir = arg; return 0;
	case 'p':
		if (parse_long(arg, 1, 1 << 16, &v) < 0 || (v & (v - 1))) {
			warnmsg("--pages %s: expected a power of two from 1 to 65536", arg);
			return -1;
		}
		o->pages = v;
		return 0;
	case 'I':
		if (parse_long(arg, 1, 3600000, &v) < 0) {
			warnmsg("--interval %s: expected milliseconds from 1 to 3600000", arg);
			return -1;
		}
		o->interval_ms = v;
		return 0;
	case 'v': o->verbose++; return 0;
	case 'h': o->help = 1; return 0;
	default: return 1;
	}
}

static int
pstore_count(void *ctx, const char *path, const struct stat *st)
{
	(void)ctx, (void)path, (void)st;
	return 0;
}

static int
dump_pstore_file(void *ctx, const char *path, const struct stat *st)
{
	struct dump_ctx *d = ctx;
	struct consumer c = { dump_record, dump_lost, d };
	uint64_t before = d->seen;
	char notread[512];

	if (pstore_read(path, st, &c, notread, sizeof notread) < 0)
		d->failed = 1;
	if (notread[0])
		warnmsg("%s", notread);
	if (d->o->verbose)
		warnmsg("%s: %" PRIu64 " machine check records", path,
		    d->seen - before);
	return 0;
}

/* dump --pstore: the machine checks that crashed earlier boots */
static int
dump_pstore(const struct options *o)
{
	struct dump_ctx *d;
	int n, rc;

	if (!(d = calloc(1, sizeof *d)) ||
	    !(d->memo = calloc(1, sizeof *d->memo))) {
		warnmsg("dump: %s", strerror(errno));
		free(d);
		return EXIT_FAIL;
	}
	d->o = o;
	d->model = o->model;
	n = pstore_scan(o->pstore_dir, dump_pstore_file, d);
	dump_flush(d);
	rc = fflush(stdout) != 0 ? (warnmsg("stdout: %s", strerror(errno)),
	    EXIT_FAIL) : d->failed ? EXIT_FAIL : EXIT_OK;
	if (n == 0)
		warnmsg("no crash logs in %s", o->pstore_dir ? o->pstore_dir :
		    "/sys/fs/pstore or /var/lib/systemd/pstore (no crash "
		    "saved, or no pstore backend)");
	else if (d->seen == 0)
		warnmsg("%d crash logs, no machine check records in them", n);
	free(d->memo);
	free(d);
	return rc;
}

/*
 * A time for --since/--until: ISO 8601 (2026-12-03, 2026-12-03T10:00[:00][Z
 * or +hh:mm], a space for the T), relative to now (-24h, -30m, -7d, -90s,
 * -2w), or @UNIXTIME.  Unix seconds, or -1 (not a time).
 */
static int
parse_when(const char *s, int64_t *t)
{
	char unit;
	long long v;
	int n = 0;

	if (*s == '-' && sscanf(s + 1, "%lld%c%n", &v, &unit, &n) == 2 &&
	    !s[1 + n] && v >= 0 &&
	    v <= 100LL * 366 * 86400 && unit && strchr("smhdw", unit)) {	/* a century at most */
		int64_t mul = unit == 's' ? 1 : unit == 'm' ? 60 : unit == 'h' ?
		    3600 : unit == 'd' ? 86400 : 604800;

		*t = (int64_t)time(NULL) - v * mul;
		return 0;
	}
	if (*s == '@' && sscanf(s + 1, "%lld%n", &v, &n) == 1 && !s[1 + n]) {
		*t = v;
		return 0;
	}
	return iso_date(s, strlen(s), 0, t);
}

/* A severity threshold: a name of DECODING AND
 * SEVERITY; "uncorrected" is every kind of it. */
static int
severity_threshold(const char *name)
{
	return !strcmp(name, "uncorrected") ? SEV_UC_NOACTION :
	    severity_from_name(name);
}

/* Options that cannot both be meant: a usage error naming both. */
static int
dump_conflicts(const struct options *o, int source_given)
{
	const char *a = NULL, *b = NULL;

	if (o->json && o->oneline)
		a = "--json", b = "--oneline";
	else if (o->input && o->wait > 0)
		a = "--input", b = "--wait (a file holds what it holds)";
	else if (o->input && source_given)
		a = "--input", b = "--source";
	else if (o->pstore && o->input)
		a = "--pstore", b = "--input";
	else if (o->pstore && source_given)
		a = "--pstore", b = "--source";
	else if (o->pstore && o->wait > 0)
		a = "--pstore", b = "--wait";
	else if (o->since > o->until)
		a = "--since", b = "--until (earlier than it)";
	if (!a)
		return 0;
	warnmsg("dump: %s and %s contradict each other", a, b);
	return -1;
}

/* dump --dimms: the per-DIMM view of the
 * records read, and what could not be placed */
static void
dump_dimms(struct dump_ctx *d, double as_of)
{
	uint64_t untimed = 0;
	size_t i;
	char t[32];

	dimm_report(d->dimms, as_of, d->o->json);
	if (!dimm_inv)
		warnmsg("--dimms: no DIMM inventory (a log read with --input needs --sysfs DIR): "
		    "%" PRIu64 " memory errors not located", d->mem_seen);
	else if (!d->mem_seen)
		warnmsg("--dimms: no DRAM errors read");
	else if (d->dimms->unplaced[0] + d->dimms->unplaced[1])
		warnmsg("--dimms: %" PRIu64 " corrected and %" PRIu64 " uncorrected DRAM error reports "
		    "not located to one DIMM, of %" PRIu64 " read ('ras dump' shows their candidates)",
		    d->dimms->unplaced[0], d->dimms->unplaced[1], d->mem_seen);
	for (i = 0; i < d->dimms->ndimm; i++)
		untimed += d->dimms->dimm[i].untimed;
	if (untimed)
		warnmsg("--dimms: %" PRIu64 " errors without a time: counted, but no rate rule sees them",
		    untimed);
	if (d->dimms->ndimm && iso_time((uint64_t)as_of, t, sizeof t) == 0 &&
	    !d->o->json)
		printf("(verdicts as of %s; rasd.8, DIMM verdicts, gives the rules)\n", t);
	counters_free(d->dimms);
}

/* dump -v when no source opened: each one
 * auto would try, and why it was not used */
static void
sources_tried(const struct options *o)
{
	char why[PATH_MAX + 80] = "", root[PATH_MAX];

	if (o->source != SRC_AUTO)
		return;
	warnmsg("tried: persistent: %s/mce_record0 %s", persist_dir(o),
	    persistent_available(o) ? "present but could not be read (above)" :
	    "not there (needs kernel.patch)");
	if (find_tracefs(o, root, sizeof root) < 0)
		warnmsg("tried: tracefs: not mounted and could not be mounted (above)");
	else if (tracefs_wanted(o, why, sizeof why) <= 0)
		warnmsg("tried: tracefs: %s", why[0] ? why :
		    "mce:mce_record not available");
	warnmsg("tried: perf: failed (above)");
}

/* What dump says at the end: what it read, left out, could not read. */
static void
dump_report(const struct dump_ctx *d, const struct source *s,
    const struct options *o)
{
	char notread[512];

	if (d->seen == 0 && s->kind != SRC_TEXT && s->kind != SRC_CAPTURE &&
	    pstore_scan(NULL, pstore_count, NULL) > 0)
		warnmsg("no live records, but pstore holds crash logs: 'ras dump --pstore' decodes "
		    "the machine checks that ended earlier boots");
	if (s->kind == SRC_TEXT && d->seen == 0)
		warnmsg("%s: no machine check records found", s->path);
	else if (o->verbose || (s->kind == SRC_PERF && d->seen == 0 &&
	    o->wait == 0))
		warnmsg("%" PRIu64 " records (%" PRIu64 " printed, %" PRIu64 " lost) from %s%s",
		    d->seen, d->printed, d->lost, s->desc,
		    s->kind == SRC_PERF && o->wait == 0 ?
		    "; perf sees only machine checks logged after it opened: use --wait SECONDS" : "");
	if (s->kind == SRC_TRACEFS && s->trace_other)
		warnmsg("%" PRIu64 " events of other tracepoints read and skipped (--instance keeps "
		    "mce_record apart)", s->trace_other);
	if (d->untimed)
		warnmsg("%" PRIu64 " records without a time left out by --since/--until",
		    d->untimed);
	if (s->text_errors > 1)	/* one is said by its own line */
		warnmsg("%s: %" PRIu64 " malformed values (each named above with its line; those "
		    "records are flagged partial)%s", s->path, s->text_errors,
		    o->strict ? ": --strict, failing" : "");
	if (text_notread_say(s, notread, sizeof notread))
		warnmsg("%s", notread);
}

/* dump's options into o; 0, 1 for --help, -1 a usage error (said). */
static int
dump_args(int argc, char **argv, struct options *o, int *source_given,
    int *dimms, const char **sysfs)
{
	char *end;
	int ch, rc;

	options_init(o);
	while ((ch = getopt_long(argc, argv, "j1i:s:S:c:m:b:w:F:T:P:p:I:vh",
	    dump_longopts, NULL)) != -1) {
		switch (ch) {
		case OPT_FAIL_ON:
		case OPT_SEVERITY:
			if ((rc = severity_threshold(optarg)) < 0) {
				warnmsg("--%s %s: expected a severity (corrected, deferred, uncorrected, "
				    "fatal, ... as in rasd.8)",
				    ch == OPT_FAIL_ON ? "fail-on" : "severity",
				    optarg);
				return -1;
			}
			*(ch == OPT_FAIL_ON ? &o->fail_on : &o->min_sev) = rc;
			break;
		case OPT_SINCE:
		case OPT_UNTIL:
			if (parse_when(optarg, ch == OPT_SINCE ? &o->since :
			    &o->until) < 0) {
				warnmsg("--%s %s: expected a time: 2026-12-03T10:00:00Z, 2026-12-03, -24h, "
				    "-30m, -7d or @UNIXTIME", ch == OPT_SINCE ?
				    "since" : "until", optarg);
				return -1;
			}
			break;
		case 'w':
			errno = 0;
			o->wait = strtod(optarg, &end);
			if (errno || *end || end == optarg || !(o->wait >= 0 &&
			    o->wait <= 86400)) {
				warnmsg("--wait %s: expected seconds from 0 to 86400",
				    optarg);
				return -1;
			}
			break;
		case OPT_STRICT: o->strict = 1; break;
		case 'j': o->json = 1; break;
		case '1': o->oneline = 1; break;
		case OPT_PSTORE: o->pstore = 1; break;
		case OPT_PSTORE_DIR: o->pstore = 1; o->pstore_dir = optarg; break;
		case OPT_SYSFS: *sysfs = optarg; break;
		case OPT_DIMMS: *dimms = 1; break;
		case 'i': o->input = optarg; break;
		case 's': o->save = optarg; break;
		default:	/* the options every source command takes */
			*source_given |= ch == 'S';
			if ((rc = common_option(o, ch, optarg)) < 0)
				return -1;
			if (rc > 0)
				return usage(stderr, "dump"), -1;
			break;
		}
	}
	if (o->help)
		return 1;
	if (optind < argc) {
		warnmsg("dump: unexpected argument '%s'", argv[optind]);
		return -1;
	}
	return dump_conflicts(o, *source_given) < 0 ? -1 : 0;
}

/* Read a source once (or --wait), print its records; the exit status. */
static int
dump_source(const struct options *o, int dimms)
{
	struct source *s = calloc(1, sizeof *s);
	struct capture_writer cap;
	struct counters dimm_counts = { 0 };
	struct dump_ctx d = { .o = o, .src = s };
	struct consumer c = { dump_record, dump_lost, &d };
	int rc = -1;

	if (!s)
		return EXIT_FAIL;
	if (source_open(s, o) < 0) {
		if (o->verbose && !o->input)
			sources_tried(o);
		free(s);
		return EXIT_FAIL;
	}
	if (o->verbose)
		warnmsg("source: %s", s->desc);
	if (!(d.memo = calloc(1, sizeof *d.memo))) {
		warnmsg("dump: %s", strerror(errno));
		goto out;
	}
	d.model = o->model.known ? o->model : s->model;
	if (dimms)
		d.dimms = &dimm_counts;
	if (o->save) {
		if (capture_begin(&cap, o->save, s) < 0)
			goto out;
		d.cap = &cap;
	}
	if (!o->input && s->prov == PROV_LIVE) {	/* its previous
							 * boot first */
		char msg[1024];

		if (boot_take(s, o, is_dir("/var/lib/ras") ? "/var/lib/ras" :
		    NULL, &c, msg, sizeof msg) && msg[0])
			warnmsg("%s", msg);
		boot_read_all(&d.model, &c);
	}
	s->drain_all = 1;	/* a dump ends: every page, not 4,096 */
	rc = source_drain(s, &c);
	s->drain_all = 0;
	if (rc == 0 && o->wait > 0 && s->kind != SRC_CAPTURE &&
	    s->kind != SRC_TEXT)
		wait_source(s, o->wait, &c);
	source_lapped(s, &c, 1);
	say_flush(&d.say, now_mono(), 1, dump_held, &d);
	if (d.cap && capture_end(d.cap) < 0)
		rc = -1;
	if (d.dimms)
		dump_dimms(&d, o->input && d.latest > 0 ? d.latest :
		    (double)time(NULL));
	dump_flush(&d);
	if (fflush(stdout) != 0) {
		warnmsg("stdout: %s", strerror(errno));
		rc = -1;
	}
	dump_report(&d, s, o);
	if (s->text_errors && o->strict)
		rc = -1;
out:
	free(d.memo);
	source_close(s);
	free(s);
	if (rc < 0)
		return EXIT_FAIL;
	return o->fail_on >= 0 && d.failed_on ? EXIT_MATCH : EXIT_OK;
}

static int
cmd_dump(int argc, char **argv)
{
	struct options o;
	const char *sysfs = NULL;
	int source_given = 0, dimms = 0, rc;

	if ((rc = dump_args(argc, argv, &o, &source_given, &dimms,
	    &sysfs)) != 0)
		return rc > 0 ? (usage(stdout, "dump"), EXIT_OK) : EXIT_USAGE;
	/* this machine's DIMMs name a memory error's
	 * slot; a log from elsewhere only with --sysfs */
	if (sysfs || !o.input)
		dimms_load(sysfs ? sysfs : "/sys");
	if (o.pstore)
		return dump_pstore(&o);
	return dump_source(&o, dimms);
}

/* ---- decode -------------------------------------------------------------- */

/* "key=value" tokens of a record typed by hand or fed to ras decode -. */
/*
 * ras decode: what an SRE was handed (a ticket, a BMC log, a paste of the
 * kernel log), decoded without a kernel.  Register values are hex, with or
 * without 0x; a field not given is not printed.
 */
struct decode_key_def {
	const char *key;
	int field, reg;
};

static const struct decode_key_def decode_keys[] = {
	{ "status", F_STATUS, 1 }, { "bank", F_BANK, 0 }, { "mcgstatus", F_MCGSTATUS, 1 },
	{ "mcgcap", F_MCGCAP, 1 }, { "addr", F_ADDR, 1 }, { "misc", F_MISC, 1 },
	{ "synd", F_SYND, 1 }, { "ipid", F_IPID, 1 }, { "cpu", F_CPU, 0 },
	{ "socket", F_SOCKETID, 0 },
};

/* KEY=VALUE; 0, or -1 with why */
static int
decode_pair(const char *tok, struct mce_record *r, char *why, size_t len)
{
	const char *eq = strchr(tok, '=');
	uint64_t v;
	size_t i;

	if (!eq) {
		snprintf(why, len, "'%s': expected KEY=VALUE", tok);
		return -1;
	}
	for (i = 0; i < LEN(decode_keys); i++)
		if (strlen(decode_keys[i].key) == (size_t)(eq - tok) &&
		    !strncasecmp(tok, decode_keys[i].key, eq - tok))
			break;
	if (i == LEN(decode_keys)) {
		snprintf(why, len,
		    "'%.*s': not a field (status, bank, mcgstatus, mcgcap, "
		    "addr, misc, "
		    "synd, ipid, cpu, socket)", (int)(eq - tok), tok);
		return -1;
	}
	if (decode_keys[i].reg ? parse_reg(eq + 1, &v) < 0 : parse_u64(eq +
	    1, &v) < 0 || (decode_keys[i].field == F_BANK && v > 255)) {
		snprintf(why, len, "%s=%s: %s", decode_keys[i].key, eq + 1,
		    decode_keys[i].reg ?
		    "not a register value (hex, with or without 0x, at most 16 "
		    "digits)" :
		    decode_keys[i].field == F_BANK ?
		    "expected a bank number from 0 to 255" :
		    "expected a number");
		return -1;
	}
	r->v[decode_keys[i].field] = v;
	r->present |= 1u << decode_keys[i].field;
	return 0;
}

struct decode_out {
	struct cpu_model *m;
	const struct mce_record *dflt;	/* fields given as options */
	int json, n;
};

static void
decode_print(struct decode_out *o, const struct mce_record *given)
{
	struct mce_record r = *given;
	struct decoded d;
	struct line l = LINE_INIT(l);
	int i;

	for (i = 0; i < NFIELDS; i++)
		if (HAS(o->dflt, i) && !HAS(&r, i)) {
			r.v[i] = o->dflt->v[i];
			r.present |= 1u << i;
		}
	if (o->json)
		format_json(&l, &r, decode_any(NULL, &r, o->m, &d), NULL);
	else
		format_block(&l, &r, decode_any(NULL, &r, o->m, &d));
	fwrite(l.b, 1, l.n, stdout);
	o->n++;
}

static void
decode_text_record(void *ctx, const struct mce_record *r)
{
	struct mce_record c = *r;

	c.origin = NULL;	/* pasted, not a file */
	decode_print(ctx, &c);
}

static void
decode_text_lost(void *ctx, int cpu, uint64_t n, const char *why)
{
	(void)ctx, (void)cpu, (void)n, (void)why;
}

/* Kernel-log text (a record pasted whole): the records it holds, decoded. */
static int
decode_kernel_text(struct decode_out *o, char *text, size_t len)
{
	struct consumer c = { decode_text_record, decode_text_lost, o };
	struct source s = { .kind = SRC_TEXT, .path = "input" };
	int before = o->n;

	if (!(s.textf = fmemopen(text, len ? len : 1, "r")))
		return -1;
	text_drain(&s, &c);
	fclose(s.textf);
	return o->n - before;
}

/*
 * One piece of input: "status=... bank=... ipid=..." pairs (one record),
 * or values and "Bank N: VALUE" fragments (a record each).  0, or -1 said why.
 */
static int
decode_pass(struct decode_out *o, char *text, const char *where, int dry)
{
	struct mce_record r = { .src_cpu = -1 };
	struct cpu_model m;
	char *tok, *save = NULL, why[200];
	long bank = -1;
	uint64_t v;
	int pairs = strchr(text, '=') != NULL, n = 0;

	for (tok = strtok_r(text, " \t\r\n,", &save); tok;
	    tok = strtok_r(NULL, " \t\r\n,", &save)) {
		if (pairs && strchr(tok, '=')) {
			if (decode_pair(tok, &r, why, sizeof why) < 0)
				goto bad;
		} else if (pairs && strchr(tok, ':') && parse_cpu_model(tok,
		    &m) == 0) {
			*o->m = m;
		} else if (!pairs && !strcasecmp(tok, "bank")) {
			char *end;

			if (!(tok = strtok_r(NULL, " \t\r\n,", &save))) {
				snprintf(why, sizeof why,
				    "'Bank' without a bank number");
				goto bad;
			}
			bank = strtol(tok, &end, 10);
			if (end == tok || (*end && strcmp(end, ":")) ||
			    bank < 0 || bank > 255) {
				snprintf(why, sizeof why,
				    "'Bank %s': expected a bank number from 0 "
				    "to 255", tok);
				goto bad;
			}
		} else if (!pairs && parse_reg(tok, &v) == 0) {
			struct mce_record one = { .src_cpu = -1,
			    .present = 1u << F_STATUS };

			one.v[F_STATUS] = v;
			if (bank >= 0) {
				one.v[F_BANK] = bank;
				one.present |= 1u << F_BANK;
			}
			bank = -1;
			if (!dry)
				decode_print(o, &one);
			n++;
		} else {
			snprintf(why, sizeof why,
			    "'%s' is not a register value (hex, with or "
			    "without 0x, "
			    "at most 16 digits)%s", tok,
			    pairs ? " nor KEY=VALUE" : "");
			goto bad;
		}
	}
	if (!pairs && bank >= 0) {
		snprintf(why, sizeof why,
		    "'Bank %ld' after the last value: a bank goes before its "
		    "value",
		    bank);
		goto bad;
	}
	if (pairs) {
		if (!HAS(&r, F_STATUS)) {
			snprintf(why, sizeof why, "no status=");
			goto bad;
		}
		if (!dry)
			decode_print(o, &r);
	} else if (!n) {
		snprintf(why, sizeof why, "no status value");
		goto bad;
	}
	return 0;
bad:
	warnmsg("%s%s", where, why);
	return -1;
}

/* All of it checked before anything is printed: one bad value, no output. */
static int
decode_words(struct decode_out *o, char *text, const char *where)
{
	struct cpu_model m = *o->m;
	char *copy = strdup(text);
	int rc;

	if (!copy)
		return -1;
	rc = decode_pass(o, copy, where, 1);
	free(copy);
	*o->m = m;
	return rc < 0 ? -1 : decode_pass(o, text, where, 0);
}

/* stdin: kernel-log text (as dump --input - reads it), else a record a line */
static int
decode_stdin(struct decode_out *o)
{
	char *text, *line, *next, where[32];
	struct cpu_model dflt = *o->m;	/* --cpu; a line may name its own */
	size_t len;
	int lineno = 0, rc = EXIT_OK;

	if (!(text = slurp_fd(dup(STDIN_FILENO), &len, 64u << 20))) {
		warnmsg("stdin: %s", strerror(errno));
		return EXIT_FAIL;
	}
	if (memchr(text, '\0', len)) {
		warnmsg("stdin: NUL byte: not text");
		free(text);
		return EXIT_USAGE;
	}
	if (decode_kernel_text(o, text, len) > 0) {
		free(text);
		return EXIT_OK;
	}
	for (line = text; line && *line; line = next) {
		char *arrow;

		if ((next = strchr(line, '\n')))
			*next++ = '\0';
		lineno++;
		if ((arrow = strstr(line, "=>")))	/* "... => expected"
							 * in test tables */
			*arrow = '\0';
		line += strspn(line, " \t\r");
		if (!*line || *line == '#')
			continue;
		snprintf(where, sizeof where, "stdin:%d: ", lineno);
		*o->m = dflt;
		if (decode_words(o, line, where) < 0)
			rc = EXIT_USAGE;
	}
	free(text);
	return rc;
}

static const struct option decode_longopts[] = {
	{ "cpu", required_argument, NULL, 'c' },
	{ "bank", required_argument, NULL, 'b' },
	{ "mcgstatus", required_argument, NULL, 'g' },
	{ "mcgcap", required_argument, NULL, 'G' },
	{ "addr", required_argument, NULL, 'a' },
	{ "misc", required_argument, NULL, 'm' },
	{ "ipid", required_argument, NULL, 'd' },
	{ "synd", required_argument, NULL, 'y' },
	{ "json", no_argument, NULL, 'j' },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 },
};

static int
cmd_decode(int argc, char **argv)
{
	static const char keys[] = "bgGamdy";
	static const char *const names[] = { "bank", "mcgstatus", "mcgcap",
	    "addr", "misc", "ipid", "synd" };
	struct mce_record dflt = { .src_cpu = -1 };
	struct cpu_model m = { 0 };
	struct decode_out o = { .m = &m, .dflt = &dflt };
	char tok[128], why[200], *all;
	size_t len = 0;
	int ch, i, rc;

	while ((ch = getopt_long(argc, argv, "c:b:jh", decode_longopts,
	    NULL)) != -1) {
		const char *k = ch ? strchr(keys, ch) : NULL;

		if (ch == 'j') {
			o.json = 1;
		} else if (ch == 'h') {
			return usage(stdout, "decode"), EXIT_OK;
		} else if (ch == 'c') {
			if (parse_cpu_model(optarg, &m) < 0) {
				warnmsg("--cpu %s: expected VENDOR:FAMILY:MODEL[:STEPPING] (intel:6:0x55, "
				    "GenuineIntel:6:85, AuthenticAMD:0x19:0x11, amd:25:17:1) or the kernel's "
				    "PROCESSOR field VENDOR:CPUID (0:50654, "
				    "2:a10f11)", optarg);
				return EXIT_USAGE;
			}
		} else if (k) {
			snprintf(tok, sizeof tok, "%s=%.100s", names[k - keys],
			    optarg);
			if (decode_pair(tok, &dflt, why, sizeof why) < 0) {
				warnmsg("--%s %s%s", names[k - keys], optarg,
				    strchr(why, ':'));
				return EXIT_USAGE;
			}
		} else {
			return usage(stderr, "decode"), EXIT_USAGE;
		}
	}
	if (optind == argc || (optind + 1 == argc &&
	    !strcmp(argv[optind], "-")))
		return decode_stdin(&o);
	for (i = optind; i < argc; i++)
		len += strlen(argv[i]) + 1;
	if (!(all = malloc(len + 1)))
		return EXIT_FAIL;
	for (all[0] = '\0', i = optind; i < argc; i++) {
		str_append(all, len + 1, argv[i]);
		str_append(all, len + 1, i + 1 < argc ? " " : "\n");
	}
	/* a kernel line pasted whole, else values, fragments and pairs */
	if (decode_kernel_text(&o, all, strlen(all)) > 0)
		rc = EXIT_OK;
	else
		rc = decode_words(&o, all, "decode: ") < 0 ? EXIT_USAGE :
		    EXIT_OK;
	free(all);
	return rc;
}

/* ---- dimms --------------------------------------------------------------- */

/* ras dimms: the inventory as a table or JSON Lines */

static const char *
code_name(const char *const *t, size_t n, uint32_t v, char *buf, size_t len)
{
	if (v >= 1 && v <= n && t[v - 1])
		return t[v - 1];
	snprintf(buf, len, "unknown (0x%02x)", (unsigned)v);
	return buf;
}

/* A size as dmidecode writes it (binary units: 1
 * GB = 1024 MB), in the largest exact unit. */
static void
size_text(char *buf, size_t len, uint64_t kib)
{
	static const char unit[][3] = { "kB", "MB", "GB", "TB", "PB" };
	unsigned u = 0;

	while (u + 1 < LEN(unit) && kib && !(kib & 1023)) {
		kib >>= 10;
		u++;
	}
	snprintf(buf, len, "%" PRIu64 " %s", kib, unit[u]);
}

enum dcol {
	DC_SLOT, DC_BANK, DC_SIZE, DC_TYPE, DC_SPEED, DC_MFR, DC_SERIAL,
	DC_PART, DC_HANDLE,
	DC_EDAC, DC_LABEL, DC_CE, DC_UE, NDCOL
};
static const char *const dcol_head[NDCOL] = {
	"SLOT", "BANK", "SIZE", "TYPE", "SPEED", "MANUFACTURER", "SERIAL",
	"PART", "HANDLE",
	"EDAC", "LABEL", "CE", "UE",
};
struct dimm_row { char c[NDCOL][DCELL]; };

/* The string fields in JSON's order, their columns
 * (NDCOL: none); an empty slot shows the first 2. */
struct t17_string {
	uint8_t f, col;
	const char *key;
};

static const struct t17_string t17_strings[] = {
	{ T17_LOCATOR, DC_SLOT, "locator" }, { T17_BANK, DC_BANK, "bank_locator" },
	{ T17_MFR, DC_MFR, "manufacturer" }, { T17_SERIAL, DC_SERIAL, "serial" },
	{ T17_ASSET, NDCOL, "asset_tag" }, { T17_PART, DC_PART, "part_number" },
};
#define T17_NSTR(kib)	((kib) ? LEN(t17_strings) : 2)

static void
cell_string(char *c, const struct smbios_dimm *d, int f)
{
	if (d->bad[f])
		snprintf(c, DCELL, "<bad index %u>", d->bad[f]);
	else
		cell_text(c, d->str[f] ? d->str[f] : "");
}

static void
edac_name(char *buf, size_t len, const struct edac_dimm *e)
{
	if (e->dimm >= 0)
		snprintf(buf, len, "mc%d/dimm%d", e->mc, e->dimm);
	else
		snprintf(buf, len, "mc%d/csrow%d/ch%d", e->mc, e->csrow,
		    e->chan);
}

static void
row_edac(struct dimm_row *r, const struct edac_dimm *e)
{
	edac_name(r->c[DC_EDAC], DCELL, e);
	cell_text(r->c[DC_LABEL], e->label);
	snprintf(r->c[DC_CE], DCELL, e->has & EDAC_HAS_CE ? "%" PRIu64 : "-",
	    e->ce);
	snprintf(r->c[DC_UE], DCELL, e->has & EDAC_HAS_UE ? "%" PRIu64 : "-",
	    e->ue);
}

static void
row_smbios(struct dimm_row *r, const struct inventory *inv,
    const struct smbios_dimm *d)
{
	uint64_t kib = t17_size_kib(d);
	uint32_t speed = t17_speed(d, T17_SPEED, T17_XSPEED);
	char t[32];
	size_t i;

	for (i = 0; i < NDCOL; i++)
		snprintf(r->c[i], DCELL, "-");
	for (i = 0; i < T17_NSTR(kib); i++)
		if (t17_strings[i].col < NDCOL)
			cell_string(r->c[t17_strings[i].col], d,
			    t17_strings[i].f);
	snprintf(r->c[DC_HANDLE], DCELL, "0x%04x", d->handle);
	if (kib == UINT64_MAX)
		snprintf(r->c[DC_SIZE], DCELL, "unknown");
	else if (!kib)
		snprintf(r->c[DC_SIZE], DCELL, "empty");
	else
		size_text(r->c[DC_SIZE], DCELL, kib);
	if (d->edac >= 0)
		row_edac(r, &inv->e[d->edac]);
	if (!kib)	/* as dmidecode: nothing past Type
			 * Detail for an empty slot */
		return;
	snprintf(r->c[DC_TYPE], DCELL, "%s",
	    code_name(t17_type_names, LEN(t17_type_names), d->v[T17_TYPE], t,
	    sizeof t));
	if (speed)
		snprintf(r->c[DC_SPEED], DCELL, "%u MT/s", (unsigned)speed);
}

/* Columns as wide as their widest cell; the header row first. */
static void
dimms_table(const struct dimm_row *rows, size_t n, int ncol)
{
	size_t w[NDCOL] = { 0 }, i;
	int f;

	for (f = 0; f < ncol; f++)
		for (i = 0; i <= n; i++)
			w[f] = MAX(w[f], disp_width(i ? rows[i - 1].c[f] :
			    dcol_head[f]));
	for (i = 0; i <= n; i++)
		for (f = 0; f < ncol; f++) {
			const char *s = i ? rows[i - 1].c[f] : dcol_head[f];

			if (f + 1 < ncol)
				printf("%s%*s", s,
				    (int)(w[f] + 2 - disp_width(s)), "");
			else
				printf("%s\n", s);
		}
}

static void
dimms_text(const struct inventory *inv)
{
	struct dimm_row *rows = calloc(inv->nd + inv->ne, sizeof *rows);
	size_t n = 0, i;
	int f;

	if (!rows) {
		warnmsg("dimms: %s", strerror(ENOMEM));
		return;
	}
	for (i = 0; i < inv->nd; i++)
		row_smbios(&rows[n++], inv, &inv->d[i]);
	for (i = 0; i < inv->ne; i++) {
		if (inv->e[i].smbios >= 0)
			continue;
		for (f = 0; f < NDCOL; f++)
			snprintf(rows[n].c[f], DCELL, "-");
		if (inv->e[i].candidates)	/* named, but not one
						 * slot no other names */
			snprintf(rows[n].c[DC_SLOT], DCELL, "(%d named)",
			    inv->e[i].candidates);
		row_edac(&rows[n++], &inv->e[i]);
	}
	dimms_table(rows, n, inv->ne ? NDCOL : DC_HANDLE + 1);
	free(rows);
}

/* A string field: absent for index 0, KEY_bad_index
 * for an index past the string set. */
static void
json_t17_str(struct line *l, const char *key, const struct smbios_dimm *d,
    int f)
{
	if (d->bad[f]) {
		lprintf(l, ",\"%s_bad_index\":%u", key, d->bad[f]);
	} else if (d->str[f]) {
		lprintf(l, ",\"%s\":", key);
		ljson(l, d->str[f]);
	}
}

/* A code: absent when it says Unknown (2), "unknown
 * (0xNN)" when outside the spec's table. */
static void
json_t17_code(struct line *l, const char *key, const char *const *t, size_t n,
    uint32_t v)
{
	char buf[32];

	if (v != 2)
		lprintf(l, ",\"%s\":\"%s\"", key,
		    code_name(t, n, v, buf, sizeof buf));
}

static void
json_t17_detail(struct line *l, uint32_t v)
{
	const char *sep = ",\"type_detail\":[";
	unsigned b;

	for (b = 1; b < LEN(t17_detail_names); b++)
		if (b != 2 && (v >> b & 1)) {
			lprintf(l, "%s\"%s\"", sep, t17_detail_names[b]);
			sep = ",";
		}
	if (*sep == ',' && sep[1] == '\0')
		lstr(l, "]");
}

static void
json_smbios(struct line *l, const struct smbios_dimm *d)
{
	uint64_t kib = t17_size_kib(d);
	uint32_t v;
	size_t i;

	lprintf(l,
	    "\"handle\":\"0x%04x\",\"length\":%u,\"array_handle\":\"0x%04x\"",
	    d->handle, d->length, (unsigned)d->v[T17_ARRAY]);
	for (i = 0; i < T17_NSTR(kib); i++)
		json_t17_str(l, t17_strings[i].key, d, t17_strings[i].f);
	if (!kib)
		lstr(l, ",\"empty\":true");
	else if (kib != UINT64_MAX)
		lprintf(l, ",\"size_bytes\":%" PRIu64, kib << 10);
	json_t17_code(l, "form_factor", t17_form_names, LEN(t17_form_names),
	    d->v[T17_FORM]);
	json_t17_code(l, "type", t17_type_names, LEN(t17_type_names),
	    d->v[T17_TYPE]);
	json_t17_detail(l, d->v[T17_DETAIL]);
	if (!kib)
		return;
	if ((v = t17_speed(d, T17_SPEED, T17_XSPEED)))
		lprintf(l, ",\"speed_mts\":%u", (unsigned)v);
	if ((v = t17_speed(d, T17_CSPEED, T17_XCSPEED)))
		lprintf(l, ",\"configured_speed_mts\":%u", (unsigned)v);
	if (d->v[T17_ATTR] & 15)
		lprintf(l, ",\"rank\":%u", (unsigned)(d->v[T17_ATTR] & 15));
}

static void
json_edac(struct line *l, const struct inventory *inv,
    const struct edac_dimm *e)
{
	const char *sep = ",\"smbios_candidates\":[";
	size_t i;

	lprintf(l, "\"edac\":{\"mc\":%d", e->mc);
	if (e->dimm >= 0)
		lprintf(l, ",\"dimm\":%d", e->dimm);
	else
		lprintf(l, ",\"csrow\":%d,\"channel\":%d", e->csrow, e->chan);
	lstr(l, ",\"label\":");
	ljson(l, e->label);
	if (*e->location)
		lstr(l, ",\"location\":"), ljson(l, e->location);
	if (*e->mem_type)
		lstr(l, ",\"mem_type\":"), ljson(l, e->mem_type);
	if (e->has & EDAC_HAS_SIZE)
		lprintf(l, ",\"size_mb\":%" PRIu64, e->size_mb);
	if (e->has & EDAC_HAS_CE)
		lprintf(l, ",\"ce_count\":%" PRIu64, e->ce);
	if (e->has & EDAC_HAS_UE)
		lprintf(l, ",\"ue_count\":%" PRIu64, e->ue);
	if (e->basis)
		lprintf(l, ",\"joined_by\":\"%s\"", e->basis);
	for (i = 0; e->smbios < 0 && i < inv->nd; i++)
		if (edac_names(e, &inv->d[i])) {
			lprintf(l, "%s\"0x%04x\"", sep, inv->d[i].handle);
			sep = ",";
		}
	lstr(l, *sep == ',' && !sep[1] ? "]}" : "}");
}

/* ,"ras":{...}: what the daemon's state
 * holds for this slot's DIMM (by its key) */
static void
json_ras_counts(struct line *l, const struct counters *st,
    const struct smbios_dimm *d)
{
	const struct dimm_count *k;
	char key[160], why[160], desc[96];
	double now = (double)time(NULL);
	int v;

	dimm_key(d, key, sizeof key);
	if (!(k = dimm_find((struct counters *)st, key, 0)))
		return;
	v = dimm_verdict(k, now, why, sizeof why);
	lprintf(l,
	    ",\"ras\":{\"corrected\":%" PRIu64 ",\"uncorrected\":%" PRIu64 ",\"corrected_24h\":%u,"
	    "\"fault\":\"%s\",\"verdict\":\"%s\",\"verdict_reason\":", k->ce,
	    k->ue, dimm_ce_day(k, now),
	    fault_names[dimm_fault(k, desc, sizeof desc)], verdict_names[v]);
	ljson(l, why);
	lput(l, "}", 1);
}

static void
dimm_json_line(const struct inventory *inv, const struct smbios_dimm *d,
    const struct edac_dimm *e, const struct counters *st)
{
	struct line l = LINE_INIT(l);

	lstr(&l, "{");
	if (d)
		json_smbios(&l, d);
	if (d && e)
		lstr(&l, ",");
	if (e)
		json_edac(&l, inv, e);
	if (d && st)
		json_ras_counts(&l, st, d);
	lstr(&l, "}\n");
	fputs(l.b, stdout);
}

/* JSON Lines: the SMBIOS entries (with the EDAC DIMM
 * joined), then the EDAC DIMMs joined to none. */
static void
dimms_json(const struct inventory *inv, const struct counters *st)
{
	size_t i;

	for (i = 0; i < inv->nd; i++)
		dimm_json_line(inv, &inv->d[i], inv->d[i].edac >= 0 ?
		    &inv->e[inv->d[i].edac] : NULL, st);
	for (i = 0; i < inv->ne; i++)
		if (inv->e[i].smbios < 0)
			dimm_json_line(inv, NULL, &inv->e[i], NULL);
}

static const struct option dimms_longopts[] = {
	{ "json", no_argument, NULL, 'j' },
	{ "sysfs", required_argument, NULL, OPT_SYSFS },
	{ "state", required_argument, NULL, OPT_DIMMS_STATE },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 },
};

static int
cmd_dimms(int argc, char **argv)
{
	struct inventory inv = { 0 };
	struct counters st = { 0 };
	char why_s[2 * PATH_MAX + 128] = "", why_e[PATH_MAX + 64] = "";
	const char *root = "/sys", *state = "/var/lib/ras/state";
	int ch, json = 0, have = 0;

	while ((ch = getopt_long(argc, argv, "jh", dimms_longopts,
	    NULL)) != -1) {
		if (ch == 'j')
			json = 1;
		else if (ch == OPT_SYSFS)
			root = optarg;
		else if (ch == OPT_DIMMS_STATE)
			state = strcmp(optarg, "none") ? optarg : NULL;
		else if (ch == 'h')
			return usage(stdout, "dimms"), EXIT_OK;
		else
			return usage(stderr, "dimms"), EXIT_USAGE;
	}
	if (optind < argc) {
		warnmsg("unexpected argument '%s'", argv[optind]);
		return EXIT_USAGE;
	}
	smbios_read(&inv, root, why_s, sizeof why_s);
	edac_read(&inv, root, why_e, sizeof why_e);
	if (!inv.nd && !why_s[0])
		snprintf(why_s, sizeof why_s, "no usable SMBIOS type 17 entry");
	if (!inv.nd && !inv.ne) {
		warnmsg("no DIMM found: %s; %s", why_s, why_e);
		inventory_free(&inv);
		return EXIT_FAIL;
	}
	if (!inv.nd || !inv.ne)
		warnmsg("no %s: %s", inv.nd ? "EDAC error counts" :
		    "SMBIOS inventory", inv.nd ? why_e : why_s);
	inventory_join(&inv);
	dimm_inv = &inv;	/* a DIMM's key (serial unique among
				 * the slots) is this inventory's */
	have = state && state_load(state, &st) == 0;
	if (json) {
		dimms_json(&inv, have ? &st : NULL);
	} else {
		dimms_text(&inv);
		if (have && st.ndimm) {	/* by DIMM: a swapped-out one is
					 * still listed, by serial */
			printf("\nmemory errors ras logged (%s):\n", state);
			dimm_report(&st, (double)time(NULL), 0);
		}
	}
	dimm_inv = NULL;
	counters_free(&st);
	inventory_free(&inv);
	if (fflush(stdout) != 0 || ferror(stdout)) {
		warnmsg("stdout: %s", strerror(errno));
		return EXIT_FAIL;
	}
	return EXIT_OK;
}

/* ---- doctor -------------------------------------------------------------- */

/*
 * ras doctor: what this machine cannot see.  Each check reads only (it
 * mounts nothing and changes no setting), prints ok, warn or fail, what
 * that means for the operator, and the fix, in a fixed order.  --root
 * reads another tree as / (a copy of a machine's /sys and /proc, tests).
 */
enum { DOC_OK, DOC_WARN, DOC_FAIL };
static const char *const doc_status[] = { "ok", "warn", "fail" };

struct doctor {
	const char *root;	/* "" for / */
	int json, worst, failed_io;
	char cmdline[4096];
	char tracefs[64];	/* a mounted tracefs with events/
				 * (TRACEFS or under DEBUGFS), "" none */
	int tracefs_denied;	/* there, but this user may not read it */
	int tracepoint;		/* mce:mce_record is in it */
	struct cpu_model model;
};

/* root + an absolute path */
static const char *
doc_path(const struct doctor *d, char *buf, size_t len, const char *fmt, ...)
{
	char rel[PATH_MAX];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(rel, sizeof rel, fmt, ap);
	va_end(ap);
	snprintf(buf, len, "%s%s", d->root, rel);
	return buf;
}

/* The first line of a small file under root,
 * blanks trimmed; NULL when unreadable. */
static char *
doc_read(const struct doctor *d, char *out, size_t len, const char *path)
{
	char p[PATH_MAX], *t;
	size_t n;

	if (!(t = slurp(doc_path(d, p, sizeof p, "%s", path), &n)))
		return NULL;
	snprintf(out, len, "%.*s", (int)strcspn(t, "\n"), t);
	free(t);
	for (n = strlen(out); n && isspace((unsigned char)out[n - 1]); n--)
		out[n - 1] = '\0';
	return out;
}

static int
doc_exists(const struct doctor *d, const char *path)
{
	char p[PATH_MAX];

	return access(doc_path(d, p, sizeof p, "%s", path), F_OK) == 0;
}

/* The next word of the command line from p that starts with prefix. */
static const char *
doc_cmdline_from(const char *p, const char *prefix)
{
	size_t n = strlen(prefix);

	for (; *p; p += strcspn(p, " ")) {
		p += strspn(p, " ");
		if (!strncmp(p, prefix, n))
			return p;
	}
	return NULL;
}

/* Is word (e.g. "mce=ignore_ce") on the kernel
 * command line?  prefix: "mce=" matches any value. */
static const char *
doc_cmdline(const struct doctor *d, const char *word, int prefix)
{
	const char *p = d->cmdline;
	size_t n = strlen(word);

	for (; *p; p += strcspn(p, " ")) {
		p += strspn(p, " ");
		if (!strncmp(p, word, n) && (prefix || p[n] == ' ' || !p[n]))
			return p;
	}
	return NULL;
}

static void
doc_say(struct doctor *d, int st, const char *check, const char *fix,
    const char *fmt, ...)
{
	struct line l = LINE_INIT(l);
	char msg[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	d->worst = MAX(d->worst, st);
	if (d->json) {
		lprintf(&l, "{\"check\":\"%s\",\"status\":\"%s\",\"message\":",
		    check, doc_status[st]);
		ljson(&l, msg);
		if (fix) {
			lstr(&l, ",\"fix\":");
			ljson(&l, fix);
		}
		lstr(&l, "}\n");
	} else {
		lprintf(&l, "%-5s %-15s %s\n", doc_status[st], check, msg);
		if (fix)
			lprintf(&l, "%-21s fix: %s\n", "", fix);
	}
	if (fwrite(l.b, 1, l.n, stdout) != l.n)
		d->failed_io = 1;
}

static void
doc_model(struct doctor *d)
{
	char p[PATH_MAX];

	cpu_model_cpuinfo(&d->model, doc_path(d, p, sizeof p, "/proc/cpuinfo"));
}

/* machine check support: the sysfs tree, its
 * banks, and mce= on the command line */
static void
doc_mce(struct doctor *d)
{
	char p[PATH_MAX], v[64];
	DIR *dir;
	struct dirent *e;
	int banks = 0;

	if (doc_cmdline(d, "mce=off", 0) || doc_cmdline(d, "nomce", 0)) {
		doc_say(d, DOC_FAIL, "mce",
		    "remove mce=off (or nomce) from the kernel command line",
		    "machine checks are off (%s on the command line): no error "
		    "is reported to anyone, "
		    "and an uncorrected one resets the machine silently",
		    doc_cmdline(d, "nomce", 0) ? "nomce" : "mce=off");
		return;
	}
	if (!(dir = opendir(doc_path(d, p, sizeof p,
	    "/sys/devices/system/machinecheck/machinecheck0")))) {
		doc_say(d, DOC_FAIL, "mce",
		    "a kernel with CONFIG_X86_MCE (and, in a VM, a hypervisor "
		    "that exposes MCA to the guest)",
		    "no %s: the kernel reports no machine checks (%s)", p,
		    strerror(errno));
		return;
	}
	while ((e = readdir(dir)))
		banks += text_is(e->d_name, "bank") &&
		    isdigit((unsigned char)e->d_name[LITLEN("bank")]);
	closedir(dir);
	if (!doc_read(d, v, sizeof v,
	    "/sys/devices/system/machinecheck/machinecheck0/check_interval"))
		snprintf(v, sizeof v, "?");
	doc_say(d, banks ? DOC_OK : DOC_WARN, "mce", banks ? NULL :
	    "check the kernel log for \"mce:\" lines about the banks",
	    "%d banks, polled every %s s", banks, v);
}

/* corrected errors: ignore_ce, CMCI, polling */
static void
doc_corrected(struct doctor *d)
{
	static const char *const base = "/sys/devices/system/machinecheck/machinecheck0/";
	char p[PATH_MAX], ign[16], cmci[16], iv[32];

	snprintf(p, sizeof p, "%signore_ce", base);
	if (!doc_read(d, ign, sizeof ign, p)) {
		doc_say(d, DOC_FAIL, "corrected", "as for mce (above)",
		    "not reported: no machine check support");
		return;
	}
	snprintf(p, sizeof p, "%scmci_disabled", base);
	if (!doc_read(d, cmci, sizeof cmci, p))
		snprintf(cmci, sizeof cmci, "?");
	snprintf(p, sizeof p, "%scheck_interval", base);
	if (!doc_read(d, iv, sizeof iv, p))
		snprintf(iv, sizeof iv, "?");
	if (!strcmp(ign, "1") || doc_cmdline(d, "mce=ignore_ce", 0))
		doc_say(d, DOC_WARN, "corrected",
		    "remove mce=ignore_ce from the kernel command line, or "
		    "echo 0 > "
		    "/sys/devices/system/machinecheck/machinecheck0/ignore_ce",
		    "corrected errors are not reported (ignore_ce): a failing "
		    "DIMM or cache is invisible "
		    "until it fails uncorrected");
	else if (!strcmp(cmci, "1") && !strcmp(iv, "0"))
		doc_say(d, DOC_WARN, "corrected",
		    "remove mce=no_cmci and set check_interval (default 300)",
		    "CMCI is off and polling is off (check_interval 0): "
		    "corrected errors are not seen");
	else if (!strcmp(cmci, "1"))
		doc_say(d, DOC_WARN, "corrected",
		    "remove mce=no_cmci from the kernel command line",
		    "CMCI is off: corrected errors are found only by polling "
		    "every %s s, and a storm "
		    "of them is seen late", iv);
	else	/* cmci_disabled is mce=no_cmci, not whether
		 * the CPU has CMCI (AMD has none) */
		doc_say(d, DOC_OK, "corrected", NULL,
		    "reported (CMCI not turned off, polling every %s s)", iv);
}

/* the mce:mce_record tracepoint, in a tracefs that is already mounted */
static void
doc_tracepoint(struct doctor *d)
{
	static const char *const where[] = { TRACEFS, DEBUGFS "/tracing" };
	char p[PATH_MAX], id[32];
	size_t i;

	d->tracefs[0] = '\0';
	for (i = 0; i < LEN(where) && !d->tracefs[0] && (errno = 0) == 0; i++)
		if (is_dir(doc_path(d, p, sizeof p, "%s/events", where[i])))
			snprintf(d->tracefs, sizeof d->tracefs, "%s", where[i]);
		else if (errno == EACCES) {	/* mounted, mode 0700: not
						 * this user's to read */
			doc_say(d, DOC_WARN, "tracepoint",
			    "run it as root: sudo ras doctor", "%s is "
			    "mounted but this user may not read it (permission "
			    "denied): cannot tell "
			    "whether the kernel has mce:mce_record", where[i]);
			d->tracefs_denied = 1;
			return;
		}
	if (!d->tracefs[0]) {
		doc_say(d, DOC_WARN, "tracepoint",
		    "mount -t tracefs nodev " TRACEFS " (ras does it "
		    "when it runs as root)",
		    "tracefs is not mounted at " TRACEFS ": cannot tell whether "
		    "the kernel has mce:mce_record");
		return;
	}
	snprintf(p, sizeof p, "%s/events/mce/mce_record/id", d->tracefs);
	d->tracepoint = doc_read(d, id, sizeof id, p) != NULL;
	if (!d->tracepoint)
		doc_say(d, DOC_FAIL, "tracepoint",
		    "a kernel with CONFIG_X86_MCE and CONFIG_FTRACE "
		    "(event tracing)",
		    "no mce:mce_record in %s/events: ras cannot read machine "
		    "checks "
		    "from this kernel (only from logs)", d->tracefs);
	else
		doc_say(d, DOC_OK, "tracepoint", NULL,
		    "mce:mce_record (id %s) in %s", id, d->tracefs);
}

/* mcelog run to decode text (--ascii, --file)
 * reads no machine checks of its own */
static int
doc_mcelog_decoder(const struct doctor *d, const char *pid)
{
	char p[PATH_MAX], *t, *a;
	size_t n;
	int dec = 0;

	if (!(t = slurp(doc_path(d, p, sizeof p, "/proc/%s/cmdline", pid), &n)))
		return 0;
	for (a = t; a < t + n; a += strlen(a) + 1)
		dec |= !strcmp(a, "--ascii") || text_is(a, "--file");
	free(t);
	return dec;
}

/* which source 'auto' picks, and what it covers */
static void
doc_source(struct doctor *d)
{
	char p[PATH_MAX], en[16] = "", pct[16] = "", name[NAME_MAX + 1];

	if (doc_exists(d, PERSIST_DIR "/mce_record0")) {
		doc_say(d, DOC_OK, "source", NULL,
		    "persistent buffers (kernel.patch) in " PERSIST_DIR
		    ": records from the first second of boot are kept until "
		    "ras reads them");
		return;
	}
	if (d->tracefs[0] && tracefs_find_instance(d->tracefs, name,
	    sizeof name) == 0) {
		snprintf(p, sizeof p, "%s/instances/%s", d->tracefs, name);
		doc_say(d, DOC_OK, "source", NULL, "instances/%s records "
		    "mce:mce_record from boot; %s", name, tracefs_mappable(p) ?
		    "kernel.patch: any number of readers read it without "
		    "consuming" : tracefs_persistent(p) ? "the first reader "
		    "consumes it (a persistent instance cannot be mapped)" :
		    "the first reader consumes it (kernel.patch lets several "
		    "read it)");
		return;
	}
	if (d->tracefs[0]) {
		snprintf(p, sizeof p, "%s/events/mce/mce_record/enable",
		    d->tracefs);
		doc_read(d, en, sizeof en, p);
		snprintf(p, sizeof p, "%s/buffer_percent", d->tracefs);
		doc_read(d, pct, sizeof pct, p);
	}
	if (d->tracefs[0] && !d->tracepoint)
		doc_say(d, DOC_FAIL, "source", "as for the tracepoint (above)",
		    "none: without "
		    "mce:mce_record neither the ftrace buffer nor perf can "
		    "give machine checks");
	else if (!strcmp(en, "1"))
		doc_say(d, DOC_OK, "source", NULL,
		    "the ftrace buffer: mce:mce_record is enabled in it "
		    "(boot-time capture)%s%s%s", pct[0] ? "; buffer_percent " :
		    "", pct, pct[0] && strcmp(pct, "0") ?
		    " (poll() wakes only when the buffer is that full: "
		    "the daemon reads on a timer or sets it to 0)" : "");
	else
		doc_say(d, DOC_WARN, "source",
		    "boot with trace_event=mce:mce_record trace_clock=global "
		    "(or a kernel with kernel.patch)",
		    "perf: machine checks are seen only from when ras "
		    "starts; those of the boot before it are not kept anywhere "
		    "ras can read");
}

/* perf: may we open the tracepoint? */
static void
doc_perf(struct doctor *d)
{
	char v[16];
	long paranoid;

	if (!doc_read(d, v, sizeof v, "/proc/sys/kernel/perf_event_paranoid")) {
		doc_say(d, DOC_WARN, "perf", "a kernel with CONFIG_PERF_EVENTS",
		    "no "
		    "/proc/sys/kernel/perf_event_paranoid: perf events are not "
		    "available");
		return;
	}
	paranoid = strtol(v, NULL, 10);
	if (d->tracefs[0] && !d->tracepoint)
		doc_say(d, DOC_FAIL, "perf", "as for the tracepoint (above)",
		    "perf events work, but "
		    "there is no mce:mce_record tracepoint for them to open");
	else if (geteuid() == 0 || paranoid <= -1)
		doc_say(d, DOC_OK, "perf", NULL,
		    "tracepoints can be opened (%s, perf_event_paranoid %ld)",
		    geteuid() == 0 ? "root" : "any user", paranoid);
	else
		doc_say(d, DOC_WARN, "perf",
		    "run ras as root (the daemon does), or give it CAP_PERFMON",
		    "as this user perf cannot open tracepoints "
		    "(perf_event_paranoid %ld)",
		    paranoid);
}

/* boot coverage: what window of boot is covered */
static void
doc_boot(struct doctor *d)
{
	const char *te = doc_cmdline(d, "trace_event=", 1);
	int mce = te && strstr(te, "mce:mce_record") &&
	    strstr(te, "mce:mce_record") < te + strcspn(te, " ");
	int global = doc_cmdline(d, "trace_clock=global", 0) != NULL;
	char pid[PATH_MAX];

	if (doc_exists(d, PERSIST_DIR "/mce_record0"))
		doc_say(d, DOC_OK, "boot", NULL,
		    "covered from the kernel's start (persistent buffers)");
	else if (mce && global)
		doc_say(d, DOC_OK, "boot", NULL,
		    "covered from the kernel's start: trace_event=mce:"
		    "mce_record trace_clock=global keeps them in the ftrace "
		    "buffer for ras");
	else if (mce)
		doc_say(d, DOC_WARN, "boot",
		    "add trace_clock=global to the kernel command line",
		    "trace_event=mce:mce_record without trace_clock=global: "
		    "records of the boot are kept, "
		    "but their times cannot be told (local clock)");
	else if (daemon_running(doc_path(d, pid, sizeof pid,
	    "/run/ras/rasd.pid")))
		doc_say(d, DOC_WARN, "boot",
		    "boot with trace_event=mce:mce_record trace_clock=global",
		    "covered from the initramfs daemon's start (/run/ras); the "
		    "kernel's first seconds are not");
	else
		doc_say(d, DOC_WARN, "boot",
		    "boot with trace_event=mce:mce_record trace_clock=global, "
		    "or install the initramfs hook (contrib/initramfs-tools, "
		    "contrib/dracut)",
		    "not covered: a machine check before the daemon starts is "
		    "lost");
}

/* The kernel's release, as major * 1000 + minor (6012); 0 unknown. */
static int
doc_release(const struct doctor *d)
{
	char v[64];
	unsigned maj = 0, min = 0;

	if (!doc_read(d, v, sizeof v, "/proc/sys/kernel/osrelease") ||
	    sscanf(v, "%u.%u", &maj, &min) != 2)
		return 0;
	return (int)(maj * 1000 + min);
}

/* The trace_instance= word of the command line that names instance n. */
static const char *
doc_instance_word(const struct doctor *d, const char *n, size_t *len)
{
	const char *p = d->cmdline;
	size_t k = strlen(n);

	while ((p = doc_cmdline_from(p, "trace_instance="))) {
		p += LITLEN("trace_instance=");
		*len = strcspn(p, " ");
		if (!strncmp(p, n, k) && strchr("^@, \t\n", p[k] ? p[k] : ','))
			return p;
	}
	return NULL;
}

#define PREV_BOOT_ARGS "reserve_mem=12M:16M:ras trace_instance=ras^traceoff@ras," \
	"mce:mce_record trace_event=mce:mce_record"

/*
 * The previous boot: a persistent trace instance (6.12: reserve_mem= and
 * trace_instance=NAME^traceoff@LABEL) keeps its machine checks across a
 * warm reset or a crash; ras reads it once a boot (THE PREVIOUS BOOT).
 */
static void
doc_previous_boot(struct doctor *d)
{
	char dir[PATH_MAX], base[PATH_MAX + NAME_MAX],
	    p[PATH_MAX + NAME_MAX + 64];
	char on[8] = "";
	char cap[PATH_MAX], name[NAME_MAX + 1] = "";
	const char *w;
	struct dirent **ents;
	size_t wl = 0;
	int n = -1, i, rel = doc_release(d);

	if (doc_exists(d, PERSIST_DIR "/mce_record0")) {
		doc_say(d, DOC_OK, "previous-boot", NULL,
		    "kept by the persistent "
		    "buffers (kernel.patch) in " PERSIST_DIR);
		return;
	}
	if (d->tracefs[0] && (n = scandir(doc_path(d, dir, sizeof dir,
	    "%s/instances", d->tracefs), &ents, NULL, versionsort)) > 0) {
		for (i = 0; i < n; i++) {
			snprintf(base, sizeof base, "%s/instances/%s",
			    d->tracefs, ents[i]->d_name);
			snprintf(p, sizeof p, "%s/last_boot_info", base);
			if (ents[i]->d_name[0] != '.' && !name[0] &&
			    doc_exists(d, p) && (snprintf(p, sizeof p,
			    "%s/events/mce/mce_record/enable", base),
			    doc_read(d, on, sizeof on, p)) && on[0] == '1')
				snprintf(name, sizeof name, "%s",
				    ents[i]->d_name);
			free(ents[i]);
		}
		free(ents);
	}
	if (!name[0] && rel && rel < 6012) {
		doc_say(d, DOC_OK, "previous-boot", NULL,
		    "this kernel (%d.%d) keeps "
		    "no trace buffer across a reboot (Linux 6.12 adds "
		    "reserve_mem= "
		    "and trace_instance=NAME@LABEL); pstore keeps a crash's "
		    "log",
		    rel / 1000, rel % 1000);
		return;
	}
	if (!name[0]) {
		doc_say(d, DOC_WARN, "previous-boot",
		    "add to the kernel command "
		    "line: " PREV_BOOT_ARGS " (contrib/grub.d/ras.cfg)",
		    "not kept: the corrected errors of a boot that ended in a "
		    "reset or a crash are gone (pstore keeps only a crash's "
		    "log)");
		return;
	}
	w = doc_instance_word(d, name, &wl);
	snprintf(cap, sizeof cap, BOOT_RUN_DIR "/previous-boot.%s.cap", name);
	snprintf(p, sizeof p, "%s/instances/%s/tracing_on", d->tracefs, name);
	doc_read(d, on, sizeof on, p);
	if (w && !memmem(w, wl, "^traceoff", LITLEN("^traceoff")))
		doc_say(d, DOC_WARN, "previous-boot", "boot with "
		    "trace_instance=NAME^traceoff@LABEL,mce:mce_record",
		    "instances/%s keeps the previous boot, but tracing is on "
		    "from "
		    "boot (no ^traceoff): 6.12 writes this boot's first record "
		    "over "
		    "old ones not yet read, and ras cannot tell the two boots "
		    "apart",
		    name);
	else
		doc_say(d, DOC_OK, "previous-boot", doc_cmdline(d,
		    "trace_event=", 1) ? NULL :
		    "add trace_event=mce:mce_record: "
		    "records before ras turns the instance on are then kept "
		    "too",
		    "instances/%s keeps the previous boot across a warm reset "
		    "or a "
		    "crash (not a power cycle): %s", name, doc_exists(d, cap) ?
		    "read this boot, in " BOOT_RUN_DIR : !strcmp(on, "0") ?
		    "not read yet this boot (tracing_on 0 until ras reads it)" :
		    "tracing on");
}

/* the kernel's corrected-error collector (CONFIG_RAS_CEC) */
static void
doc_cec(struct doctor *d)
{
	char thr[32] = "";

	if (doc_cmdline(d, "ras=cec_disable", 0)) {
		doc_say(d, DOC_OK, "cec", NULL,
		    "the kernel's corrected-error collector is disabled "
		    "(ras=cec_disable): page offlining is ras's alone "
		    "(--page-offline)");
		return;
	}
	if (!doc_exists(d, DEBUGFS "/ras/cec")) {
		doc_say(d, DOC_OK, "cec", NULL,
		    "no corrected-error collector seen (CONFIG_RAS_CEC off, "
		    "or debugfs not mounted)");
		return;
	}
	doc_read(d, thr, sizeof thr, DEBUGFS "/ras/cec/action_threshold");
	doc_say(d, DOC_OK, "cec", NULL,
	    "the kernel's corrected-error collector is on: it soft-offlines "
	    "a page after %s corrected errors itself; leave ras's "
	    "--page-offline off so a page is not "
	    "acted on twice (ras still logs every record)", thr[0] ? thr :
	    "its threshold of");
}

/* firmware-first: HEST, GHES, extlog */
static void
doc_firmware_first(struct doctor *d)
{
	char p[PATH_MAX];
	int ghes = doc_exists(d, "/sys/module/ghes_edac") || doc_exists(d,
	    "/sys/bus/platform/drivers/GHES");
	int extlog = doc_exists(d, "/sys/module/acpi_extlog");
	int events = 0;

	if (d->tracefs[0]) {
		snprintf(p, sizeof p, "%s/events/ras/mc_event", d->tracefs);
		events = doc_exists(d, p);
		snprintf(p, sizeof p, "%s/events/ras/extlog_mem_event",
		    d->tracefs);
		events |= doc_exists(d, p);
	}

	if (!doc_exists(d, "/sys/firmware/acpi/tables/HEST")) {
		doc_say(d, DOC_OK, "firmware-first", NULL,
		    "no ACPI HEST: errors are reported OS-first, "
		    "as machine checks with their bank registers");
		return;
	}
	if (ghes || extlog || events)
		doc_say(d, DOC_OK, "firmware-first", NULL,
		    "ACPI HEST present: the firmware may report "
		    "memory errors as CPER records; %s%s%sras reads them from "
		    "the ras: events and the "
		    "kernel log's [Hardware Error] lines",
		    ghes ? "GHES is loaded, " : "",
		    extlog ? "acpi_extlog is loaded, " : "",
		    events ? "the ras: events exist: " : "");
	else
		doc_say(d, DOC_WARN, "firmware-first",
		    "modprobe ghes_edac (or acpi_extlog on Intel eMCA)",
		    "ACPI HEST present but no GHES/extlog reporting loaded: "
		    "firmware-first memory errors "
		    "would reach ras only as bank-255 stand-in records with no "
		    "location");
}

/* Is opt one of the comma-separated values of key= on the command line? */
static int
doc_cmdline_opt(const struct doctor *d, const char *key, const char *opt)
{
	const char *p = d->cmdline, *v;
	size_t n = strlen(opt);

	for (; (p = doc_cmdline_from(p, key)); p += strcspn(p, " "))
		for (v = p + strlen(key); *v && *v != ' ';
		    v += strcspn(v, ", "), v += *v == ',')
			if (!strncmp(v, opt, n) && (!v[n] || v[n] == ',' ||
			    v[n] == ' '))
				return 1;
	return 0;
}

/*
 * PCIe AER: the kernel's AER port service (a device NAME:pcie002 on each
 * port it serves) reports PCIe errors and traces ras:aer_event.
 * pci=noaer and pcie_ports=compat turn it off; firmware that keeps AER
 * (its _OSC does not grant it) leaves ports without it.
 */
static void
doc_aer(struct doctor *d)
{
	char p[PATH_MAX];
	const char *off = doc_cmdline_opt(d, "pci=", "noaer") ? "pci=noaer" :
	    doc_cmdline(d, "pcie_ports=compat", 0) ? "pcie_ports=compat" : NULL;
	int services = 0, aer = 0, event = 0;
	struct dirent *de;
	DIR *dir;
	size_t n;

	if ((dir = opendir(doc_path(d, p, sizeof p,
	    "/sys/bus/pci_express/devices")))) {
		while ((de = readdir(dir))) {
			if (de->d_name[0] == '.')
				continue;
			services++;
			n = strlen(de->d_name);
			aer += n > 8 && !strcmp(de->d_name + n - 8, ":pcie002");
		}
		closedir(dir);
	}
	if (d->tracefs[0]) {
		snprintf(p, sizeof p, "%s/events/ras/aer_event", d->tracefs);
		event = doc_exists(d, p);
	}
	if (off)
		doc_say(d, DOC_WARN, "pcie-aer", "remove it from the kernel "
		    "command line", "%s: the kernel's AER driver is off: PCIe "
		    "errors (a failing link, riser, NVMe drive or NIC) are "
		    "neither reported nor traced", off);
	else if (aer && d->tracefs[0] && !event)
		doc_say(d, DOC_WARN, "pcie-aer", NULL, "the kernel's AER "
		    "driver serves %d port%s, but this kernel has no "
		    "ras:aer_event: ras sees no PCIe error", aer,
		    aer == 1 ? "" : "s");
	else if (aer)
		doc_say(d, DOC_OK, "pcie-aer", NULL, "the kernel's AER driver "
		    "serves %d PCIe port%s: their errors reach ras as "
		    "ras:aer_event", aer, aer == 1 ? "" : "s");
	else if (services)
		doc_say(d, DOC_WARN, "pcie-aer", "an OS-native AER setting in "
		    "the firmware", "PCIe ports, none with the kernel's AER "
		    "service: the firmware keeps AER (ACPI _OSC) or the ports "
		    "lack it; PCIe errors then reach the kernel log only as "
		    "firmware (CPER) records, which ras does not read");
	else
		doc_say(d, DOC_OK, "pcie-aer", NULL, "no PCIe port services "
		    "(no PCIe root port, or no port driver in this kernel): "
		    "no AER to check");
}

/*
 * lockdown: debugfs then refuses every file that can be written or mapped
 * (even to read it), so the persistent buffers can only be read through
 * their mce_record<N>.read twins, where the kernel has them
 */
static void
doc_lockdown(struct doctor *d)
{
	char v[128], p[PATH_MAX], *mounts, *b, *e;
	int secfs = 0, persistent = doc_exists(d, PERSIST_DIR "/mce_record0");

	if (!doc_read(d, v, sizeof v, "/sys/kernel/security/lockdown")) {
		if ((mounts = slurp(doc_path(d, p, sizeof p, "/proc/mounts"),
		    NULL))) {
			secfs = strstr(mounts, " securityfs ") != NULL;
			free(mounts);
		}
		if (secfs)
			doc_say(d, DOC_OK, "lockdown", NULL,
			    "no lockdown LSM in this kernel");
		else
			doc_say(d, DOC_WARN, "lockdown",
			    "mount -t securityfs securityfs "
			    "/sys/kernel/security",
			    "cannot tell: securityfs is not mounted (the "
			    "kernel log says \"Kernel is locked "
			    "down\" when it is)");
		return;
	}
	if (strstr(v, "[none]")) {
		doc_say(d, DOC_OK, "lockdown", NULL, "kernel lockdown is off");
		return;
	}
	b = strchr(v, '[');
	e = b ? strchr(b, ']') : NULL;
	if (e)
		e[1] = '\0';
	if (persistent && doc_exists(d, PERSIST_DIR "/mce_record0.read")) {
		/* the file is there under every level; confidentiality refuses
		 * to open it (LOCKDOWN_TRACEFS), as it refuses tracefs: try
		 * it */
		int fd = open(doc_path(d, p, sizeof p,
		    PERSIST_DIR "/mce_record0.read"), O_RDONLY | O_CLOEXEC);

		if (fd >= 0) {
			close(fd);
			doc_say(d, DOC_OK, "lockdown", NULL,
			    "kernel lockdown %s: the persistent buffers are "
			    "read through mce_record<N>.read (pread(), no "
			    "mapping)",
			    b ? b : v);
			return;
		}
		doc_say(d, DOC_FAIL, "lockdown",
		    "lockdown=integrity (Secure Boot's default) lets ras "
		    "read mce_record<N>.read",
		    "kernel lockdown %s: open %s: %s: the persistent buffers "
		    "cannot be read", b ? b : v, p, strerror(errno));
		return;
	}
	doc_say(d, persistent ? DOC_FAIL : DOC_WARN, "lockdown",
	    "none today for the persistent buffers; the tracefs and perf "
	    "sources work",
	    "kernel lockdown %s: debugfs refuses every file that can be "
	    "written or mapped, even for "
	    "reading%s", b ? b : v, persistent ?
	    ": the persistent buffers cannot be read" : "");
}

/* other consumers: rasdaemon, mcelog, a reader of the main ftrace buffer */
static void
doc_consumers(struct doctor *d)
{
	char p[PATH_MAX], comm[64], link[PATH_MAX], who[256] = "",
	    drain[256] = "";
	DIR *procs, *fds;
	struct dirent *e, *f;
	size_t k = 0;
	ssize_t n;

	if (!(procs = opendir(doc_path(d, p, sizeof p, "/proc")))) {
		doc_say(d, DOC_WARN, "consumers", NULL, "cannot read /proc: %s",
		    strerror(errno));
		return;
	}
	while ((e = readdir(procs))) {
		if (!isdigit((unsigned char)e->d_name[0]) ||
		    atoi(e->d_name) == getpid())
			continue;
		snprintf(p, sizeof p, "/proc/%s/comm", e->d_name);
		if (doc_read(d, comm, sizeof comm, p) &&
		    (!strcmp(comm, "rasdaemon") || (!strcmp(comm, "mcelog") &&
		    !doc_mcelog_decoder(d, e->d_name))) && k < sizeof who)
			k += snprintf(who + k, sizeof who - k, "%s%s (pid %s)",
			    k ? ", " : "", comm, e->d_name);
		if (!(fds = opendir(doc_path(d, p, sizeof p, "/proc/%s/fd",
		    e->d_name))))
			continue;	/* not ours to read: only
					 * root sees every process */
		while ((f = readdir(fds)))
			if ((n = readlinkat(dirfd(fds), f->d_name, link,
			    sizeof link - 1)) > 0) {
				link[n] = '\0';
				if (strstr(link, "/tracing/trace_pipe") ||
				    (strstr(link, "/tracing/per_cpu/") &&
				    strstr(link, "/trace_pipe")))
					snprintf(drain, sizeof drain,
					    "pid %.16s reads %.200s", e->d_name,
					    link);
			}
		closedir(fds);
	}
	closedir(procs);
	if (drain[0] && !strstr(drain, "/instances/"))
		doc_say(d, DOC_WARN, "consumers",
		    "stop it, or run ras with --instance NAME --enable-event",
		    "%s: what it reads from the main ftrace buffer the tracefs "
		    "source does not get",
		    drain);
	else if (who[0])
		doc_say(d, DOC_WARN, "consumers",
		    "run one of them, or accept two logs of the same records",
		    "%s also logs machine checks (its own buffer: nothing is "
		    "taken from ras, but there "
		    "are two logs)", who);
	else
		doc_say(d, DOC_OK, "consumers", NULL,
		    "no rasdaemon, mcelog or other reader of the main "
		    "ftrace buffer%s", geteuid() ?
		    " among the processes this user can see" : "");
}

/* decode coverage for this CPU */
static void
doc_decode(struct doctor *d)
{
	const struct platform_row *p;
	const struct cpu_model *m = &d->model;

	if (!m->known) {
		doc_say(d, DOC_WARN, "decode",
		    "run on the machine itself, or decode with --cpu "
		    "VENDOR:FAMILY:MODEL",
		    "the CPU is unknown (no /proc/cpuinfo): only architectural "
		    "decode");
	} else if (m->vendor == VENDOR_INTEL && (p = find_platform(m))) {
		doc_say(d, DOC_OK, "decode", NULL,
		    "Intel family 0x%x model 0x%x: %s: bank names and "
		    "model-specific codes from our tables", m->family, m->model,
		    p->name);
	} else if (m->vendor == VENDOR_INTEL) {
		doc_say(d, DOC_WARN, "decode",
		    "report the model (rasd.8 BUGS) so its tables can be "
		    "added",
		    "Intel family 0x%x model 0x%x is not in our tables: "
		    "architectural decode "
		    "only (no bank names, no model-specific codes)", m->family,
		    m->model);
	} else if ((m->vendor == VENDOR_AMD || m->vendor == VENDOR_HYGON) &&
	    m->family >= 0x17) {
		doc_say(d, DOC_OK, "decode", NULL,
		    "AMD family 0x%x: Scalable MCA, bank types from "
		    "MCA_IPID", m->family);
	} else if (m->vendor == VENDOR_AMD && m->family >= 0x10) {
		doc_say(d, DOC_OK, "decode", NULL,
		    "AMD family 0x%x: legacy MCA tables", m->family);
	} else {
		doc_say(d, DOC_WARN, "decode", NULL,
		    "vendor %d family 0x%x model 0x%x: architectural "
		    "decode only", m->vendor, m->family, m->model);
	}
}

/* which DIMM: SMBIOS and EDAC */
static void
doc_dimms(struct doctor *d)
{
	struct inventory inv = { 0 };
	char why[2 * PATH_MAX + 128] = "", whye[PATH_MAX + 64] = "",
	    root[PATH_MAX];
	size_t i;
	int pop = 0;

	snprintf(root, sizeof root, "%s/sys", d->root);
	smbios_read(&inv, root, why, sizeof why);
	edac_read(&inv, root, whye, sizeof whye);
	for (i = 0; i < inv.nd; i++)
		pop += slot_populated(&inv.d[i]);
	if (!inv.nd)
		doc_say(d, DOC_WARN, "dimms", geteuid() ? "run as root" :
		    "a kernel with CONFIG_DMI_SYSFS",
		    "no SMBIOS memory devices (%s): memory errors cannot be "
		    "named to a slot",
		    why[0] ? why : "none listed");
	else
		doc_say(d, DOC_OK, "dimms", NULL,
		    "%d populated of %zu slots in SMBIOS; %s", pop, inv.nd,
		    inv.ne ?
		    "EDAC DIMMs listed: memory errors are placed where a "
		    "channel has one DIMM" :
		    "no EDAC driver: a memory error is named to a slot only by "
		    "firmware (CPER) or when "
		    "one slot is populated");
	inventory_free(&inv);
}

/* after a crash: pstore backends and kdump */
static void
doc_pstore(struct doctor *d)
{
	static const char *const backends[][2] = {
		{ "/sys/module/ramoops", "ramoops" }, { "/sys/module/efi_pstore", "efi_pstore" },
		{ "/sys/firmware/acpi/tables/ERST", "erst (ACPI)" },
	};
	char v[64] = "", found[256] = "";
	size_t i, k = 0;

	if (doc_read(d, v, sizeof v, "/sys/module/pstore/parameters/backend") &&
	    v[0] && strcmp(v, "(null)"))
		k += snprintf(found, sizeof found, "%s", v);
	for (i = 0; i < LEN(backends) && !k; i++)
		if (doc_exists(d, backends[i][0]))
			k += snprintf(found + k, sizeof found - k, "%s%s",
			    k ? ", " : "", backends[i][1]);
	if (k)
		doc_say(d, DOC_OK, "pstore", NULL,
		    "crash logs are kept by %s: the machine check that "
		    "ends a boot is decoded next boot ('ras dump --pstore')",
		    found);
	else
		doc_say(d, DOC_WARN, "pstore",
		    "efi_pstore (EFI machines), ERST (servers), or ramoops "
		    "(ramoops.mem_address/mem_size)",
		    "no pstore backend: the machine check that crashes "
		    "the machine is lost with it");
	v[0] = '\0';
	doc_read(d, v, sizeof v, "/sys/kernel/kexec_crash_loaded");
	if (!strcmp(v, "1"))
		doc_say(d, DOC_OK, "kdump", NULL,
		    "a crash kernel is loaded: a fatal error leaves a dump");
	else
		doc_say(d, DOC_WARN, "kdump",
		    "install kdump-tools (crashkernel= on the command line)",
		    "no crash kernel loaded: a fatal machine check leaves only "
		    "what pstore keeps");
}

/* the daemon: running, its state, its losses, room for its logs */
static void
doc_daemon(struct doctor *d)
{
	struct counters c = { 0 };
	struct statvfs vfs;
	struct stat st;
	char p[PATH_MAX], q[PATH_MAX];
	int running = daemon_running(doc_path(d, p, sizeof p, "/run/rasd.pid"));
	double age = -1;
	unsigned long long mib = 0;
	int have = 0;

	if (stat(doc_path(d, q, sizeof q, "/var/lib/ras/state"), &st) == 0) {
		age = difftime(time(NULL), st.st_mtime);
		have = state_load(q, &c) == 0;
	}
	if (statvfs(doc_path(d, p, sizeof p, "/var/log"), &vfs) == 0)
		mib = (unsigned long long)vfs.f_bavail * vfs.f_frsize >> 20;
	if (!running)
		doc_say(d, DOC_WARN, "daemon",
		    "systemctl enable --now rasd (contrib/rasd.service)",
		    "no ras daemon running (/run/rasd.pid): machine checks are "
		    "not logged as they happen%s",
		    age >= 0 ? "; its state file is there" : "");
	else if (have && c.lost)
		doc_say(d, DOC_WARN, "daemon",
		    "a larger buffer (--pages) or a faster disk; see rasd.8 "
		    "Lost records",
		    "running; %" PRIu64 " records lost since its first start (state file %.0f s "
		    "old)", c.lost, age);
	else if (mib && mib < 64)
		doc_say(d, DOC_WARN, "daemon", "free space in /var/log",
		    "running, but /var/log has %llu "
		    "MiB free: the log is held in memory (4 MiB) when the disk "
		    "is full, then dropped", mib);
	else if (age >= 0)
		doc_say(d, DOC_OK, "daemon", NULL,
		    "running (pid %s); no records lost; state file written "
		    "%.0f s ago; %llu MiB free for its logs", doc_read(d, q,
		    sizeof q, "/run/rasd.pid") ? q : "?", age, mib);
	else
		doc_say(d, DOC_OK, "daemon", NULL,
		    "running (pid %s); no state file yet; %llu MiB free for "
		    "its "
		    "logs", doc_read(d, q, sizeof q, "/run/rasd.pid") ? q :
		    "?", mib);
	counters_free(&c);
}

static const struct option doctor_longopts[] = {
	{ "json", no_argument, NULL, 'j' },
	{ "root", required_argument, NULL, OPT_ROOT },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 },
};

static int
cmd_doctor(int argc, char **argv)
{
	static void (*const checks[])(struct doctor *) = {
		doc_mce, doc_corrected, doc_tracepoint, doc_source, doc_perf,
		doc_boot, doc_previous_boot, doc_cec,
		doc_firmware_first, doc_aer, doc_lockdown, doc_consumers,
		doc_decode,
		doc_dimms, doc_pstore,
		doc_daemon,
	};
	struct doctor d = { .root = "" };
	char p[PATH_MAX];
	size_t i;
	int ch;

	while ((ch = getopt_long(argc, argv, "jh", doctor_longopts,
	    NULL)) != -1) {
		if (ch == 'j')
			d.json = 1;
		else if (ch == OPT_ROOT)
			d.root = strcmp(optarg, "/") ? optarg : "";
		else if (ch == 'h')
			return usage(stdout, "doctor"), EXIT_OK;
		else
			return usage(stderr, "doctor"), 3;
	}
	if (optind < argc) {
		warnmsg("doctor: unexpected argument '%s'", argv[optind]);
		return 3;
	}
	if (!doc_read(&d, d.cmdline, sizeof d.cmdline, "/proc/cmdline"))
		warnmsg("%s: %s (command-line checks skipped)",
		    doc_path(&d, p, sizeof p, "/proc/cmdline"),
		    strerror(errno));
	doc_model(&d);
	for (i = 0; i < LEN(checks); i++)
		checks[i](&d);
	if (fflush(stdout) != 0 || d.failed_io) {
		warnmsg("stdout: %s", strerror(errno));
		return 3;
	}
	return d.worst == DOC_FAIL ? 2 : d.worst == DOC_WARN ? 1 : 0;
}

/* ---- health -------------------------------------------------------------- */

/*
 * ras health: one verdict for the node from the daemon's state, with the
 * exit codes of node-problem-detector's custom plugin protocol (0 OK, 1 a
 * problem, 2 unknown) and a message short enough for a node condition.
 * A problem: a DIMM whose verdict is replace (rasd.8 DIMM VERDICTS), or
 * an uncorrected machine check on a CPU bank since the first start.  A
 * DIMM to watch is said but is not a problem.
 */
#define HEALTH_MSG	240	/* a node condition's message, and NPD's max_output_length */

struct finding {
	int rank;		/* worse first: 3 fatal, 2
				 * replace, 1 uncorrected */
	uint64_t n;
	char text[480];
};

static int
finding_worse(const void *a, const void *b)
{
	const struct finding *x = a, *y = b;

	if (x->rank != y->rank)
		return y->rank - x->rank;
	return x->n < y->n ? 1 : x->n > y->n ? -1 : strcmp(x->text, y->text);
}

/* What the state says is wrong, worst first;
 * the count of findings (problems only). */
static size_t
health_findings(const struct counters *c, double now, const char *cpu_dir,
    struct finding **out, size_t *watch, char *watch1, size_t wlen)
{
	struct finding *f = calloc(c->used + c->ndimm + c->npcie + BUCKETS +
	    CPUS_ISOLATED + 1, sizeof *f);
	char why[160], since[32] = "the first start";
	size_t i, n = 0;
	int v;

	*out = f;
	*watch = 0;
	if (!f)
		return 0;
	if (c->first_start > 0)
		iso_time((uint64_t)c->first_start, since, sizeof since);
	for (i = 0; i < c->ndimm; i++) {
		const struct dimm_count *k = &c->dimm[i];
		const char *name = k->locator[0] ? k->locator : k->key;

		v = dimm_verdict(k, now, why, sizeof why);
		if (v == V_WATCH && !(*watch)++)
			snprintf(watch1, wlen, "%s%s%s%s%s watch: %s",
			    dimm_word(name), name, k->serial[0] ? " (serial " :
			    "", k->serial, k->serial[0] ? ")" : "", why);
		if (v != V_REPLACE)
			continue;
		f[n].rank = 2;
		f[n].n = k->ue + k->ce;
		snprintf(f[n++].text, sizeof f->text,
		    "%s%s%s%s%s replace: %" PRIu64 " corrected, %" PRIu64
		    " uncorrected; %s", dimm_word(name), name, k->serial[0] ?
		    " (serial " : "",
		    k->serial, k->serial[0] ? ")" : "", k->ce, k->ue, why);
	}
	for (i = 0; i < c->cap; i++) {
		const struct counter *k = &c->slot[i];

		if (!k->used || k->sev < SEV_UC_NOACTION)
			continue;
		f[n].rank = k->sev == SEV_FATAL ? 3 : 1;
		f[n].n = k->n;
		snprintf(f[n++].text, sizeof f->text,
		    "CPU %u bank %u%s%s%s: %" PRIu64 " %s error%s since %s",
		    k->cpu, k->bank, k->bank_name[0] ? " (" : "", k->bank_name,
		    k->bank_name[0] ? ")" : "", k->n, severity_names[k->sev],
		    k->n == 1 ? "" : "s", since);
	}
	/* a PCIe device with a fatal error, or an uncorrectable
	 * one that repeats: its link, card or slot is failing */
	for (i = 0; i < c->npcie; i++) {
		const struct pcie_count *k = &c->pcie[i];
		char first[32];

		if (!k->n[PSEV_FATAL] && k->n[PSEV_NONFATAL] < 2)
			continue;
		f[n].rank = k->n[PSEV_FATAL] ? 3 : 1;
		f[n].n = k->n[PSEV_FATAL] + k->n[PSEV_NONFATAL];
		if (k->first > 0)
			iso_time((uint64_t)k->first, first, sizeof first);
		snprintf(f[n++].text, sizeof f->text,
		    "PCIe %s%s%s%s: %" PRIu64 " fatal, %" PRIu64 " non-fatal "
		    "uncorrectable, %" PRIu64 " corrected errors (AER, CXL) "
		    "since %s",
		    k->dev, k->slot[0] ? " (slot " : "", k->slot,
		    k->slot[0] ? ")" : "", k->n[PSEV_FATAL],
		    k->n[PSEV_NONFATAL], k->n[PSEV_CORRECTED], k->first > 0 ?
		    first : since);
	}
	/* a CPU bank's or a socket's threshold crossed
	 * and not drained: the daemon's policy says so */
	for (i = 0; c->page && i < BUCKETS; i++) {
		const struct bucket *b = &c->page->b[i];

		if (!b->crossed || !b->start || now - b->start > b->period ||
		    (b->kind != TH_CPU && b->kind != TH_SOCKET &&
		    b->kind != TH_NODE && b->kind != TH_PCIE))
			continue;
		f[n].rank = 1;
		f[n].n = b->crossed;
		snprintf(f[n++].text, sizeof f->text,
		    "%s: its %s-threshold of corrected errors crossed %u "
		    "time%s in the window that began %.0f s ago", b->name,
		    th_names[b->kind], b->crossed, b->crossed == 1 ? "" : "s",
		    now - b->start);
	}
	/* a CPU ras took offline and that is offline
	 * still: its core needs replacing */
	for (i = 0; c->page && i < c->page->niso; i++) {
		char path[PATH_MAX], when[32], *t = cpu_file(cpu_dir,
		    (int)c->page->iso[i].cpu, "online", path, sizeof path);

		if (!t || t[0] != '0') {
			free(t);
			continue;	/* back online (somebody decided),
					 * or not there to say */
		}
		free(t);
		iso_time((uint64_t)c->page->iso[i].when, when, sizeof when);
		f[n].rank = 2;
		f[n].n = 1;
		snprintf(f[n++].text, sizeof f->text,
		    "CPU %u taken offline by ras at %s (cpu-action isolate: "
		    "repeated corrected errors in its core's own banks)",
		    c->page->iso[i].cpu, when);
	}
	qsort(f, n, sizeof *f, finding_worse);
	return n;
}

static const struct option health_longopts[] = {
	{ "json", no_argument, NULL, 'j' },
	{ "state", required_argument, NULL, OPT_DIMMS_STATE },
	{ "pidfile", required_argument, NULL, 'D' },
	{ "cpu-dir", required_argument, NULL, OPT_CPU_DIR },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 },
};

static int
health_say(int json, int code, const char *msg)
{
	static const char *const names[] = { "ok", "problem", "unknown" };
	struct line l = LINE_INIT(l);

	if (json) {
		lprintf(&l, "{\"status\":\"%s\",\"message\":", names[code]);
		ljson(&l, msg);
		lstr(&l, "}\n");
	} else {
		lprintf(&l, "%.*s\n", HEALTH_MSG, msg);
	}
	fputs(l.b, stdout);
	if (fflush(stdout) != 0) {
		warnmsg("stdout: %s", strerror(errno));
		return 2;
	}
	return code;
}

static int
cmd_health(int argc, char **argv)
{
	const char *state = "/var/lib/ras/state", *pidfile = "/run/rasd.pid",
	    *cpu_dir = CPU_DIR;
	static struct page_offline_cfg page;
	struct counters c = { 0 };
	struct finding *f = NULL;
	char msg[1024], watch1[480] = "";
	size_t n, watch, k;
	int ch, json = 0, rc;

	while ((ch = getopt_long(argc, argv, "jh", health_longopts,
	    NULL)) != -1) {
		if (ch == 'j')
			json = 1;
		else if (ch == OPT_DIMMS_STATE)
			state = optarg;
		else if (ch == 'D')
			pidfile = strcmp(optarg, "none") ? optarg : NULL;
		else if (ch == OPT_CPU_DIR)
			cpu_dir = optarg;
		else if (ch == 'h')
			return usage(stdout, "health"), EXIT_OK;
		else
			return usage(stderr, "health"), 2;
	}
	if (optind < argc) {
		warnmsg("health: unexpected argument '%s'", argv[optind]);
		return 2;
	}
	if (pidfile && !daemon_running(pidfile)) {
		snprintf(msg, sizeof msg,
		    "unknown: no ras daemon running (%s): machine checks are "
		    "not "
		    "being logged", pidfile);
		return health_say(json, 2, msg);
	}
	c.page = &page;	/* the daemon's buckets and the pages it offlined */
	if ((rc = state_load(state, &c)) != 0) {
		snprintf(msg, sizeof msg, "unknown: %s %s", state,
		    rc > 0 ? "does not exist (the daemon writes it when it "
		    "starts: not started, or it cannot write there)" :
		    "cannot be read (see stderr)");
		counters_free(&c);
		return health_say(json, 2, msg);
	}
	n = health_findings(&c, (double)time(NULL), cpu_dir, &f, &watch, watch1,
	    sizeof watch1);
	if (!f) {
		counters_free(&c);
		return health_say(json, 2, "unknown: out of memory");
	}
	if (!n && watch)
		snprintf(msg, sizeof msg, "OK; %s%s", watch1, watch > 1 ?
		    " (and more DIMMs to watch)" : "");
	else if (!n && page.ndone)	/* what was done */
		snprintf(msg, sizeof msg,
		    "OK; %zu page%s taken out by ras's page action", page.ndone,
		    page.ndone == 1 ? "" : "s");
	else if (!n)
		snprintf(msg, sizeof msg, "OK");
	else {
		k = snprintf(msg, sizeof msg, "%s", f[0].text);
		if (n > 1 && k < sizeof msg)
			snprintf(msg + k, sizeof msg - k,
			    " (and %zu more: ras dimms, ras dump)", n - 1);
	}
	free(f);
	counters_free(&c);
	return health_say(json, n ? 1 : 0, msg);
}

/*
 * ras summary: what the logs hold, counted, as ras-mc-ctl --summary,
 * --error-count and --errors answer it: by severity, socket, CPU, CPU and
 * bank, DIMM and kind of error, with the first and the last time.  The
 * daemon's JSON Lines log carries its decode already and a storm leaves
 * millions of lines, so it is read by a parser of its own that keeps a
 * handful of keys; anything else dump --input reads (kernel logs, captures)
 * goes through the source machinery and decode_any, as dump does.
 */
#define SUM_SHOW	20		/* rows a section of the table shows */
#define SUM_BUF		(1u << 20)	/* a JSON log is read this much at a time */

/* ---- summary ------------------------------------------------------------- */
#define SUM_LINE_MAX	(16u << 20)	/* a longer line is malformed: skipped to its end */
#define SUM_DEPTH	16		/* nesting a JSON record may have */
#define SUM_CELL	400

enum sum_group { SG_HOST, SG_SEV, SG_SOCKET, SG_CPU, SG_BANK, SG_DIMM,
    SG_PCIE, SG_ERROR, NSG };
enum { SK_A = 1, SK_B = 2, SK_S1 = 4, SK_S2 = 8, SK_S3 = 16 };	/* the parts
						 * of a row's key a group
						 * uses */
#define SUM_KEYS	5

struct sum_group_def {
	const char *json;		/* its array in --json */
	unsigned keys;			/* SK_*: a, b (numbers, -1
					 * none), s1, s2, s3 (strings) */
	const char *key[SUM_KEYS];	/* the JSON key of a, b, s1, s2, s3 */
	const char *head[SUM_KEYS];	/* and its column */
	int uc;				/* the table has an
					 * UNCORRECTED column */
};

/* s3 is the host (the daemon's JSON log names it): its column only when
 * an input named one */
static const struct sum_group_def sum_groups[NSG] = {
	[SG_HOST] = { "by_host", SK_S3, { NULL, NULL, NULL, NULL, "host" },
	    { NULL, NULL, NULL, NULL, "HOST" }, 1 },
	[SG_SEV] = { "by_severity", SK_S1, { NULL, NULL, "severity" }, { NULL, NULL, "SEVERITY" }, 0 },
	[SG_SOCKET] = { "by_socket", SK_A, { "socket" }, { "SOCKET" }, 1 },
	[SG_CPU] = { "by_cpu", SK_A, { "cpu" }, { "CPU" }, 1 },
	[SG_BANK] = { "by_cpu_bank", SK_A | SK_B | SK_S1, { "cpu", "bank", "bank_name" },
	    { "CPU", "BANK", "BANK NAME" }, 1 },
	[SG_DIMM] = { "by_dimm", SK_S3 | SK_S1 | SK_S2,
	    { NULL, NULL, "locator", "serial", "host" },
	    { NULL, NULL, "DIMM", "SERIAL", "HOST" }, 1 },
	[SG_PCIE] = { "by_pcie_device", SK_S3 | SK_S1 | SK_S2,
	    { NULL, NULL, "device", "slot", "host" },
	    { NULL, NULL, "PCIE DEVICE", "SLOT", "HOST" }, 1 },
	[SG_ERROR] = { "by_error", SK_S1, { NULL, NULL, "error" }, { NULL, NULL, "ERROR" }, 1 },
};

/* What one record adds, from a JSON line or a decoded record. */
struct sum_rec {
	int64_t time;			/* Unix seconds, 0 none */
	int64_t cpu, bank, socket;	/* -1 none */
	char timestr[40];		/* JSON "time", for a line
					 * without "walltime" */
	char sev[32], bank_name[48], error[320];
	char locator[128], serial[128];	/* the slot it was located to */
	char pcie_dev[64], pcie_slot[32];	/* a PCIe error's device */
	char label[128], dimm_location[128];	/* else what the reporter
						 * called the DIMM */
	char kind[16];			/* "memory"; "action": the
					 * daemon's, not an error */
	char host[72];			/* the daemon's JSON log: its
					 * machine; "" not said */
	int64_t same_error;		/* 1: a later report of an
					 * error already counted */
};

struct sum_row {
	uint64_t hash, count, uc;
	int64_t a, b;
	const char *s[3];		/* in the arena */
	int group, used;		/* used 0: a free slot */
};

struct sum_chunk { struct sum_chunk *next; size_t used; char b[65536]; };

struct summary {
	const struct options *o;
	struct sum_row *row;		/* open addressing, cap
					 * a power of two */
	size_t nrow, cap;
	struct sum_chunk *arena;
	struct decode_memo *memo;
	struct cpu_model model;
	uint64_t records, untimed, left_out, malformed, text_errors, uc;
	int64_t first, last;
	int nomem;
	int hosts;			/* an input named a host */
};

/* ---- counting ---- */

static uint64_t
sum_hash(uint64_t h, const void *p, size_t n)
{
	const unsigned char *b = p;
	uint64_t w;
	size_t i;

	for (; n >= 8; n -= 8, b += 8) {
		memcpy(&w, b, 8);
		h = (h ^ w) * 0x9e3779b97f4a7c15ull;
		h ^= h >> 29;
	}
	/* the last 0 to 7 bytes: not memcpy with a length known
	 * only now (a call, and rep movs) */
	for (w = 0, i = 0; i < n; i++)
		w |= (uint64_t)b[i] << 8 * i;
	h = (h ^ w ^ (uint64_t)n << 56) * 0x9e3779b97f4a7c15ull;
	return h ^ h >> 32;
}

static const char *
sum_intern(struct summary *S, const char *s)
{
	size_t n = strlen(s) + 1;
	struct sum_chunk *c = S->arena;

	if (n > sizeof c->b)
		n = sizeof c->b;
	if (!c || sizeof c->b - c->used < n) {
		if (!(c = malloc(sizeof *c)))
			return NULL;
		c->next = S->arena;
		c->used = 0;
		S->arena = c;
	}
	memcpy(c->b + c->used, s, n - 1);
	c->b[c->used + n - 1] = '\0';
	c->used += n;
	return c->b + c->used - n;
}

static int
sum_grow(struct summary *S)
{
	size_t cap = S->cap ? S->cap * 2 : 1024, i, j;
	struct sum_row *row = calloc(cap, sizeof *row);

	if (!row)
		return -1;
	for (i = 0; i < S->cap; i++) {
		if (!S->row[i].used)
			continue;
		for (j = S->row[i].hash & (cap - 1); row[j].used;
		    j = (j + 1) & (cap - 1))
			;
		row[j] = S->row[i];
	}
	free(S->row);
	S->row = row;
	S->cap = cap;
	return 0;
}

/* One more record in group g's row of this
 * key (a, b: -1 none; s1, s2: "" none). */
static void
sum_count(struct summary *S, int g, int64_t a, int64_t b, const char *s1,
    const char *s2, const char *s3, int uc)
{
	uint64_t h = sum_hash(sum_hash((uint64_t)g << 32, &a, 8) + (uint64_t)b,
	    s1, strlen(s1));
	struct sum_row *r;
	size_t i;

	h = sum_hash(sum_hash(h, s2, strlen(s2)), s3, strlen(s3));
	if (S->nrow * 2 >= S->cap && sum_grow(S) < 0) {
		S->nomem = 1;
		return;
	}
	for (i = h & (S->cap - 1);; i = (i + 1) & (S->cap - 1)) {
		r = &S->row[i];
		if (!r->used)
			break;
		if (r->hash == h && r->group == g && r->a == a && r->b == b &&
		    text_eq(r->s[0], s1) && text_eq(r->s[1], s2) &&
		    text_eq(r->s[2], s3)) {
			r->count++;
			r->uc += uc;
			return;
		}
	}
	if (!(r->s[0] = sum_intern(S, s1)) || !(r->s[1] = sum_intern(S, s2)) ||
	    !(r->s[2] = sum_intern(S, s3))) {
		S->nomem = 1;
		return;
	}
	r->hash = h, r->group = g, r->a = a, r->b = b, r->count = 1, r->uc = uc,
	    r->used = 1;
	S->nrow++;
}

/* A record into every grouping, if --since/--until keep it. */
static void
sum_add(struct summary *S, const struct sum_rec *r)
{
	const char *locator = r->locator, *serial = r->serial;
	int sev = severity_from_name(r->sev), uc = sev >= SEV_UC_NOACTION;

	if (r->same_error)
		return;		/* counted with the record it reports again */
	if (S->o->since != INT64_MIN || S->o->until != INT64_MAX) {
		if (!r->time) {
			S->left_out++;	/* cannot be placed: left
					 * out, and said (as dump) */
			return;
		}
		if (r->time < S->o->since || r->time > S->o->until)
			return;
	}
	S->records++;
	S->uc += uc;
	if (!r->time)
		S->untimed++;
	else if (S->records - S->untimed == 1)
		S->first = S->last = r->time;
	else
		S->first = MIN(S->first, r->time), S->last = MAX(S->last,
		    r->time);
	if (r->host[0]) {
		S->hosts = 1;
		sum_count(S, SG_HOST, -1, -1, "", "", r->host, uc);
	}
	sum_count(S, SG_SEV, -1, -1, r->sev, "", "", uc);
	sum_count(S, SG_SOCKET, r->socket, -1, "", "", "", uc);
	sum_count(S, SG_CPU, r->cpu, -1, "", "", "", uc);
	sum_count(S, SG_BANK, r->cpu, r->bank, r->bank_name, "", "", uc);
	sum_count(S, SG_ERROR, -1, -1, r->error, "", "", uc);
	/* not located to a slot: the reporter's name
	 * of the DIMM, as mem_details says it */
	if (!locator[0] && !serial[0])
		locator = label_known(r->label) ? r->label : r->dimm_location;
	if (locator[0] || serial[0])	/* one DIMM 0 a host, not one for all */
		sum_count(S, SG_DIMM, -1, -1, locator, serial, r->host, uc);
	if (r->pcie_dev[0])
		sum_count(S, SG_PCIE, -1, -1, r->pcie_dev, r->pcie_slot,
		    r->host, uc);
}

/* ---- kernel logs and captures: the source machinery, decoded ---- */

static void
sum_decoded(void *ctx, const struct mce_record *r)
{
	struct summary *S = ctx;
	struct decoded own;
	const struct decoded *d = decode_any(S->memo, r, &S->model, &own);
	const struct smbios_dimm *slot;
	const char *basis;
	struct sum_rec s;

	s.time = HAS(r, F_WALLTIME) ? (int64_t)MIN(r->v[F_WALLTIME],
	    INT64_MAX) : 0;
	s.cpu = HAS(r, F_CPU) ? (int64_t)r->v[F_CPU] : -1;
	s.bank = HAS(r, F_BANK) ? (int64_t)r->v[F_BANK] : -1;
	s.socket = HAS(r, F_SOCKETID) ? (int64_t)r->v[F_SOCKETID] : -1;
	s.same_error = (r->flags & REC_SAME_ERROR) != 0;
	snprintf(s.sev, sizeof s.sev, "%s", severity_names[d->sev]);
	snprintf(s.bank_name, sizeof s.bank_name, "%s", d->bank_name);
	snprintf(s.error, sizeof s.error, "%s", d->error);
	s.locator[0] = s.serial[0] = s.label[0] = s.dimm_location[0] = '\0';
	s.host[0] = s.pcie_dev[0] = s.pcie_slot[0] = '\0';
	if (DEVICE_KIND(r)) {
		snprintf(s.pcie_dev, sizeof s.pcie_dev, "%s", r->pcie->dev);
		snprintf(s.pcie_slot, sizeof s.pcie_slot, "%s", r->pcie->slot);
	}
	if ((slot = record_slot(r, d, &basis))) {	/* as format_json's
							 * "dimm" */
		snprintf(s.locator, sizeof s.locator, "%s",
		    slot->str[T17_LOCATOR] ? slot->str[T17_LOCATOR] : "");
		snprintf(s.serial, sizeof s.serial, "%s",
		    slot->str[T17_SERIAL] ? slot->str[T17_SERIAL] : "");
	} else if (r->mem) {
		snprintf(s.label, sizeof s.label, "%s", r->mem->label);
		snprintf(s.dimm_location, sizeof s.dimm_location, "%s",
		    r->mem->dimm);
	}
	sum_add(S, &s);
}

static void
sum_lost(void *ctx, int cpu, uint64_t n, const char *why)
{
	(void)ctx;
	warnmsg("cpu %d: %" PRIu64 " records %s", cpu, n, why);
}

/* Standard input or a pipe, read whole already, as
 * input_open holds it: a capture or a text log. */
static int
sum_source_mem(struct source *s, const char *path, char *all, size_t len)
{
	memset(s, 0, sizeof *s);
	s->fmt.id = -1;
	s->poll_ms = -1;
	s->path = path;
	return input_memory(s, path, all, len);
}

/* One kernel log or capture: path, or (all) a pipe's bytes. */
static int
sum_source(struct summary *S, const char *path, char *all, size_t len)
{
	struct options o = *S->o;
	struct consumer c = { sum_decoded, sum_lost, S };
	struct source *s;
	int rc;

	if (!(s = calloc(1, sizeof *s))) {
		warnmsg("%s: %s", path, strerror(errno));
		free(all);
		return -1;
	}
	o.input = path;
	if (all ? sum_source_mem(s, path, all, len) < 0 :
	    source_open(s, &o) < 0) {
		source_close(s);
		free(s);
		return -1;
	}
	S->model = o.model.known ? o.model : s->model;
	rc = source_drain(s, &c);
	S->text_errors += s->text_errors;	/* each warned with its
						 * line by the parser */
	source_close(s);
	free(s);
	return rc;
}

/* ---- the daemon's JSON Lines log ---- */

enum { J_STR, J_INT, J_OBJ, J_TRUE };
enum { JL_TOP, JL_MEMORY, JL_DIMM, JL_PCIE };	/* where a key counts: the
					 * record, "memory", a "dimm" */

#define JSTR(lv, k, f)	{ lv, sizeof k - 1, k, J_STR, offsetof(struct sum_rec, f), \
	sizeof ((struct sum_rec *)0)->f, 0 }
#define JINT(lv, k, f, max)	{ lv, sizeof k - 1, k, J_INT, offsetof(struct sum_rec, f), 0, max }
#define JOBJ(lv, k, in)	{ lv, sizeof k - 1, k, J_OBJ, 0, in, 0 }
struct json_key {
	uint8_t level, len;
	const char *key;
	uint8_t type;
	uint16_t off, size;		/* J_OBJ: size is the level inside */
	int64_t max;
};

static const struct json_key json_keys[] = {
	JINT(JL_TOP, "walltime", time, 253402300799LL),	/* 9999-12-31T23:59:59Z */
	JSTR(JL_TOP, "time", timestr),
	JINT(JL_TOP, "cpu", cpu, INT32_MAX),
	JINT(JL_TOP, "bank", bank, INT32_MAX),
	JINT(JL_TOP, "socketid", socket, INT32_MAX),
	JSTR(JL_TOP, "severity", sev),
	JSTR(JL_TOP, "kind", kind),
	JSTR(JL_TOP, "host", host),
	{ JL_TOP, sizeof "same_error" - 1, "same_error", J_TRUE, offsetof(struct sum_rec, same_error), 0, 1 },
	JSTR(JL_TOP, "bank_name", bank_name),
	JSTR(JL_TOP, "error", error),
	JOBJ(JL_TOP, "dimm", JL_DIMM),		/* an MCE located (format_json_where) */
	JOBJ(JL_TOP, "memory", JL_MEMORY),
	JOBJ(JL_TOP, "pcie", JL_PCIE),		/* format_json_pcie */
	JSTR(JL_PCIE, "device", pcie_dev),
	JSTR(JL_PCIE, "slot", pcie_slot),
	JOBJ(JL_MEMORY, "dimm", JL_DIMM),	/* a memory error located (format_json_mem) */
	JSTR(JL_MEMORY, "edac_label", label),
	JSTR(JL_MEMORY, "dimm_location", dimm_location),
	JSTR(JL_DIMM, "locator", locator),
	JSTR(JL_DIMM, "serial", serial),
};

/* A record has some 30 keys and we keep 10: found
 * by their length and ends, not by a scan. */
#define JKEY_SLOT(k, n)	(((n) * 31u + (unsigned char)(k)[0] * 7u + (unsigned char)(k)[(n) - 1]) & 63)
static const struct json_key *
json_key_find(int level, const char *k, size_t n)
{
	static uint8_t head[64], next[LEN(json_keys)];	/* index + 1; 0
							 * ends a chain */
	static int made;
	const struct json_key *j;
	size_t i;

	if (!made) {
		for (i = 0; i < LEN(json_keys); i++) {
			next[i] = head[JKEY_SLOT(json_keys[i].key,
			    json_keys[i].len)];
			head[JKEY_SLOT(json_keys[i].key,
			    json_keys[i].len)] = i + 1;
		}
		made = 1;
	}
	if (!n)
		return NULL;
	for (i = head[JKEY_SLOT(k, n)]; i; i = next[i - 1]) {
		j = &json_keys[i - 1];
		if (j->len == n && j->level == level && text_isn(k, j->key, n))
			return j;
	}
	return NULL;
}

/* json_value and json_field call each other: a value may be an object */
static const char *json_value(const char *p, const char *end, int level,
    int depth, struct sum_rec *r);

/* A value we keep, into its field of r; past it, or NULL. */
static const char *
json_field(const char *p, const char *end, const struct json_key *k, int depth,
    struct sum_rec *r)
{
	const char *q;
	int64_t v = 0;
	int esc = 0;

	if ((size_t)(end - p) >= 4 && !memcmp(p, "null", 4))
		return p + 4;	/* as if not there */
	if (k->type == J_OBJ)
		return p < end && *p == '{' ? json_value(p, end, k->size, depth,
		    r) : NULL;
	if (k->type == J_TRUE) {	/* a flag: true sets it,
					 * false leaves it */
		*(int64_t *)((char *)r + k->off) = (size_t)(end - p) >= 4 &&
		    !memcmp(p, "true", 4);
		return json_scalar(p, end);
	}
	if (k->type == J_STR) {
		if (p >= end || *p != '"' ||
		    !(q = json_str_end(p + 1, end, &esc)))
			return NULL;
		if (esc)
			return json_unescape(p + 1, q, (char *)r + k->off,
			    k->size) < 0 ? NULL : q + 1;
		move_short((char *)r + k->off, p + 1,
		    MIN((size_t)(q - p - 1), k->size - 1u));
		((char *)r +
		    k->off)[MIN((size_t)(q - p - 1), k->size - 1u)] = '\0';
		return q + 1;
	}
	for (q = p; q < end && isdigit((unsigned char)*q) && v <= k->max; q++)
		v = v * 10 + (*q - '0');
	if (q == p || v > k->max || (q < end && (isdigit((unsigned char)*q) ||
	    *q == '.' || (*q | 0x20) == 'e')))
		return NULL;	/* not a whole number in range */
	*(int64_t *)((char *)r + k->off) = v;
	return q;
}

/*
 * The value at p (an object: its members, the keys of json_keys at this
 * level kept in r; level -1 keeps none); past it, or NULL when malformed.
 */
static const char *
json_value(const char *p, const char *end, int level, int depth,
    struct sum_rec *r)
{
	const struct json_key *k;
	const char *q;
	int esc, obj;

	if (p >= end)
		return NULL;
	if (*p == '"')
		return (q = json_str_end(p + 1, end, &esc)) ? q + 1 : NULL;
	if (*p != '{' && *p != '[')
		return json_scalar(p, end);
	if (depth >= SUM_DEPTH)
		return NULL;
	obj = *p == '{';
	p = json_ws(p + 1, end);
	if (p < end && *p == (obj ? '}' : ']'))
		return p + 1;
	for (;;) {
		k = NULL;
		if (obj) {
			esc = 0;
			if (p >= end || *p != '"' ||
			    !(q = json_str_end(p + 1, end, &esc)))
				return NULL;
			if (level >= 0 && !esc)
				k = json_key_find(level, p + 1, q - p - 1);
			p = json_ws(q + 1, end);
			if (p >= end || *p != ':')
				return NULL;
			p = json_ws(p + 1, end);
		}
		if (!(p = k ? json_field(p, end, k, depth + 1, r) :
		    json_value(p, end, -1, depth + 1, r)))
			return NULL;
		p = json_ws(p, end);
		if (p < end && *p == (obj ? '}' : ']'))
			return p + 1;
		if (p >= end || *p != ',')
			return NULL;
		p = json_ws(p + 1, end);
	}
}

/* One line of a JSON log: 1 a record, 0 blank, -1 malformed. */
static int
sum_json_line(struct summary *S, const char *p, const char *end)
{
	struct sum_rec r;

	p = json_ws(p, end);
	if (p == end)
		return 0;
	if (*p != '{')
		return -1;
	r.time = r.same_error = 0;
	r.cpu = r.bank = r.socket = -1;
	r.timestr[0] = r.sev[0] = r.bank_name[0] = r.error[0] = '\0';
	r.locator[0] = r.serial[0] = r.label[0] = r.dimm_location[0] = r.kind[0] = '\0';
	r.pcie_dev[0] = r.pcie_slot[0] = '\0';
	r.host[0] = '\0';
	if (!(p = json_value(p, end, JL_TOP, 0, &r)) || json_ws(p, end) != end)
		return -1;
	if (!strcmp(r.kind, "action"))
		return 0;	/* the daemon's threshold or
				 * page action: not an error */
	if (!r.sev[0])
		return -1;	/* not a record of ras dump --json */
	if (!r.time && r.timestr[0] && (parse_when(r.timestr, &r.time) < 0 ||
	    r.time <= 0))
		r.time = 0;
	sum_add(S, &r);
	return 1;
}

/*
 * A JSON log from fd, whose first have bytes are in buf already (size
 * SUM_BUF + 1): line by line, a malformed line counted and the first one
 * said with its number.  0, or -1 when it could not be read.
 */
static int
sum_json(struct summary *S, const char *path, int fd, char *buf, size_t have)
{
	size_t off = 0, cap = SUM_BUF, len;
	uint64_t lineno = 0, bad = 0, first_bad = 0;
	int eof = 0, nul, skipping = 0;
	char *nl, *grown;
	ssize_t got;

	for (;;) {
		nul = 0;
		if ((nl = text_eol(buf + off, buf + have, &nul))) {
			len = nl - (buf + off);
		} else if (eof) {
			if (!(len = have - off))
				break;	/* the last line has no newline */
		} else {
			memmove(buf, buf + off, have - off);
			have -= off;
			off = 0;
			if (have == cap && cap >= SUM_LINE_MAX) {
				skipping = 1;	/* a line this long is no
						 * record: drop what came */
				have = 0;
			} else if (have == cap) {
				if (!(grown = realloc(buf, cap * 2 + 1))) {
					warnmsg("%s: %s", path,
					    strerror(errno));
					free(buf);
					return -1;
				}
				buf = grown;
				cap *= 2;
			}
			while ((got = read(fd, buf + have, cap - have)) < 0 &&
			    errno == EINTR)
				;
			if (got < 0) {
				warnmsg("%s: read: %s", path, strerror(errno));
				free(buf);
				return -1;
			}
			have += got;
			eof = got == 0;
			continue;
		}
		lineno++;
		if (skipping || nul || sum_json_line(S, buf + off, buf + off +
		    len) < 0) {
			if (!bad++)
				first_bad = lineno;
			if (bad == 1)
				warnmsg("%s:%" PRIu64 ": malformed JSON record%s, skipped",
				    path, lineno,
				    skipping ? " (longer than 16 MiB)" : nul ?
				    " (a NUL byte in it)" : "");
		}
		skipping = 0;
		off += len + (off + len < have);
	}
	free(buf);
	if (bad > 1)
		warnmsg("%s: %" PRIu64 " malformed lines skipped (the first at line %" PRIu64 ")",
		    path, bad, first_bad);
	S->malformed += bad;
	return 0;
}

/* ---- inputs ---- */

/* Compressed files, by their magic: a static
 * binary has no zlib; say how to read them. */
/* JSON Lines: the first line an object ('{' then a
 * key or '}'), not a CPER "{1}[Hardware Error]" */
static int
sum_is_json(const char *p, size_t n)
{
	const char *end = p + n;

	p = json_ws(p, end);
	while (p < end && *p == '\n')
		p = json_ws(p + 1, end);
	if (p == end || *p != '{')
		return 0;
	p = json_ws(p + 1, end);
	return p < end && (*p == '"' || *p == '}');
}

/* Up to n bytes, fewer only at the end of the file. */
static ssize_t
sum_read_head(int fd, char *buf, size_t n)
{
	size_t have = 0;
	ssize_t got;

	while (have < n) {
		if ((got = read(fd, buf + have, n - have)) < 0 &&
		    errno == EINTR)
			continue;
		if (got < 0)
			return -1;
		if (got == 0)
			break;
		have += got;
	}
	return have;
}

/* One input: -1 when it could not be read (said why). */
/* What sum_input found at fd: a JSON log, a log or capture to read again
 * by name (regular), or a pipe's text; buf has its first have bytes. */
static int
sum_body(struct summary *S, const char *path, int fd, char *buf, ssize_t have,
    int regular)
{
	char *rest, *all;
	size_t len;
	int rc;

	if (have == 0) {	/* a log just rotated: nothing happened since */
		free(buf);
		close(fd);
		return 0;
	}
	if (sum_is_json(buf, have)) {
		rc = sum_json(S, path, fd, buf, have);
		close(fd);
		return rc;
	}
	/* a kernel log or a capture: dump's reader opens it again */
	if (regular) {
		free(buf);
		close(fd);
		return sum_source(S, path, NULL, 0);
	}
	/* a pipe cannot be read again: what came, and
	 * the rest, held as input_open holds it */
	if (!(rest = slurp_fd(fd, &len, (size_t)1 << 32)) ||
	    !(all = malloc(have + len + 1))) {
		warnmsg("%s: %s", path, strerror(errno));
		free(rest);
		free(buf);
		return -1;
	}
	memcpy(all, buf, have);
	memcpy(all + have, rest, len + 1);
	free(rest);
	free(buf);
	return sum_source(S, path, all, have + len);
}

static int
sum_input(struct summary *S, const char *path)
{
	int in = !strcmp(path, "-"), fd, rc, p;
	const struct packed_magic *k;
	struct stat st;
	ssize_t have;
	char *buf;
	pid_t pid;

	fd = in ? fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 3) : open(path,
	    O_RDONLY | O_CLOEXEC | O_NONBLOCK);
	if (in)
		path = "stdin";
	if (fd < 0 || fstat(fd, &st) < 0) {
		warnmsg("%s: %s", path, strerror(errno));
		if (fd >= 0)
			close(fd);
		return -1;
	}
	if (!in && !S_ISREG(st.st_mode) && !S_ISFIFO(st.st_mode)) {
		warnmsg("%s: %s", path, S_ISDIR(st.st_mode) ? strerror(EISDIR) :
		    "not a file (a log or a capture is)");
		close(fd);
		return -1;
	}
	fcntl(fd, F_SETFL, 0);
	if (!(buf = malloc(SUM_BUF + 1)) ||
	    (have = sum_read_head(fd, buf, SUM_BUF)) < 0) {
		warnmsg("%s: %s", path, strerror(errno));
		free(buf);
		close(fd);
		return -1;
	}
	if ((k = packed_format(buf, have)) && (in || !S_ISREG(st.st_mode))) {
		warnmsg("%s: %s-compressed: a pipe is read as it comes; use: "
		    "%s FILE | ras summary -i -", path, k->name, k->cat);
		free(buf);
		close(fd);
		return -1;
	}
	if (k) {	/* a rotated log: its tool unpacks it */
		p = unpack_open(fd, path, k, &pid);
		close(fd);
		if (p < 0) {
			free(buf);
			return -1;
		}
		if ((have = sum_read_head(p, buf, SUM_BUF)) < 0) {
			warnmsg("%s: %s: %s", path, k->cat, strerror(errno));
			free(buf);
			close(p);
			rc = -1;
		} else {
			rc = sum_body(S, path, p, buf, have, 0);
		}
		return unpack_close(pid, path, k) == -2 ? -1 : rc;
	}
	return sum_body(S, path, fd, buf, have, S_ISREG(st.st_mode));
}

/* ---- output ---- */

/* The parts of group g's key shown: the host only when an input named one. */
static unsigned
sum_keys(const struct summary *S, int g)
{
	return sum_groups[g].keys & (S->hosts ? ~0u : ~(unsigned)SK_S3);
}

static int
sum_row_order(const void *x, const void *y)
{
	const struct sum_row *a = *(const struct sum_row *const *)x,
	    *b = *(const struct sum_row *const *)y;
	int c;

	if (a->count != b->count)
		return a->count > b->count ? -1 : 1;
	if (a->a != b->a)
		return a->a < b->a ? -1 : 1;
	if (a->b != b->b)
		return a->b < b->b ? -1 : 1;
	if ((c = strcmp(a->s[2], b->s[2])))	/* a host's rows together */
		return c;
	return (c = strcmp(a->s[0], b->s[0])) ? c : strcmp(a->s[1], b->s[1]);
}

/* Group g's rows, most records first; NULL
 * when there are none (or no memory). */
static const struct sum_row **
sum_sorted(const struct summary *S, int g, size_t *n)
{
	const struct sum_row **v;
	size_t i;

	*n = 0;
	if (!S->nrow || !(v = malloc(S->nrow * sizeof *v)))
		return NULL;
	for (i = 0; i < S->cap; i++)
		if (S->row[i].used && S->row[i].group == g)
			v[(*n)++] = &S->row[i];
	qsort(v, *n, sizeof *v, sum_row_order);
	return v;
}

/* The key cells of a row: a number, or "-"
 * none; a string escaped for a terminal. */
static int
sum_key_cells(const struct sum_row *r, unsigned keys, char (*cell)[SUM_CELL])
{
	int k, n = 0;

	for (k = 0; k < SUM_KEYS; k++) {
		if (!(keys & 1u << k))
			continue;
		if (k < 2 && (k ? r->b : r->a) >= 0)
			snprintf(cell[n], SUM_CELL, "%" PRId64,
			    k ? r->b : r->a);
		else if (k >= 2 && r->s[k - 2][0])
			escape_text(cell[n], SUM_CELL, r->s[k - 2],
			    strlen(r->s[k - 2]), NULL);
		else
			snprintf(cell[n], SUM_CELL, "-");
		n++;
	}
	return n;
}

/* One section: COUNT [UNCORRECTED] KEY..., the
 * first SUM_SHOW rows, then how many more. */
static void
sum_table(const struct summary *S, int g)
{
	char (*cell)[7][SUM_CELL];
	const struct sum_row **v;
	size_t n, i, j, rows, w[7] = { 0 };
	uint64_t more = 0;
	unsigned keys = sum_keys(S, g);
	int nc = 0, k;

	if (!(v = sum_sorted(S, g, &n)) || !n ||
	    !(cell = calloc(SUM_SHOW + 1, sizeof *cell))) {
		free(v);
		return;
	}
	rows = MIN(n, SUM_SHOW);
	snprintf(cell[0][nc++], SUM_CELL, "COUNT");
	if (sum_groups[g].uc)
		snprintf(cell[0][nc++], SUM_CELL, "UNCORRECTED");
	for (k = 0; k < SUM_KEYS; k++)
		if (keys & 1u << k)
			snprintf(cell[0][nc++], SUM_CELL, "%s",
			    sum_groups[g].head[k]);
	for (i = 0; i < rows; i++) {
		snprintf(cell[i + 1][0], SUM_CELL, "%" PRIu64, v[i]->count);
		if (sum_groups[g].uc)
			snprintf(cell[i + 1][1], SUM_CELL, "%" PRIu64,
			    v[i]->uc);
		sum_key_cells(v[i], keys, cell[i + 1] + 1 + sum_groups[g].uc);
	}
	for (i = rows; i < n; i++)
		more += v[i]->count;
	for (i = 0; i <= rows; i++)
		for (j = 0; j < (size_t)nc; j++)
			w[j] = MAX(w[j], disp_width(cell[i][j]));
	putchar('\n');
	for (i = 0; i <= rows; i++)
		for (j = 0; j < (size_t)nc; j++)
			if (j < 1u + sum_groups[g].uc)	/* counts
							 * right-aligned */
				printf("%*s%s  ",
				    (int)(w[j] - disp_width(cell[i][j])), "",
				    cell[i][j]);
			else
				printf(j + 1 < (size_t)nc ? "%s%*s  " : "%s\n",
				    cell[i][j],
				    (int)(w[j] - disp_width(cell[i][j])), "");
	if (n > rows)
		printf("(and %zu more, %" PRIu64 " records: --json lists every row)\n",
		    n - rows, more);
	free(cell);
	free(v);
}

static void
sum_text(const struct summary *S, int ninputs)
{
	char t[32];
	int g;

	printf("%" PRIu64 " records (%" PRIu64 " uncorrected) from %d input%s",
	    S->records, S->uc, ninputs, ninputs == 1 ? "" : "s");
	if (S->records > S->untimed &&
	    iso_time((uint64_t)S->first, t, sizeof t) == 0) {
		printf(", %s", t);
		if (iso_time((uint64_t)S->last, t, sizeof t) == 0)
			printf(" to %s", t);
	}
	printf("\n");
	if (S->untimed)
		printf("%" PRIu64 " records without a time (counted, not in first and last)\n",
		    S->untimed);
	if (S->left_out)
		printf("%" PRIu64 " records without a time left out by --since/--until\n",
		    S->left_out);
	if (S->malformed)
		printf("%" PRIu64 " malformed lines skipped\n", S->malformed);
	for (g = 0; g < NSG; g++)
		sum_table(S, g);
}

static void
sum_json_out(const struct summary *S, char **inputs, int ninputs)
{
	struct line l = LINE_INIT(l);
	const struct sum_row **v;
	char t[32];
	size_t n, i;
	int g, k;

	fputs("{\"inputs\":[", stdout);
	for (k = 0; k < ninputs; k++) {
		l.n = 0;
		if (k)
			lput(&l, ",", 1);
		ljson(&l, strcmp(inputs[k], "-") ? inputs[k] : "stdin");
		fwrite(l.b, 1, l.n, stdout);
	}
	l.n = 0;
	lstr(&l, "],\"records\":");
	ldec(&l, S->records);
	lstr(&l, ",\"uncorrected\":");
	ldec(&l, S->uc);
	lstr(&l, ",\"untimed\":");
	ldec(&l, S->untimed);
	lstr(&l, ",\"untimed_left_out\":");
	ldec(&l, S->left_out);
	lstr(&l, ",\"malformed\":");
	ldec(&l, S->malformed);
	if (S->records > S->untimed &&
	    iso_time((uint64_t)S->first, t, sizeof t) == 0)
		lprintf(&l, ",\"first\":\"%s\"", t);
	if (S->records > S->untimed &&
	    iso_time((uint64_t)S->last, t, sizeof t) == 0)
		lprintf(&l, ",\"last\":\"%s\"", t);
	if (S->o->since != INT64_MIN &&
	    iso_time((uint64_t)S->o->since, t, sizeof t) == 0)
		lprintf(&l, ",\"since\":\"%s\"", t);
	if (S->o->until != INT64_MAX &&
	    iso_time((uint64_t)S->o->until, t, sizeof t) == 0)
		lprintf(&l, ",\"until\":\"%s\"", t);
	fwrite(l.b, 1, l.n, stdout);
	for (g = 0; g < NSG; g++) {
		v = sum_sorted(S, g, &n);
		printf(",\"%s\":[", sum_groups[g].json);
		for (i = 0; i < n; i++) {
			l.n = 0;
			lstr(&l, i ? ",{" : "{");
			for (k = 0; k < SUM_KEYS; k++) {
				if (!(sum_keys(S, g) & 1u << k))
					continue;
				lprintf(&l, "\"%s\":", sum_groups[g].key[k]);
				if (k < 2 && (k ? v[i]->b : v[i]->a) >= 0)
					ldec(&l, (uint64_t)(k ? v[i]->b :
					    v[i]->a));
				else if (k >= 2 && v[i]->s[k - 2][0])
					ljson(&l, v[i]->s[k - 2]);
				else
					lstr(&l, "null");
				lput(&l, ",", 1);
			}
			lstr(&l, "\"count\":");
			ldec(&l, v[i]->count);
			lstr(&l, ",\"uncorrected\":");
			ldec(&l, v[i]->uc);
			lput(&l, "}", 1);
			fwrite(l.b, 1, l.n, stdout);
		}
		fputs("]", stdout);
		free(v);
	}
	fputs("}\n", stdout);
}

static const struct option summary_longopts[] = {
	{ "input", required_argument, NULL, 'i' },
	{ "json", no_argument, NULL, 'j' },
	{ "since", required_argument, NULL, OPT_SINCE },
	{ "until", required_argument, NULL, OPT_UNTIL },
	{ "strict", no_argument, NULL, OPT_STRICT },
	{ "sysfs", required_argument, NULL, OPT_SYSFS },
	{ "cpu", required_argument, NULL, 'c' },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 },
};

static void
summary_free(struct summary *S)
{
	struct sum_chunk *c;

	while ((c = S->arena)) {
		S->arena = c->next;
		free(c);
	}
	free(S->row);
	free(S->memo);
}

static int
cmd_summary(int argc, char **argv)
{
	struct options o;
	struct summary S = { 0 };
	char **inputs;
	const char *sysfs = NULL;
	int ch, n = 0, nread = 0, i, rc = EXIT_OK, json = 0;

	options_init(&o);
	if (!(inputs = calloc(argc + 1, sizeof *inputs)))
		return EXIT_FAIL;
	while ((ch = getopt_long(argc, argv, "i:jc:h", summary_longopts,
	    NULL)) != -1) {
		switch (ch) {
		case 'i': inputs[n++] = optarg; break;
		case 'j': json = 1; break;
		case OPT_STRICT: o.strict = 1; break;
		case OPT_SYSFS: sysfs = optarg; break;
		case 'h': free(inputs); return usage(stdout, "summary"),
		    EXIT_OK;
		case OPT_SINCE:
		case OPT_UNTIL:
			if (parse_when(optarg, ch == OPT_SINCE ? &o.since :
			    &o.until) < 0) {
				warnmsg("--%s %s: expected a time: 2026-12-03T10:00:00Z, 2026-12-03, -24h, "
				    "-30m, -7d or @UNIXTIME", ch == OPT_SINCE ?
				    "since" : "until", optarg);
				free(inputs);
				return EXIT_USAGE;
			}
			break;
		case 'c':
			if (parse_cpu_model(optarg, &o.model) < 0) {
				warnmsg("--cpu %s: expected VENDOR:FAMILY:MODEL[:STEPPING]",
				    optarg);
				free(inputs);
				return EXIT_USAGE;
			}
			break;
		default: free(inputs); return usage(stderr, "summary"),
		    EXIT_USAGE;
		}
	}
	while (optind < argc)	/* ras summary /var/log/ras.jsonl*:
				 * the log and its rotated copies */
		inputs[n++] = argv[optind++];
	if (!n || o.since > o.until) {
		warnmsg(n ? "summary: --since is later than --until" :
		    "summary: no input: name the daemon's JSON log (and its "
		    "rotated copies), or any "
		    "log dump --input reads, with -i FILE or as arguments");
		free(inputs);
		return EXIT_USAGE;
	}
	if (sysfs)		/* whose DIMMs a kernel log's memory
				 * errors are located against */
		dimms_load(sysfs);
	S.o = &o;
	S.model = o.model;
	if (!(S.memo = calloc(1, sizeof *S.memo))) {
		warnmsg("summary: %s", strerror(errno));
		free(inputs);
		return EXIT_FAIL;
	}
	for (i = 0; i < n; i++)
		nread += sum_input(&S, inputs[i]) == 0;
	if (S.nomem)
		warnmsg("summary: out of memory: some rows are missing");
	if (S.left_out)
		warnmsg("%" PRIu64 " records without a time left out by --since/--until",
		    S.left_out);
	if (nread && json)
		sum_json_out(&S, inputs, n);
	else if (nread)
		sum_text(&S, nread);
	if (fflush(stdout) != 0) {
		warnmsg("stdout: %s", strerror(errno));
		rc = EXIT_FAIL;
	}
	if (!nread)
		rc = EXIT_FAIL;
	else if (o.strict && (S.malformed || S.text_errors)) {
		warnmsg("%" PRIu64 " malformed lines: --strict, failing",
		    S.malformed + S.text_errors);
		rc = EXIT_FAIL;
	}
	summary_free(&S);
	free(inputs);
	return rc;
}

/* ---- daemon -------------------------------------------------------------- */

/*
 * What the record may make the daemon do, as the policy table says; what
 * it may not is said once for each policy row.  The counters are per CPU and
 * bank: a memory error of EDAC or firmware without them is counted per DIMM.
 */
static void
daemon_policy(struct daemon *d, const struct mce_record *r,
    const struct decoded *dec)
{
	static const enum act acts[] = { ACT_TRIGGER, ACT_THRESHOLD,
	    ACT_HEALTH };
	char why[300], refused[64] = "";
	int may[NACT] = { 0 };
	size_t i;

	for (i = 0; i < LEN(acts); i++)
		if (!(may[acts[i]] = policy_may(r, acts[i], NULL, NULL, why,
		    sizeof why)))
			snprintf(refused + strlen(refused),
			    sizeof refused - strlen(refused), "%s%s",
			    refused[0] ? ", " : "", act_names[acts[i]]);
	d->cnt.by_prov[policy_row(r) - policy]++;
	if (r->flags & REC_SAME_ERROR)	/* counted with the record
					 * it reports again */
		may[ACT_HEALTH] = may[ACT_THRESHOLD] = 0;
	if (may[ACT_HEALTH] && r->kind == KIND_MCE)
		counter_add(&d->cnt, r->v[F_CPU], r->v[F_BANK], dec->sev,
		    dec->bank_name, 1);
	if (may[ACT_TRIGGER])
		trigger_run(d, r, dec);
	if (may[ACT_THRESHOLD] && (r->kind == KIND_MCE || r->mem ||
	    r->kind == KIND_PCIE || (r->kind == KIND_CXL &&
	    cxl_bucket(&r->pcie->cxl) >= 0)))
		thresholds_account(d, r, dec);
	if (may[ACT_HEALTH] && DEVICE_KIND(r))
		pcie_count_record(&d->cnt, r, record_time(r));
	if (may[ACT_HEALTH] && dec->memory)	/* by the record's own time:
						 * a log imported late counts
						 * when it happened */
		dimm_count_record(&d->cnt, r, dec, record_time(r));
	if (refused[0] && !d->refused_said[policy_row(r) - policy]++)
		daemon_note(d, LOG_NOTICE,
		    "%s records%s%s: not used for %s (%s; said once)",
		    policy_row(r)->name, r->origin ? " from " : "", r->origin ?
		    r->origin : "", refused, policy_row(r)->what);
}

static void
daemon_record(void *ctx, const struct mce_record *r)
{
	struct daemon *d = ctx;
	struct decoded own;

	/* a persistent instance: how far this boot's records were read, so
	 * that the next boot leaves them out of its previous boot */
	if (d->src->boot_inst && r->prov == PROV_LIVE && !d->reading_early &&
	    r->src_cpu >= 0 && r->src_cpu < MAX_CPUS &&
	    r->time_ns > d->tpos.time[r->src_cpu]) {
		d->tpos.time[r->src_cpu] = r->time_ns;
		d->tpos.hash[r->src_cpu] = boot_hash(r->raw, r->rawlen);
		d->tpos_dirty = 1;
	}
	/* valid until the next decode: nothing below decodes */
	const struct decoded *dec = decode_any(d->memo, r, &d->src->model,
	    &own);
	struct mce_record stamped;

	if ((r->kind == KIND_MEM || DEVICE_KIND(r)) &&
	    !HAS(r, F_WALLTIME) && !(r->flags & REC_FROM_TEXT)) {
		stamped = *r;	/* the ras: events carry no wall time:
				 * the log says when it logged it */
		stamped.v[F_WALLTIME] = time(NULL);
		stamped.present |= 1u << F_WALLTIME;
		stamped.flags |= REC_TIME_LOGGED;
		r = &stamped;
	}
	struct line l = LINE_INIT(l);
	int folded = storm_fold(d, r, dec);

	format_line(&l, r, dec);
	if (!folded)
		logsink_add(&d->log, l.b, l.n);
	if (d->kmsg >= 0 && !folded)
		kmsg_write(d->kmsg, syslog_prio(dec->sev),
		    strchr(l.b, ' ') + 1);
	if (syslog_wanted(&d->sys) && !folded && syslog_allow(&d->sys)) {
		l.b[l.n - 1] = '\0';	/* no newline, no timestamp:
					 * syslog adds its own */
		syslog_emit(&d->sys, syslog_prio(dec->sev),
		    strchr(l.b, ' ') + 1, r, dec);
	}
	if (d->json.fd >= 0 || d->json.waiting) {
		l.n = 0;
		format_json(&l, r, dec, d->sys.host);
		logsink_add(&d->json, l.b, l.n);
	}
	daemon_policy(d, r, dec);
	d->records++;
	d->burst_records++;
	d->metrics_dirty = d->state_dirty = 1;
	if (d->cfg->fsync == FSYNC_ALWAYS) {
		logsink_flush(&d->log);
		logsink_flush(&d->json);
		logsink_sync(&d->log);
		logsink_sync(&d->json);
	}
}

/* Problems say_allow held, said with the next like it or once their
 * interval is over: how many, and the records they said lost. */
static void
daemon_held(void *ctx, int cpu, uint64_t held, uint64_t n, const char *why)
{
	char on[32] = "CPUs";	/* -1: of several */

	if (cpu >= 0)
		snprintf(on, sizeof on, "CPU %d", cpu);
	if (n)
		daemon_note(ctx, LOG_WARNING, "lost %" PRIu64 " records on %s: "
		    "%s: %" PRIu64 " more times since it was last said", n, on,
		    why, held);
	else
		daemon_note(ctx, LOG_WARNING, "%s: %s: %" PRIu64 " more times "
		    "since it was last said", on, why, held);
}

static void
daemon_lost(void *ctx, int cpu, uint64_t n, const char *why)
{
	struct daemon *d = ctx;

	uint64_t held, held_n;
	int say;

	if (why == note_came_online) {
		daemon_note(d, LOG_INFO, "CPU %d: %s", cpu, why);
		return;
	}
	d->cnt.lost += n;
	d->metrics_dirty = d->state_dirty = 1;
	say = say_allow(&d->say, cpu, why, n, now_mono(), &held, &held_n);
	d->cnt.problems = d->say.total;
	if (!say)
		return;
	if (held)
		daemon_held(d, cpu, held, held_n, why);
	if (n)
		daemon_note(d, LOG_WARNING, "lost %" PRIu64 " records on CPU "
		    "%d: %s", n, cpu, why);
	else
		daemon_note(d, LOG_WARNING, "CPU %d: %s", cpu, why);
}

static void
daemon_report_log(struct daemon *d, struct logsink *l, int *was_failing)
{
	if (l->err && !*was_failing) {
		*was_failing = 1;
		/* to syslog and stderr only: the
		 * log is what cannot be written */
		if (syslog_wanted(&d->sys))
			syslog_send(&d->sys, LOG_ERR,
			    "log file write failed; holding records");
		warnmsg("%s: write: %s; holding %zu bytes of records, retrying every second",
		    l->path, strerror(l->err), l->len);
	} else if (!l->err && *was_failing) {
		*was_failing = 0;
		daemon_note(d, LOG_WARNING, "%s: writing again%s", l->path,
		    l->dropped > l->dropped_reported ? "" : "; nothing lost");
		if (l->dropped > l->dropped_reported) {
			daemon_note(d, LOG_ERR,
			    "%s: %" PRIu64 " records could not be held while it was "
			    "failing and are missing from it (they are in the "
			    "counters)", l->path,
			    l->dropped - l->dropped_reported);
			l->dropped_reported = l->dropped;
		}
	}
}

/* The buffers whose read positions a state file can keep: persistent
 * buffers, and mapped ftrace buffers; NULL other sources. */
static const char *
source_positions_of(const struct source *s)
{
	static char of[NAME_MAX + 32];
	const char *in;

	if (s->kind == SRC_PERSISTENT)
		return "persistent";
	if (!s->mapped)
		return NULL;
	/* by instance, not by path: tracefs may be mounted twice */
	in = strstr(s->trace_dir, "/instances/");
	snprintf(of, sizeof of, "tracefs:%s", in ? in + 1 : "");
	return of;
}

/* Where each persistent or mapped buffer was read up to, for a restart or a
 * hand-over. */
static void
daemon_positions(struct daemon *d)
{
	const char *of = source_positions_of(d->src);
	int i;

	if (!of || counters_positions(&d->cnt) < 0)
		return;
	/* a mapped buffer keeps what was read: its position goes to disk
	 * only with nothing held back from the logs (a restart would skip
	 * records the log never got) */
	if (d->src->mapped && (d->log.len || d->json.len))
		return;
	if (strcmp(d->cnt.pos_of, of)) {
		snprintf(d->cnt.pos_of, sizeof d->cnt.pos_of, "%s", of);
		d->state_dirty = 1;
	}
	for (i = 0; i < d->src->nrings; i++) {
		const struct ring *rg = &d->src->rings[i];
		uint32_t r = rg->tmap ? rg->tresets : UINT32_MAX;

		if ((d->src->kind == SRC_PERSISTENT || rg->tmap) &&
		    rg->cpu >= 0 && rg->cpu < MAX_CPUS &&
		    (d->cnt.pos[rg->cpu] != rg->pos ||
		    d->cnt.pos_resets[rg->cpu] != r)) {
			d->cnt.pos[rg->cpu] = rg->pos;
			d->cnt.pos_resets[rg->cpu] = r;
			d->state_dirty = 1;
		}
	}
}

static void
daemon_save(struct daemon *d, int force)
{
	double now = now_mono(), last = d->last_save.tv_sec +
	    d->last_save.tv_nsec / 1e9;

	if (d->cfg->metrics_path && now - d->metrics_written >=
	    METRICS_REFRESH) {
		d->metrics_dirty = 1;	/* liveness, and verdicts that aged */
		d->state_dirty |= d->save_failed[1];	/* and a retry */
	}
	if (!force && now - last < SAVE_INTERVAL)
		return;
	clock_gettime(CLOCK_MONOTONIC, &d->last_save);
	if (d->metrics_dirty && d->cfg->metrics_path)
		d->metrics_written = now;
	uint64_t drops[NSINKS] = { d->log.dropped, d->json.dropped,
	    d->sys.local.dropped, d->sys.remote.dropped,
	    d->sys.journal.dropped };

	if (d->metrics_dirty && d->cfg->metrics_path) {
		daemon_saved(d, 0, d->cfg->metrics_path,
		    metrics_write(d->metrics_at, &d->cnt, d->start, drops,
		    d->cfg->trig.coalesced, d->cfg->trig.unrun,
		    d->save_errors));
		if (d->save_failed[0])	/* again METRICS_RETRY from now */
			d->metrics_written = now - METRICS_REFRESH +
			    METRICS_RETRY;
	}
	daemon_positions(d);
	/* how far the instance was read goes to disk once what was read is
	 * on disk too (the log synced, nothing held): else the next boot
	 * would leave out records the log never got */
	if (d->tpos_dirty && d->cfg->state_path &&
	    d->cfg->fsync != FSYNC_NEVER && !d->log.len && !d->json.len &&
	    !d->log.unsynced && !d->json.unsynced) {
		char dir[PATH_MAX];

		snprintf(d->tpos.boot, sizeof d->tpos.boot, "%s",
		    d->cnt.boot_id);
		daemon_saved(d, 1, "instance positions", boot_pos_write(d->src,
		    d->state_at.dir, state_dir(d->cfg->state_path, dir,
		    sizeof dir), &d->tpos));
		d->tpos_dirty = 0;
	}
	if (d->state_dirty && d->cfg->state_path)
		daemon_saved(d, 1, d->cfg->state_path,
		    state_write(d->state_at, &d->cnt));
	d->metrics_dirty = d->state_dirty = 0;
}

/* SIGHUP, or the retry of a reopen that failed */
static void
daemon_reopen(struct daemon *d, struct logsink *l, int hup)
{
	char why[160];
	int was = l->reopen_pending, waiting = l->waiting;

	if (!hup && (!was || now_mono() - l->reopen_try < 1))
		return;
	l->reopen_try = now_mono();
	if (waiting) {		/* never opened: said at start */
		if (logsink_reopen(l, why, sizeof why) == 0)
			daemon_note(d, LOG_WARNING, "%s: opened after %.0f s; "
			    "the lines held meanwhile are in it%s", l->path,
			    now_mono() - l->reopen_since, l->dropped ?
			    " (those past the hold: counted in "
			    "ras_sink_dropped_total)" : "");
		return;
	}
	if (logsink_reopen(l, why, sizeof why) < 0) {
		if (!was) {
			l->reopen_since = now_mono();
			l->old_lines = 0;
			daemon_note(d, LOG_ERR,
			    "%s: reopen failed: %s; still writing to the old "
			    "file, "
			    "retrying every second%s", l->path, why, strstr(why,
			    "Permission denied") ?
			    " (a directory made anew since start is outside "
			    "the daemon's Landlock rules: "
			    "restart it)" : "");
		}
	} else if (was) {
		daemon_note(d, LOG_WARNING,
		    "%s: reopened after %.0f s; %" PRIu64 " lines went to the "
		    "old file meanwhile", l->path, now_mono() - l->reopen_since,
		    l->old_lines);
	}
}

/*
 * A syslog sink's outages and drops, as notes: an outage once when it
 * starts and once when it ends, drops at most every DROP_REPORT seconds
 * (and at exit), so a stalled syslogd cannot flood the log with notes.
 */
static void
daemon_net_report(struct daemon *d, struct netsink *ns, const char *what,
    int final)
{
	unsigned ev = ns->events;
	char why[256] = "";
	size_t i, len;
	uint64_t n;

	ns->events = 0;
	if (ev & NET_DOWN)
		daemon_note(d, LOG_WARNING, "%s %s: %s: %s; retrying", what,
		    ns->name, ns->gai ? "resolve" : "connect",
		    ns->gai ? ns->gai : strerror(ns->err));
	if (ev & NET_UP)
		daemon_note(d, LOG_INFO, "%s %s: connected", what, ns->name);
	if (ns->dropped == ns->dropped_reported)
		return;
	d->metrics_dirty = 1;
	if (!final && now_mono() - ns->last_note < DROP_REPORT) {
		d->drops_pending = 1;
		return;
	}
	n = ns->dropped - ns->dropped_reported;
	ns->dropped_reported = ns->dropped;
	ns->last_note = now_mono();
	for (i = 0, len = 0; i < NDROP; i++)
		if (ns->why_n[i]) {
			len += snprintf(why + len,
			    sizeof why - MIN(len, sizeof why),
			    "%s%" PRIu64 " %s", len ? ", " : "", ns->why_n[i],
			    drop_reasons[i]);
			len = MIN(len, sizeof why - 1);
			ns->why_n[i] = 0;
		}
	daemon_note(d, LOG_WARNING, "%s %s: %" PRIu64 " messages dropped (%s)",
	    what, ns->name, n, why);
}

static void
daemon_flush(struct daemon *d)
{
	static int log_failing, json_failing;

	logsink_flush(&d->log);
	logsink_flush(&d->json);
	if (d->cfg->fsync != FSYNC_NEVER && (d->burst_records ||
	    d->log.unsynced || d->json.unsynced)) {
		logsink_sync(&d->log);
		logsink_sync(&d->json);
	}
	daemon_report_log(d, &d->log, &log_failing);
	daemon_report_log(d, &d->json, &json_failing);
	daemon_reopen(d, &d->log, 0);
	daemon_reopen(d, &d->json, 0);
	d->drops_pending = 0;
	daemon_net_report(d, &d->sys.local, "syslog", 0);
	daemon_net_report(d, &d->sys.remote, "syslog-remote", 0);
	daemon_net_report(d, &d->sys.journal, "journal", 0);
	d->burst_records = 0;
	daemon_save(d, 0);
}

static void
daemon_summary(struct daemon *d)
{
	uint64_t bysev[NSEV] = { 0 };
	char since[32];
	size_t i;

	if (iso_time(d->cnt.first_start, since, sizeof since) < 0)
		snprintf(since, sizeof since, "%.0f", d->cnt.first_start);
	for (i = 0; i < d->cnt.cap; i++)
		if (d->cnt.slot[i].used)
			bysev[d->cnt.slot[i].sev] += d->cnt.slot[i].n;
	daemon_note(d, LOG_INFO,
	    "summary: %" PRIu64 " records this run; since %s: corrected %" PRIu64
	    ", corrected-threshold %" PRIu64 ", deferred %" PRIu64 ", uncorrected %" PRIu64
	    ", fatal %" PRIu64 ", lost %" PRIu64, d->records, since,
	    bysev[SEV_CORRECTED], bysev[SEV_CORRECTED_THRESHOLD],
	    bysev[SEV_DEFERRED],
	    bysev[SEV_UC_NOACTION] + bysev[SEV_UC_AO] + bysev[SEV_UC] +
	    bysev[SEV_UC_AR],
	    bysev[SEV_FATAL], d->cnt.lost);
}

/* 0 keep running, 1 stop */
static int
daemon_signals(struct daemon *d)
{
	struct signalfd_siginfo si;
	int stop = 0;

	while (read(d->sigfd, &si, sizeof si) == sizeof si) {
		switch (si.ssi_signo) {
		case SIGTERM:
		case SIGINT:
			stop = 1;
			break;
		case SIGHUP:
			daemon_reopen(d, &d->log, 1);
			daemon_reopen(d, &d->json, 1);
			if (!d->log.reopen_pending && !d->json.reopen_pending)
				daemon_note(d, LOG_INFO,
				    "log files reopened (SIGHUP)");
			break;
		case SIGUSR1:
			daemon_summary(d);
			break;
		case SIGCHLD:	/* the trigger helper: its
				 * socket says it is gone */
			while (waitpid(-1, NULL, WNOHANG) > 0)
				;
			break;
		}
	}
	return stop;
}

/* The next thing with a deadline, in ms for poll(); -1 when nothing is due. */
static int
daemon_timeout(struct daemon *d)
{
	double t = -1, now = now_mono(), last, due;
	int i;

	if (d->src->poll_ms >= 0)
		t = d->src->poll_ms / 1000.0;
	if (d->log.err || d->json.err || d->log.reopen_pending ||
	    d->json.reopen_pending)
		t = t < 0 ? 1 : MIN(t, 1);
	if (d->cfg->metrics_path)
		t = t < 0 ? MAX(0, d->metrics_written + METRICS_REFRESH - now) :
		    MIN(t, MAX(0, d->metrics_written + METRICS_REFRESH - now));
	if (d->metrics_dirty || d->state_dirty) {
		last = d->last_save.tv_sec + d->last_save.tv_nsec / 1e9;
		t = t < 0 ? MAX(0, last + SAVE_INTERVAL - now) : MIN(t,
		    MAX(0, last + SAVE_INTERVAL - now));
	}
	if (d->sys.suppressed)
		t = t < 0 ? 1 : MIN(t, 1);
	if ((due = storm_due(d)) >= 0)
		t = t < 0 ? due : MIN(t, due);
	if ((due = say_due(&d->say, now)) >= 0)
		t = t < 0 ? due : MIN(t, due);
	if ((due = page_tries_next(d)) >= 0)
		t = t < 0 ? due : MIN(t, due);
	if (d->watchdog_every > 0) {
		due = MAX(0, d->watchdog_next - now);
		t = t < 0 ? due : MIN(t, due);
	}
	if ((due = net_due(&d->sys.remote, d->sys.remote.name != NULL)) >= 0)
		t = t < 0 ? due : MIN(t, due);
	if ((due = net_due(&d->sys.local, d->sys.use_local)) >= 0 &&
	    d->sys.local.down)
		t = t < 0 ? due : MIN(t, due);
	if ((due = net_due(&d->sys.journal, d->sys.use_journal)) >= 0 &&
	    d->sys.journal.down)
		t = t < 0 ? due : MIN(t, due);
	if (source_lapped(d->src, NULL, 0))
		t = t < 0 ? 1 : MIN(t, 1);
	if ((due = source_wait_ms(d->src)) >= 0)
		t = t < 0 ? due / 1000 : MIN(t, due / 1000);
	for (i = 0; d->drops_pending && i < 3; i++) {
		const struct netsink *ns = i == 2 ? &d->sys.journal : i ?
		    &d->sys.remote : &d->sys.local;

		if (ns->dropped == ns->dropped_reported)
			continue;
		due = MAX(0, ns->last_note + DROP_REPORT - now);
		t = t < 0 ? due : MIN(t, due);
	}
	return t < 0 ? -1 : (int)(t * 1000) + 1;
}

/*
 * The kernel gets a perf buffer's space back only once its records are in
 * the log: a daemon killed in between logs them again on restart rather
 * than never.
 */
static void
daemon_commit(struct daemon *d)
{
	int i;

	for (i = 0; i < d->src->nrings; i++)
		ring_commit(&d->src->rings[i]);
}

/*
 * A CPU that comes online must be read too: the kernel's uevent says so at
 * once; where none comes (a container), a look every HOTPLUG_CHECK seconds
 * when we are awake anyway, never a wake-up of its own.
 */
static void
daemon_hotplug(struct daemon *d, int uevent)
{
	char buf[4096];
	ssize_t n;
	int cpu_event = 0;

	while (uevent &&
	    (n = recv(d->uevent, buf, sizeof buf - 1, MSG_DONTWAIT)) > 0) {
		buf[n] = '\0';
		cpu_event |= (text_is(buf, "online@") ||
		    text_is(buf, "offline@") || text_is(buf, "add@")) &&
		    strstr(buf, "/devices/system/cpu/cpu");
	}
	if (!cpu_event && now_mono() - d->last_hotplug < HOTPLUG_CHECK)
		return;
	d->last_hotplug = now_mono();
	source_hotplug(d->src,
	    &(struct consumer){ daemon_record, daemon_lost, d });
}

/*
 * systemd's notify protocol (sd_notify(3), Type=notify): datagrams to the
 * socket $NOTIFY_SOCKET names, "READY=1" once reading, "WATCHDOG=1" every
 * half $WATCHDOG_USEC from the main loop, "STOPPING=1".  No libsystemd:
 * the socket is connected once, before the sandbox, and taken out of the
 * environment (a trigger is not the daemon).
 */
static int
notify_open(struct daemon *d)
{
	const char *p = getenv("NOTIFY_SOCKET"), *w = getenv("WATCHDOG_USEC");
	const char *pid = getenv("WATCHDOG_PID");
	struct sockaddr_un a = { .sun_family = AF_UNIX };
	size_t n = p ? strlen(p) : 0;
	int fd = -1;

	if (w && (!pid || strtol(pid, NULL, 10) == (long)getpid()))
		d->watchdog_every = strtod(w, NULL) / 2e6;
	if (p && (p[0] == '/' || p[0] == '@') && n < sizeof a.sun_path) {
		memcpy(a.sun_path, p, n);
		if (p[0] == '@')	/* the abstract namespace */
			a.sun_path[0] = '\0';
		if ((fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0)) >= 0 &&
		    connect(fd, (struct sockaddr *)&a,
		    offsetof(struct sockaddr_un, sun_path) + n) < 0) {
			warnmsg("NOTIFY_SOCKET %s: %s", p, strerror(errno));
			close(fd);
			fd = -1;
		}
	}
	unsetenv("NOTIFY_SOCKET");
	unsetenv("WATCHDOG_USEC");
	unsetenv("WATCHDOG_PID");
	if (fd < 0)
		d->watchdog_every = 0;
	return fd;
}

static void
notify_send(struct daemon *d, const char *msg)
{
	if (d->notify >= 0 && send(d->notify, msg, strlen(msg),
	    MSG_NOSIGNAL) < 0)
		errno = 0;	/* systemd gone: nobody to tell */
}

/* The watchdog ping, when due: the main loop is alive. */
static void
notify_watchdog(struct daemon *d)
{
	double now = now_mono();

	if (d->watchdog_every <= 0 || now < d->watchdog_next)
		return;
	notify_send(d, "WATCHDOG=1");
	d->watchdog_next = now + d->watchdog_every;
}

/* The kernel's uevents, where we may listen (hotplug of the CPUs we read). */
static int
uevent_open(void)
{
	struct sockaddr_nl sa = { .nl_family = AF_NETLINK, .nl_groups = 1 };
	int fd = socket(AF_NETLINK, SOCK_DGRAM | SOCK_CLOEXEC | SOCK_NONBLOCK,
	    NETLINK_KOBJECT_UEVENT);

	if (fd >= 0 && bind(fd, (struct sockaddr *)&sa, sizeof sa) < 0) {
		close(fd);
		fd = -1;
	}
	return fd;
}

static int
daemon_loop(struct daemon *d)
{
	struct consumer c = { daemon_record, daemon_lost, d };
	int n, i, stop = 0;
	/* the rings, then signals, syslog, remote, journal, trigger,
	 * uevent */
	struct pollfd *pfd = calloc(MIN(MAX(d->src->nrings, d->src->ringcap),
	    MAX_CPUS) + 6, sizeof *pfd);

	if (!pfd)
		return -1;
	while (!stop) {
		int np = 0, sig, ue, lo;

		n = MIN(d->src->nrings, MAX_CPUS);
		if (d->src->poll_ms < 0)
			for (i = 0; i < n; i++)
				if (!d->src->rings[i].rd_err)
					pfd[np++] = (struct pollfd){ .fd = d->src->rings[i].fd,
					    .events = POLLIN };
		sig = np;
		pfd[np++] = (struct pollfd){ .fd = d->sigfd, .events = POLLIN };
		/* a syslog socket that can take its queue,
		 * finished connecting, or went away */
		lo = np;
		pfd[np++] = net_pollfd(&d->sys.local);
		pfd[np++] = net_pollfd(&d->sys.remote);
		pfd[np++] = net_pollfd(&d->sys.journal);
		pfd[np++] = (struct pollfd){ .fd = d->cfg->trig.sock,
		    .events = POLLIN };
		ue = np;
		pfd[np++] = (struct pollfd){ .fd = d->uevent,
		    .events = POLLIN };
		if (poll(pfd, np, daemon_timeout(d)) < 0 && errno != EINTR) {
			daemon_note(d, LOG_ERR, "poll: %s", strerror(errno));
			break;
		}
		if (pfd[sig].revents & POLLIN)
			stop = daemon_signals(d);
		net_revents(&d->sys.local, pfd[lo].revents);
		net_revents(&d->sys.remote, pfd[lo + 1].revents);
		net_revents(&d->sys.journal, pfd[lo + 2].revents);
		syslog_service(&d->sys);
		daemon_hotplug(d, pfd[ue].revents & POLLIN);
		source_drain(d->src, &c);
		say_flush(&d->say, now_mono(), 0, daemon_held, d);
		storm_tick(d);
		page_tries_due(d);
		trigger_reports(d);
		syslog_tick(&d->sys);
		daemon_flush(d);
		daemon_commit(d);
		notify_watchdog(d);
	}
	free(pfd);
	return 0;
}

static int
pidfile_lock(const char *path)
{
	char buf[32];
	ssize_t n;
	int fd;

	if ((fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW |
	    O_CLOEXEC, 0644)) < 0) {
		warnmsg("pidfile %s: %s", path, strerror(errno));
		return -1;
	}
	if (flock(fd, LOCK_EX | LOCK_NB) < 0) {
		n = read(fd, buf, sizeof buf - 1);
		buf[n > 0 ? n : 0] = '\0';
		buf[strcspn(buf, "\n")] = '\0';
		warnmsg("another ras daemon is running (pid %s, pidfile %s is locked)",
		    buf[0] ? buf : "unknown", path);
		close(fd);
		return -1;
	}
	return fd;
}

static void
pidfile_write(int fd)
{
	char buf[32];
	int n = snprintf(buf, sizeof buf, "%d\n", (int)getpid());

	if (fd < 0)
		return;
	if (ftruncate(fd, 0) < 0 || pwrite(fd, buf, n, 0) != n)
		warnmsg("pidfile: write: %s", strerror(errno));
}

static int daemon_ready_fd = -1;

/*
 * The classic double fork: no controlling terminal, ever.  The first process
 * exits only when the daemon says it is ready (its pidfile written: an init
 * system's Type=forking reads it then), 1 if the daemon ended before that.
 */
static int
daemonize(void)
{
	pid_t p;
	int fd, pfd[2];
	ssize_t n;
	char c;

	if (pipe2(pfd, O_CLOEXEC) < 0 || (p = fork()) < 0)
		return -1;
	if (p > 0) {
		close(pfd[1]);
		while ((n = read(pfd[0], &c, 1)) < 0 && errno == EINTR)
			;
		_exit(n == 1 ? 0 : 1);
	}
	close(pfd[0]);
	daemon_ready_fd = pfd[1];
	if (setsid() < 0)
		return -1;
	if ((p = fork()) < 0)
		return -1;
	if (p > 0)
		_exit(0);
	if (chdir("/") < 0)
		return -1;
	if ((fd = open("/dev/null", O_RDWR)) < 0)
		return -1;
	dup2(fd, STDIN_FILENO);
	dup2(fd, STDOUT_FILENO);
	dup2(fd, STDERR_FILENO);
	if (fd > STDERR_FILENO)
		close(fd);
	return 0;
}

/* The daemon is ready: the process that started it may exit 0. */
static void
daemon_ready(void)
{
	if (daemon_ready_fd < 0)
		return;
	if (write(daemon_ready_fd, "r", 1) != 1)	/* only when the
							 * starter is gone:
							 * nobody to tell */
		errno = 0;
	close(daemon_ready_fd);
	daemon_ready_fd = -1;
}

static const struct option daemon_longopts[] = {
	{ "foreground", no_argument, NULL, 'f' },
	{ "config", required_argument, NULL, 'K' },
	{ "log", required_argument, NULL, 'l' },
	{ "json-log", required_argument, NULL, 'J' },
	{ "syslog", no_argument, NULL, 'y' },
	{ "syslog-socket", required_argument, NULL, OPT_SYSLOG_SOCKET },
	{ "journal", no_argument, NULL, OPT_JOURNAL },
	{ "journal-socket", required_argument, NULL, OPT_JOURNAL_SOCKET },
	{ "log-group", required_argument, NULL, OPT_LOG_GROUP },
	{ "syslog-remote", required_argument, NULL, 'R' },
	{ "syslog-rate", required_argument, NULL, 'r' },
	{ "metrics", required_argument, NULL, 'M' },
	{ "state", required_argument, NULL, 'Z' },
	{ "pidfile", required_argument, NULL, 'D' },
	{ "fsync", required_argument, NULL, 'Y' },
	{ "trigger", required_argument, NULL, 't' },
	{ "trigger-severity", required_argument, NULL, 'e' },
	{ "trigger-timeout", required_argument, NULL, 'o' },
	{ "trigger-max", required_argument, NULL, 'x' },
	{ "page-offline", no_argument, NULL, 'O' },
	{ "page-threshold", required_argument, NULL, 'n' },
	{ "storm-threshold", required_argument, NULL, OPT_STORM_THRESHOLD },
	{ "storm-window", required_argument, NULL, OPT_STORM_WINDOW },
	{ "problem-interval", required_argument, NULL, OPT_PROBLEM_INTERVAL },
	{ "page-window", required_argument, NULL, 'W' },
	{ "page-offline-file", required_argument, NULL, 'Q' },
	{ "page-hard-offline-file", required_argument, NULL, OPT_HARD_FILE },
	{ "page-action", required_argument, NULL, OPT_PAGE_ACTION },
	{ "page-retries", required_argument, NULL, OPT_PAGE_RETRIES },
	{ "dimm-threshold", required_argument, NULL, OPT_DIMM_THRESHOLD },
	{ "socket-threshold", required_argument, NULL, OPT_SOCKET_THRESHOLD },
	{ "cpu-threshold", required_argument, NULL, OPT_CPU_THRESHOLD },
	{ "rank-threshold", required_argument, NULL, OPT_RANK_THRESHOLD },
	{ "row-threshold", required_argument, NULL, OPT_ROW_THRESHOLD },
	{ "node-threshold", required_argument, NULL, OPT_NODE_THRESHOLD },
	{ "pcie-threshold", required_argument, NULL, OPT_PCIE_THRESHOLD },
	{ "cpu-action", required_argument, NULL, OPT_CPU_ACTION },
	{ "cpu-isolate-max", required_argument, NULL, OPT_CPU_MAX },
	{ "cpu-dir", required_argument, NULL, OPT_CPU_DIR },
	{ "source", required_argument, NULL, 'S' },
	{ "cpu", required_argument, NULL, 'c' },
	{ "format", required_argument, NULL, 'F' },
	{ "tracefs", required_argument, NULL, 'T' },
	{ "instance", required_argument, NULL, 'N' },
	{ "enable-event", no_argument, NULL, 'E' },
	{ "persistent-dir", required_argument, NULL, 'P' },
	{ "ring-dir", required_argument, NULL, 'X' },
	{ "pstore-dir", required_argument, NULL, OPT_PSTORE_DIR },
	{ "kmsg", no_argument, NULL, OPT_KMSG },
	{ "import-early", required_argument, NULL, OPT_IMPORT },
	{ "sysfs", required_argument, NULL, OPT_SYSFS },
	{ "input", required_argument, NULL, 'i' },
	{ "pages", required_argument, NULL, 'p' },
	{ "interval", required_argument, NULL, 'I' },
	{ "verbose", no_argument, NULL, 'v' },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 },
};

static const char *
none_or(const char *arg)
{
	return strcmp(arg, "none") ? arg : NULL;
}

/* One of names (page-action, cpu-action, fsync): its index, or -1, said. */
static int
option_word(const char *opt, const char *arg, const char *const *names, int n,
    const char *expected)
{
	int i;

	for (i = 0; i < n; i++)
		if (!strcmp(arg, names[i]))
			return i;
	warnmsg("%s %s: expected %s", opt, arg, expected);
	return -1;
}

/* --threshold and --KIND-threshold: COUNT/PERIOD */
static int
daemon_threshold(struct daemon_cfg *c, int ch, const char *arg)
{
	static const int kinds[][2] = { { 'n', TH_PAGE },
	    { OPT_DIMM_THRESHOLD, TH_DIMM }, { OPT_SOCKET_THRESHOLD,
	    TH_SOCKET }, { OPT_CPU_THRESHOLD, TH_CPU }, { OPT_RANK_THRESHOLD,
	    TH_RANK }, { OPT_ROW_THRESHOLD, TH_ROW }, { OPT_NODE_THRESHOLD,
	    TH_NODE }, { OPT_PCIE_THRESHOLD, TH_PCIE } };
	size_t i;

	for (i = 0; kinds[i][0] != ch; i++)
		;
	if (parse_threshold(arg, &c->page.th[kinds[i][1]]) < 0) {
		warnmsg("%s-threshold %s: expected COUNT/PERIOD (2/24h, 10/1d, 100/86400), COUNT "
		    "(the period as before), or 0 (not watched)",
		    th_names[kinds[i][1]], arg);
		return -1;
	}
	return 0;
}

/* The options that take a number in a range. */
static int
daemon_number(struct daemon_cfg *c, int ch, const char *arg)
{
	static const struct { int ch; const char *name; long lo, hi; } lim[] = {
		{ 'r', "syslog-rate", 1, 100000 }, { 'o', "trigger-timeout", 1, 86400 },
		{ 'x', "trigger-max", 1, 64 }, { OPT_PAGE_RETRIES, "page-retries", 0, 10 },
		{ OPT_CPU_MAX, "cpu-isolate-max", 1, CPUS_ISOLATED },
		{ 'W', "page-window", 1, 31 * 86400 },
		{ OPT_STORM_THRESHOLD, "storm-threshold", 0, 1000000 },
		{ OPT_STORM_WINDOW, "storm-window", 1, 86400 },
		{ OPT_PROBLEM_INTERVAL, "problem-interval", 0, 3600 },
	};
	size_t i;
	long v;

	for (i = 0; lim[i].ch != ch; i++)
		;
	if (parse_long(arg, lim[i].lo, lim[i].hi, &v) < 0) {
		warnmsg("%s %s: expected a number from %ld to %ld", lim[i].name,
		    arg, lim[i].lo, lim[i].hi);
		return -1;
	}
	switch (ch) {
	case 'r': c->syslog_rate = v; break;
	case 'o': c->trig.timeout_s = v; break;
	case 'x': c->trig.max = v; break;
	case OPT_PAGE_RETRIES: c->page.retries = v; break;
	case OPT_CPU_MAX: c->page.cpu_max = v; break;
	/* as before: the page threshold's */
	case 'W': c->page.th[TH_PAGE].period = v; break;
	case OPT_STORM_THRESHOLD: c->storm_threshold = v; break;
	case OPT_STORM_WINDOW: c->storm_window = v; break;
	case OPT_PROBLEM_INTERVAL: c->problem_interval = v ? v : -1; break;
	}
	return 0;
}

/* One daemon option, from the command line or the config file. */
static int
daemon_option(struct daemon_cfg *c, int ch, const char *arg)
{
	static const char *const fsyncs[] = { "never", "burst", "always" };
	int rc, s;

	if (!arg)	/* switches; a config file gives them "yes" */
		arg = "";
	switch (ch) {
	case 'f': c->foreground = 1; return 0;
	case 'K': c->config = arg; return 0;
	case 'l': c->log_path = none_or(arg); c->log_set = 1; return 0;
	case 'J': c->json_path = none_or(arg); return 0;
	case 'y': c->use_syslog = 1; return 0;
	case OPT_SYSLOG_SOCKET: c->use_syslog = 1; c->syslog_socket = arg; return 0;
	case OPT_JOURNAL: c->use_journal = 1; return 0;
	case OPT_JOURNAL_SOCKET:
		c->use_journal = 1;
		c->journal_socket = arg;
		return 0;
	case OPT_LOG_GROUP:
		if (strcmp(arg, "none") && !getgrnam(arg)) {
			warnmsg("log-group %s: no such group in /etc/group",
			    arg);
			return -1;
		}
		c->log_group = arg;
		return 0;
	case 'R': c->syslog_remote = none_or(arg); return 0;
	case 'M': c->metrics_path = none_or(arg); return 0;
	case 'Z': c->state_path = none_or(arg); return 0;
	case 'D': c->pidfile = none_or(arg); return 0;
	case 't': c->trig.prog = none_or(arg); return 0;
	case 'O': c->page.action = PA_SOFT; return 0;	/* as before: soft
							 * offline */
	case OPT_HARD_FILE: c->page.hard_path = arg; return 0;
	case OPT_CPU_DIR: c->page.cpu_dir = arg; return 0;
	case 'Q': c->page.path = arg; return 0;
	case 'X': c->src.persist_dir = arg; c->src.source = SRC_RINGDIR; return 0;
	case OPT_PSTORE_DIR: c->pstore_dir = none_or(arg); c->no_pstore = !c->pstore_dir; return 0;
	case OPT_KMSG: c->use_kmsg = 1; return 0;
	case OPT_IMPORT: c->import_early = arg; return 0;
	case OPT_SYSFS: c->sysfs = arg; return 0;
	case 'i': c->src.input = arg; return 0;
	case OPT_PAGE_ACTION:
		if ((s = option_word("page-action", arg, pa_names, NPA,
		    "off, account, soft, hard or soft-then-hard")) < 0)
			return -1;
		c->page.action = s;
		return 0;
	case OPT_CPU_ACTION:
		if ((s = option_word("cpu-action", arg, ca_names, NCA,
		    "off, account or isolate")) < 0)
			return -1;
		c->page.cpu_action = s;
		return 0;
	case 'Y':
		if ((s = option_word("fsync", arg, fsyncs, LEN(fsyncs),
		    "never, burst or always")) < 0)
			return -1;
		c->fsync = s;
		return 0;
	case 'e':
		if ((s = severity_from_name(arg)) < 0) {
			warnmsg("trigger-severity %s: expected a severity name "
			    "(corrected, deferred, fatal, ...)", arg);
			return -1;
		}
		c->trig.min = s;
		return 0;
	case 'n': case OPT_DIMM_THRESHOLD: case OPT_SOCKET_THRESHOLD: case OPT_CPU_THRESHOLD:
	case OPT_RANK_THRESHOLD: case OPT_ROW_THRESHOLD: case OPT_NODE_THRESHOLD:
	case OPT_PCIE_THRESHOLD:
		return daemon_threshold(c, ch, arg);
	case 'r': case 'o': case 'x': case 'W': case OPT_STORM_THRESHOLD: case OPT_STORM_WINDOW:
	case OPT_PROBLEM_INTERVAL:
	case OPT_PAGE_RETRIES: case OPT_CPU_MAX:
		return daemon_number(c, ch, arg);
	default:
		if ((rc = common_option(&c->src, ch, arg)) > 0)
			warnmsg("unknown option");
		return rc ? -1 : 0;
	}
}

/*
 * /etc/ras.conf: "key = value" lines; a key is a long option's name.  A
 * '#' after a blank starts a comment (a value may hold a '#' that is not:
 * a path "a#b"); a key given twice is an error naming both lines, not the
 * last one silently.
 */
static int
daemon_config(struct daemon_cfg *c, const char *path, int must_exist)
{
	char *text, *line, *save = NULL, *eq, *key, *val, *end;
	int lineno = 0, rc = 0, seen[LEN(daemon_longopts)] = { 0 };
	size_t i, len;

	if (!(text = slurp(path, &len))) {
		if (errno == ENOENT && !must_exist)
			return 0;
		warnmsg("config %s: %s", path, strerror(errno));
		return -1;
	}
	if ((end = memchr(text, '\0', len))) {
		warnmsg("%s: NUL byte at offset %zu: not a text file", path,
		    (size_t)(end - text));
		free(text);
		return -1;
	}
	for (line = text; line && *line; line = save) {
		save = strchr(line, '\n');
		if (save)
			*save++ = '\0';
		lineno++;
		key = line + strspn(line, " \t");
		if (!*key || *key == '#')
			continue;
		if (!(eq = strchr(key, '='))) {
			warnmsg("%s:%d: expected 'key = value'", path, lineno);
			rc = -1;
			continue;
		}
		for (end = eq; end > key && isspace((unsigned char)end[-1]);
		    end--)
			;
		*end = '\0';
		val = eq + 1 + strspn(eq + 1, " \t");
		for (end = val; *end; end++)
			if (*end == '#' && (end == val ||
			    isspace((unsigned char)end[-1]))) {
				*end = '\0';
				break;
			}
		for (end = val + strlen(val); end > val &&
		    isspace((unsigned char)end[-1]); end--)
			;
		*end = '\0';
		for (i = 0; daemon_longopts[i].name; i++)
			if (!strcmp(key, daemon_longopts[i].name))
				break;
		if (!daemon_longopts[i].name || !strcmp(key, "config") ||
		    !strcmp(key, "help") ||
		    !strcmp(key, "input")) {	/* a dry run is asked for
						 * on the command line */
			warnmsg("%s:%d: unknown key '%s'", path, lineno, key);
			rc = -1;
			continue;
		}
		if (seen[i]) {
			warnmsg("%s:%d: %s given again (first on line %d): which "
			    "one is meant?", path, lineno, key, seen[i]);
			rc = -1;
			continue;
		}
		seen[i] = lineno;
		if (daemon_longopts[i].has_arg == no_argument) {
			if (!strcmp(val, "yes") || !strcmp(val, "true") ||
			    !strcmp(val, "1"))
				rc |= daemon_option(c, daemon_longopts[i].val,
				    NULL);
			else if (strcmp(val, "no") && strcmp(val, "false") &&
			    strcmp(val, "0")) {
				warnmsg("%s:%d: %s: expected yes or no", path,
				    lineno, key);
				rc = -1;
			}
		} else {
			snprintf(warn_where, sizeof warn_where, "%s:%d: ", path,
			    lineno);
			if (daemon_option(c, daemon_longopts[i].val, val) < 0)
				rc = -1;
			warn_where[0] = '\0';
		}
	}
	/* option values point into text: keep it (one config per process) */
	free(config_text);
	config_text = text;
	return rc;
}

static void
daemon_defaults(struct daemon_cfg *c)
{
	memset(c, 0, sizeof *c);
	options_init(&c->src);
	c->src.pages = 64;	/* a storm must not overrun one wake-up */
	c->src.wake_per_event = 1;
	c->log_path = "/var/log/ras.log";
	c->state_path = "/var/lib/ras/state";
	c->pidfile = RASD_PIDFILE;
	c->syslog_rate = 10;
	c->fsync = FSYNC_BURST;
	c->trig.min = SEV_UC_NOACTION;
	c->trig.timeout_s = 30;
	c->trig.max = 4;
	c->trig.sock = -1;
	c->page.path = PAGE_SOFT_FILE;
	c->page.hard_path = PAGE_HARD_FILE;
	c->page.action = PA_ACCOUNT;
	c->page.retries = 3;
	/* no CPU is taken offline unless asked;
	 * then at most one two-thread core */
	c->page.cpu_action = CA_OFF;
	c->page.cpu_max = 2;
	c->page.cpu_dir = CPU_DIR;
	/* mcelog's [page] memory-ce-threshold (2 / 24h since 2024) and the
	 * kernel's collector (2); [dimm] ce-error-threshold 10 / 24h; [socket]
	 * mem-ce-error-threshold 100 / 24h; rasdaemon CPU_CE_THRESHOLD 18 per
	 * CPU_ISOLATION_CYCLE 24h */
	c->page.th[TH_PAGE] = (struct threshold){ 2, DAY };
	c->page.th[TH_DIMM] = (struct threshold){ 10, DAY };
	c->page.th[TH_SOCKET] = (struct threshold){ 100, DAY };
	c->page.th[TH_CPU] = (struct threshold){ 18, DAY };
	/* no peer watches ranks, rows or the node: a rank as mcelog's DIMM, a
	 * row (the unit of a row fault, field studies' next above one cell) as
	 * mcelog's page; no source gives a node-wide count: not watched unless
	 * set */
	c->page.th[TH_RANK] = (struct threshold){ 10, DAY };
	c->page.th[TH_ROW] = (struct threshold){ 2, DAY };
	c->page.th[TH_NODE] = (struct threshold){ 0, DAY };
	/* no peer and no specification gives a rate of corrected AER errors
	 * a link may have: the operator sets one (a burn-in's) */
	c->page.th[TH_PCIE] = (struct threshold){ 0, 3600 };
	c->storm_threshold = 10;
	c->storm_window = 60;
}

static int
daemon_args(struct daemon_cfg *c, int argc, char **argv)
{
	const char *shortopts = "fS:c:F:T:P:p:I:vh";
	int ch, i, explicit = 0;

	/* the config file first, so the command line wins */
	for (i = 1; i < argc; i++)
		if (text_is(argv[i], "--config")) {
			c->config = argv[i][8] == '=' ? argv[i] + 9 : i +
			    1 < argc ? argv[i + 1] : NULL;
			explicit = 1;
		}
	if (!c->config)
		c->config = "/etc/ras.conf";
	if (strcmp(c->config, "none") &&
	    daemon_config(c, c->config, explicit) < 0)
		return -1;
	while ((ch = getopt_long(argc, argv, shortopts, daemon_longopts,
	    NULL)) != -1) {
		if (ch == '?')
			return usage(stderr, "daemon"), -1;
		if (daemon_option(c, ch, optarg) < 0)
			return -1;
	}
	if (optind < argc) {
		warnmsg("daemon: unexpected argument '%s'", argv[optind]);
		return -1;
	}
	if (c->src.input) {	/* a dry run: no pidfile, no
				 * state, no pstore, foreground */
		if (c->import_early) {
			warnmsg("daemon: --input and --import-early contradict each other");
			return -1;
		}
		c->dry_run = c->foreground = c->no_pstore = 1;
		c->pidfile = c->state_path = NULL;
		if (!c->log_set)
			c->log_path = "-";	/* never the production log */
	}
	if (c->trig.prog && c->trig.prog[0] != '/') {
		warnmsg("trigger %s: must be an absolute path (no PATH search, no shell)",
		    c->trig.prog);
		return -1;
	}
	if (c->src.cpu >= 0 || c->src.bank >= 0) {
		warnmsg("daemon: logs every CPU and bank; --cpu takes VENDOR:FAMILY:MODEL here");
		return -1;
	}
	return 0;
}

/* The directory of a file we will write (atomically: a temp file beside it). */
static int
dir_writable(const char *what, const char *path)
{
	char dir[PATH_MAX], *slash;

	if (!path)
		return 0;
	snprintf(dir, sizeof dir, "%s", path);
	if (!(slash = strrchr(dir, '/')))
		snprintf(dir, sizeof dir, ".");
	else if (slash == dir)
		dir[1] = '\0';
	else
		*slash = '\0';
	if (access(dir, W_OK | X_OK) < 0 && (errno != ENOENT ||
	    strcmp(what, "state") ||
	    mkdir(dir, 0755) < 0)) {		/* /var/lib/ras on
						 * a first start */
		warnmsg("%s %s: directory %s: %s (tried again every %d s; "
		    "one made after the start is outside this daemon's "
		    "Landlock rules unless under another sink's directory: "
		    "restart it then)", what, path, dir, strerror(errno),
		    (int)METRICS_RETRY);
		return -1;
	}
	return 0;
}

/* The sinks' paths made absolute, once, from where the daemon was started. */
static int
absolute_paths(struct daemon_cfg *c)
{
	static char buf[5][PATH_MAX];
	const char **p[] = { &c->log_path, &c->json_path, &c->metrics_path,
	    &c->state_path, &c->pidfile };
	char cwd[PATH_MAX];
	size_t i;

	for (i = 0; i < LEN(p); i++) {
		if (!*p[i] || (*p[i])[0] == '/' || !strcmp(*p[i], "-"))
			continue;
		if (!getcwd(cwd, sizeof cwd) ||
		    mkpath(buf[i], sizeof buf[i], "%s/%s", cwd, *p[i]) < 0) {
			warnmsg("%s: cannot make it an absolute path: %s",
			    *p[i], strerror(errno));
			return -1;
		}
		*p[i] = buf[i];
	}
	return 0;
}

/*
 * The log group: named, or adm where /etc/group has one.  The daemon joins
 * it (still root here) so that a log reopened after rotation, with the
 * capabilities dropped, is given to it as its owner may: no CAP_CHOWN.
 */
static void
log_group_join(const char *name)
{
	struct group *g;
	gid_t have[257];
	int n, i;

	/* no adm (an initramfs): root's; a named group daemon_option
	 * found */
	if ((name && !strcmp(name, "none")) ||
	    !(g = getgrnam(name ? name : "adm")))
		return;
	if ((n = getgroups(256, have)) < 0)
		n = 0;
	for (i = 0; i < n && have[i] != g->gr_gid; i++)
		;
	if (i == n && getegid() != g->gr_gid) {
		have[n] = g->gr_gid;
		if (setgroups(n + 1, have) < 0) {
			/* not root, or no CAP_SETGID (a unit without
			 * SupplementaryGroups=): the logs stay root's */
			if (name)
				warnmsg("log-group %s: cannot join it (%s): "
				    "the logs stay in their group; under "
				    "systemd name it in SupplementaryGroups=",
				    name, strerror(errno));
			return;
		}
	}
	log_gid = g->gr_gid;
}

static int
daemon_open_sinks(struct daemon *d)
{
	struct daemon_cfg *c = d->cfg;

	d->log.fd = d->json.fd = d->sys.local.fd = d->sys.remote.fd =
	    d->sys.journal.fd = -1;
	d->sys.helper = -2;	/* a name waits for the helper
				 * (started later) to resolve it */
	log_group_join(c->log_group);
	if (c->log_path && logsink_open(&d->log, c->log_path, 0) < 0)
		return -1;
	if (c->json_path && logsink_open(&d->json, c->json_path, 1) < 0)
		return -1;
	gethostname(d->sys.host, sizeof d->sys.host - 1);
	d->sys.rate = c->syslog_rate;
	d->sys.burst = MAX(10.0, c->syslog_rate * 5.0);
	d->sys.tokens = d->sys.burst;
	clock_gettime(CLOCK_MONOTONIC, &d->sys.refill);
	d->sys.local.name = c->syslog_socket ? c->syslog_socket : "/dev/log";
	d->sys.local.queued = 1;	/* NUL-ended frames, a
					 * datagram or a stream */
	d->sys.journal.name = c->journal_socket ? c->journal_socket :
	    JOURNAL_SOCKET;
	d->sys.journal.queued = d->sys.journal.bare = 1;
	d->sys.use_local = c->use_syslog;
	d->sys.use_journal = c->use_journal;
	syslog_connect(&d->sys);
	/* a collector that is down now is connected to later: start anyway */
	if (c->syslog_remote &&
	    syslog_remote_parse(&d->sys, c->syslog_remote) < 0)
		return -1;
	syslog_remote_connect(&d->sys);
	if (c->trig.prog && access(c->trig.prog, X_OK) < 0) {
		warnmsg("trigger %s: %s", c->trig.prog, strerror(errno));
		return -1;
	}
	/* what is written later is checked now, not at the first record */
	/* said, and tried again at each write: a missing node_exporter
	 * directory or a read-only /var never stops the logging */
	dir_writable("metrics", c->metrics_path);
	dir_writable("state", c->state_path);
	return 0;
}

static void
daemon_startup_note(struct daemon *d)
{
	char sinks[512];
	int n = 0, i, ncpu;
	struct daemon_cfg *c = d->cfg;

	sinks[0] = '\0';
#define SINK(...) (n += snprintf(sinks + n, sizeof sinks - n, "%s", n ? ", " : " "), \
	    n += snprintf(sinks + n, sizeof sinks - n, __VA_ARGS__), n = MIN(n, (int)sizeof sinks - 1))
	if (c->log_path)
		SINK("log %s", c->log_path);
	if (c->json_path)
		SINK("json %s", c->json_path);
	if (c->use_syslog)
		SINK("syslog %s%s", d->sys.local.name, d->sys.local.fd < 0 ?
		    " (not there yet)" : "");
	if (c->syslog_remote)
		SINK("remote %s", c->syslog_remote);
	if (c->use_journal)
		SINK("journal %s%s", d->sys.journal.name,
		    d->sys.journal.fd < 0 ? " (not there yet)" : "");
	if (c->use_kmsg)
		SINK("kmsg");
	if (c->metrics_path)
		SINK("metrics %s", c->metrics_path);
	if (c->trig.prog)
		SINK("trigger %s (>= %s)", c->trig.prog,
		    severity_names[c->trig.min]);
	SINK("thresholds page %u/%.0fs (%s), dimm %u/%.0fs, socket %u/%.0fs, cpu %u/%.0fs (%s), "
	    "rank %u/%.0fs, row %u/%.0fs, node %u/%.0fs, pcie %u/%.0fs",
	    c->page.th[TH_PAGE].count, c->page.th[TH_PAGE].period,
	    pa_names[c->page.action], c->page.th[TH_DIMM].count,
	    c->page.th[TH_DIMM].period, c->page.th[TH_SOCKET].count,
	    c->page.th[TH_SOCKET].period, c->page.th[TH_CPU].count,
	    c->page.th[TH_CPU].period, ca_names[c->page.cpu_action],
	    c->page.th[TH_RANK].count, c->page.th[TH_RANK].period,
	    c->page.th[TH_ROW].count, c->page.th[TH_ROW].period,
	    c->page.th[TH_NODE].count, c->page.th[TH_NODE].period,
	    c->page.th[TH_PCIE].count, c->page.th[TH_PCIE].period);
#undef SINK
	for (i = ncpu = 0; i < d->src->nrings; i++)
		ncpu += !d->src->rings[i].ras;	/* perf: the ras: events have
						 * rings of their own */
	daemon_note(d, LOG_INFO,
	    "ras %s daemon %s (pid %d): source %s; %d CPUs; sinks:%s",
	    RAS_VERSION, c->dry_run ? "dry run (no pidfile, no state)" :
	    "started", (int)getpid(), d->src->desc, ncpu, sinks[0] ? sinks :
	    " none");
	if (d->src->poll_ms >= 0)
		daemon_note(d, LOG_INFO,
		    "source does not support poll(): reading every %d ms",
		    d->src->poll_ms);
}



/*
 * Continue the persistent buffers where the state file says the last reader
 * (daemon, initramfs daemon) stopped, in this boot: its counters already hold
 * what came before.  The count of buffers resumed.
 */
static int
source_resume(struct source *s, struct counters *c)
{
	char *id = slurp("/proc/sys/kernel/random/boot_id", NULL);
	const char *of = source_positions_of(s);
	struct tcommit tc = { 0 };
	uint64_t limit, dropped = 0;
	int i, resumed = 0, same;

	if (id)
		id[strcspn(id, "\n")] = '\0';
	same = id && *id && !strcmp(id, c->boot_id);
	snprintf(c->boot_id, sizeof c->boot_id, "%s", id ? id : "");
	free(id);
	if (!same)
		c->booted[0] = '\0';
	if (!of || counters_positions(c) < 0)
		return 0;
	/* positions of other buffers (a state file older than pos_of
	 * only kept the persistent ones') mean nothing here */
	if (strcmp(c->pos_of, of) && (c->pos_of[0] ||
	    s->kind != SRC_PERSISTENT))
		same = 0;
	for (i = 0; i < s->nrings; i++) {
		struct ring *rg = &s->rings[i];
		uint64_t p = rg->cpu >= 0 && rg->cpu < MAX_CPUS ?
		    c->pos[rg->cpu] : POS_NONE;

		if (s->kind != SRC_PERSISTENT && !rg->tmap)
			continue;
		/* the snapshot's counts (its copy is the first read's) */
		if (s->kind != SRC_PERSISTENT &&
		    tmap_snapshot(rg, &s->tl, &tc) < 0) {
			warnmsg("per_cpu/cpu%d of %s: the commit snapshot did "
			    "not hold still: read from its start", rg->cpu,
			    s->trace_dir);
			continue;
		}
		limit = tc.entries, dropped = tc.dropped;
		/* cleared since: everything in it is new */
		if (s->kind != SRC_PERSISTENT && p != POS_NONE &&
		    c->pos_resets[rg->cpu] != tc.resets)
			p = 0;
		if (s->kind == SRC_PERSISTENT)
			limit = ring_head(rg);
		/* a position from another boot, or
		 * ahead of the head, means nothing */
		if (same && p != POS_NONE && p <= limit) {
			rg->pos = p;
			rg->tdropped = dropped;	/* said by that reader */
			rg->tresets = tc.resets;
			resumed++;
		}
	}
	snprintf(c->pos_of, sizeof c->pos_of, "%s", of);
	if (!same)
		for (i = 0; i < MAX_CPUS; i++)
			c->pos[i] = POS_NONE;
	return resumed;
}

static void
daemon_resume(struct daemon *d)
{
	int resumed = source_resume(d->src, &d->cnt);

	if (resumed)
		daemon_note(d, LOG_INFO,
		    "%s: continuing where the last reader stopped on %d CPUs "
		    "(no record logged twice)", d->src->kind == SRC_PERSISTENT ?
		    "persistent buffers" : "mapped ftrace buffers", resumed);
}

/*
 * A state file under /run (volatile: the initramfs daemon's /run/ras)
 * forgets how far a persistent instance was read: its previous boot is
 * left for the daemon whose state is on disk, read at the hand-over.
 */
static int
state_in_ram(const char *state)
{
	return state && (!strcmp(state, "/run") || text_is(state, "/run/"));
}

/*
 * A persistent instance: its previous boot taken (boot_take) and logged,
 * once a boot: a restart in the same boot does not log it again.
 */
static void
daemon_boot(struct daemon *d)
{
	const struct consumer c = { daemon_record, daemon_lost, d };
	char msg[1024] = "", dir[PATH_MAX];
	const char *posdir = state_dir(d->cfg->state_path, dir, sizeof dir);
	struct boot_pos p;
	uint64_t n, early;
	int rc;

	if (!d->src->boot_inst)
		return;
	if (d->cfg->src.no_boot_take && !boot_taken(boot_inst_name(d->src)) &&
	    tracefs_tracing_on(d->src->trace_dir) == 0) {
		/* named (--instance) in the initramfs: what it holds is the
		 * previous boot's, for the real root's daemon to take */
		daemon_note(d, LOG_WARNING, "%s: the previous boot is left to "
		    "the daemon of the real root (state on disk); this one "
		    "reads nothing from it", d->src->trace_dir);
		boot_shut(d->src);
		return;
	}
	rc = d->cfg->src.no_boot_take ? 0 : boot_take(d->src, &d->cfg->src,
	    posdir, &c, msg, sizeof msg);
	if (msg[0])
		daemon_note(d, rc < 0 ? LOG_WARNING : LOG_INFO, "%s", msg);
	if (rc < 0 && !boot_read(d->src, NULL))
		return;		/* nothing of it kept to log */
	/* a restart in the same boot: how far the daemon before it read */
	if (boot_pos_read(d->src, posdir, &p) == 0 &&
	    !strcmp(p.boot, d->cnt.boot_id))
		d->tpos = p;
	if (!strcmp(d->cnt.booted, boot_inst_name(d->src)))
		return;
	n = boot_read(d->src, &c);
	d->reading_early = 1;
	early = boot_early(d->src, &d->cfg->src, &c);
	d->reading_early = 0;
	daemon_note(d, LOG_INFO, "the previous boot (%s): %" PRIu64 " records "
	    "logged; %" PRIu64 " records of this boot from before it was "
	    "turned on read from the main buffer", d->src->trace_dir, n,
	    early);
	snprintf(d->cnt.booted, sizeof d->cnt.booted, "%.*s",
	    (int)sizeof d->cnt.booted - 1, boot_inst_name(d->src));
	d->state_dirty = 1;
}

/* Does process pid have the file st open (its pidfile lock is then its own)? */
static int
pid_has_open(long pid, const struct stat *st)
{
	char dir[64], fd[PATH_MAX];
	struct dirent *e;
	struct stat fst;
	DIR *dp;
	int found = 0;

	snprintf(dir, sizeof dir, "/proc/%ld/fd", pid);
	if (!(dp = opendir(dir)))
		return 0;
	while (!found && (e = readdir(dp)))
		if (e->d_name[0] != '.' &&
		    mkpath(fd, sizeof fd, "%s/%s", dir, e->d_name) == 0 &&
		    stat(fd, &fst) == 0 && fst.st_dev == st->st_dev &&
		    fst.st_ino == st->st_ino)
			found = 1;
	closedir(dp);
	return found;
}

/*
 * Hand-over, part 1: the initramfs daemon drains, saves and exits.  Only a
 * daemon that holds its pidfile's lock is signalled: a stale pidfile names a
 * pid that may now be anything.
 */
static int
early_stop(const char *dir)
{
	char path[PATH_MAX], buf[32];
	struct stat st;
	ssize_t n;
	long pid, sent;
	int fd, i, pfd;

	if (mkpath(path, sizeof path, "%s/rasd.pid", dir) < 0)
		return -1;
	if ((fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW |
	    O_NONBLOCK)) < 0)
		return errno == ENOENT ? 0 :
		    (warnmsg("%s: %s", path, strerror(errno)), -1);
	n = read(fd, buf, sizeof buf - 1);
	buf[n > 0 ? n : 0] = '\0';
	pid = strtol(buf, NULL, 10);
	if (fstat(fd, &st) < 0 || pid <= 1 || pid == getpid()) {
		close(fd);
		return 0;
	}
	/* a pidfd first: the checks and the signal are then about one process,
	 * even if the pid were reused in between */
	pfd = syscall(SYS_pidfd_open, (pid_t)pid, 0);
	if (flock(fd, LOCK_SH | LOCK_NB) == 0 || errno != EWOULDBLOCK ||
	    !pid_has_open(pid, &st)) {
		warnmsg("%s: pid %ld does not hold its lock: stale, not signalled",
		    path, pid);
		close(fd);
		if (pfd >= 0)
			close(pfd);
		return 0;
	}
	close(fd);
	sent = pfd >= 0 ? syscall(SYS_pidfd_send_signal, pfd, SIGTERM, NULL,
	    0) : kill(pid, SIGTERM);
	if (pfd >= 0)
		close(pfd);
	if (sent < 0)
		return errno == ESRCH ? 0 :
		    (warnmsg("kill %ld (%s): %s", pid, path,
		    strerror(errno)), -1);
	for (i = 0; i < 200; i++) {
		if (kill(pid, 0) < 0 && errno == ESRCH)
			return 0;
		usleep(50000);
	}
	warnmsg("initramfs daemon (pid %ld) did not exit within 10 s", pid);
	return -1;
}

/*
 * The initramfs daemon's log into ours, whatever its size: in pieces, each
 * written before the next is read.  0 when it was all written, -1 when it
 * stopped part way (said why), 1 when it could not be read at all.
 */
static int
early_import_log(struct daemon *d, const char *path, uint64_t *lines)
{
	char *buf;
	ssize_t n;
	size_t i;
	int fd, rc = 0;

	if ((fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW |
	    O_NONBLOCK)) < 0)
		return errno == ENOENT ? 1 :
		    (warnmsg("%s: %s", path, strerror(errno)), 1);
	if (!(buf = malloc(LOG_BATCH))) {
		close(fd);
		return 1;
	}
	while ((n = read(fd, buf, LOG_BATCH)) != 0) {
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			warnmsg("%s: read: %s", path, strerror(errno));
			rc = -1;
			break;
		}
		for (i = 0; i < (size_t)n; i++)
			*lines += buf[i] == '\n';
		logsink_add(&d->log, buf, n);
		if (logsink_flush(&d->log) < 0 && d->log.len +
		    LOG_BATCH > LOG_HOLD_MAX) {
			warnmsg("%s: import stopped: %s: %s", path, d->log.path,
			    strerror(d->log.err));
			rc = -1;
			break;
		}
	}
	free(buf);
	close(fd);
	return rc;
}

/* Hand-over, part 2: its log, counters and positions become ours, once. */
/*
 * The initramfs daemon's bucket into ours: the same window (starts within
 * a period) counts both sides of the hand-over, so two errors of a 2/24h
 * page, one each side, cross it; that crossing is said here (its records
 * were the initramfs daemon's: no trigger or action runs for them).
 * Windows a period apart: the later one stays.
 */
static void
bucket_merge(struct daemon *d, const struct bucket *from)
{
	struct page_offline_cfg *p = &d->cfg->page;
	const struct threshold *th = &p->th[from->kind];
	struct bucket *b = bucket_get(p, from->kind, from->key, from->name);
	unsigned was = b->crossed;

	if (!b->start || from->start - b->start > th->period) {
		char name[sizeof b->name];

		memcpy(name, b->name, sizeof name);	/* the name of the
							 * report that
							 * made it */
		*b = *from;
		if (name[0])
			memcpy(b->name, name, sizeof name);
		return;
	}
	if (b->start - from->start > th->period)
		return;
	b->start = MIN(b->start, from->start);
	b->count += from->count;
	b->crossed += from->crossed;
	for (; th->count && b->count >= th->count; b->count -= th->count)
		b->crossed++;
	if (!was && !from->crossed && b->crossed) {
		p->crossings[from->kind]++;
		d->metrics_dirty = 1;
		action_say(d, LOG_WARNING, "threshold", b->name, -1,
		    "%u corrected errors in %.0f s, counted "
		    "on both sides of the hand-over from the initramfs: the "
		    "%s-threshold %u/%.0fs is crossed "
		    "(no trigger or action: the errors were the initramfs "
		    "daemon's)",
		    th->count, th->period, th_names[from->kind], th->count,
		    th->period);
	}
}

/* Merge the initramfs daemon's thresholds:
 * buckets, pages offlined, CPUs isolated. */
static void
early_import_page(struct daemon *d, const struct page_offline_cfg *from)
{
	size_t i;

	for (i = 0; i < BUCKETS; i++)
		if (from->b[i].start && from->b[i].kind < NTH)
			bucket_merge(d, &from->b[i]);
	/* this boot's reports to pair with */
	memcpy(d->cfg->page.pend, from->pend, sizeof from->pend);
	memcpy(d->cfg->page.npend, from->npend, sizeof from->npend);
	for (i = 0; i < from->ndone; i++)
		page_mark_done(&d->cfg->page, from->done[i]);
	for (i = 0; i < from->niso; i++)
		cpu_mark_isolated(&d->cfg->page, from->iso[i].cpu,
		    from->iso[i].when);
	d->state_dirty = 1;
}

static void
early_import(struct daemon *d, const char *dir)
{
	char path[PATH_MAX], done[PATH_MAX + 16], *both;
	struct counters e = { 0 };
	uint64_t n = 0;
	size_t i;
	int rc;

	if (mkpath(path, sizeof path, "%s/early.log", dir) == 0 &&
	    (rc = early_import_log(d, path, &n)) != 1) {
		/* all of it, or what we could: either
		 * way it is never imported twice */
		snprintf(done, sizeof done, "%s.%s", path,
		    rc == 0 ? "imported" : "partial");
		if (rename(path, done) < 0)
			warnmsg("rename %s: %s", path, strerror(errno));
		if (rc == 0)
			daemon_note(d, LOG_INFO,
			    "imported %" PRIu64 " lines of the initramfs daemon's log %s",
			    n, path);
		else
			daemon_note(d, LOG_ERR,
			    "imported %" PRIu64 " lines of the initramfs daemon's log %s, "
			    "then stopped: the rest is in %s, not in this log",
			    n, path, done);
	}
	/* the initramfs daemon's buckets, offlined
	 * pages and CPUs, merged into ours below */
	if (!(e.page = calloc(1, sizeof *e.page))) {
		daemon_note(d, LOG_ERR, "import %s: %s", dir, strerror(errno));
		return;
	}
	memcpy(e.page->th, d->cfg->page.th, sizeof e.page->th);
	if (mkpath(path, sizeof path, "%s/state", dir) < 0 ||
	    state_load(path, &e) != 0) {
		free(e.page->done);
		free(e.page);
		counters_free(&e);
		return;
	}
	early_import_page(d, e.page);
	free(e.page->done);
	free(e.page);
	e.page = NULL;
	for (i = 0; i < e.cap; i++)
		if (e.slot[i].used)
			counter_add(&d->cnt, e.slot[i].cpu, e.slot[i].bank,
			    e.slot[i].sev, e.slot[i].bank_name, e.slot[i].n);
	d->cnt.lost += e.lost;
	d->cnt.unplaced[0] += e.unplaced[0];
	d->cnt.unplaced[1] += e.unplaced[1];
	for (i = 0; i < e.npstore; i++)
		pstore_remember(&d->cnt, e.pstore[i]);
	for (i = 0; i < e.npcie; i++)	/* a PCIe device's errors at boot */
		pcie_merge(&d->cnt, &e.pcie[i]);
	both = calloc(e.ndimm + 1, 1);
	for (i = 0; i < e.ndimm; i++) {
		struct dimm_count *k = dimm_find(&d->cnt, e.dimm[i].key, 0);

		if (both)	/* history on both sides: judged again, below */
			both[i] = k && (k->ce || k->ue);
		dimm_merge(&d->cnt, &e.dimm[i], !both);
	}
	for (i = 0; both && i < e.ndimm; i++) {	/* every DIMM merged:
						 * R2's "another DIMM"
						 * sees them all */
		struct dimm_count *k = dimm_find(&d->cnt, e.dimm[i].key, 0);

		if (k && both[i])
			dimm_judge(&d->cnt, k, k->last, -1, 0);
	}
	free(both);
	if (e.pos && e.boot_id[0] && counters_positions(&d->cnt) == 0) {
		for (i = 0; i < MAX_CPUS; i++)
			if (e.pos[i] != POS_NONE)
				d->cnt.pos[i] = e.pos[i],
				d->cnt.pos_resets[i] = e.pos_resets[i];
		snprintf(d->cnt.boot_id, sizeof d->cnt.boot_id, "%s",
		    e.boot_id);
		snprintf(d->cnt.pos_of, sizeof d->cnt.pos_of, "%s", e.pos_of);
	}
	counters_free(&e);
	snprintf(done, sizeof done, "%s.imported", path);
	if (rename(path, done) < 0)
		warnmsg("rename %s: %s", path, strerror(errno));
	d->state_dirty = d->metrics_dirty = 1;
}

#define PSTORE_MAX	256	/* records of one crash log we log individually */
struct pstore_collect {
	struct mce_record r[PSTORE_MAX];
	struct mem_error m[PSTORE_MAX];	/* the memory errors' own,
					 * copied: the parser's go */
	struct pcie_error pe[PSTORE_MAX];	/* the PCIe errors', too */
	int n;
	uint64_t more;
	char origin[PATH_MAX + 48];
};

static void
pstore_collect_record(void *ctx, const struct mce_record *r)
{
	struct pstore_collect *p = ctx;

	if (p->n == PSTORE_MAX) {
		p->more++;
		return;
	}
	p->r[p->n] = *r;
	if (r->mem) {
		p->m[p->n] = *r->mem;
		p->r[p->n].mem = &p->m[p->n];
	}
	if (r->pcie) {
		p->pe[p->n] = *r->pcie;
		p->r[p->n].pcie = &p->pe[p->n];
	}
	if (r->origin) {	/* the parser's copy goes
				 * when the file is closed */
		snprintf(p->origin, sizeof p->origin, "%s", r->origin);
		p->r[p->n].origin = p->origin;
	}
	p->n++;
}

static void
pstore_collect_lost(void *ctx, int cpu, uint64_t n, const char *why)
{
	(void)ctx, (void)cpu, (void)n, (void)why;
}

/* Log a crash log's machine checks once, worst first in a headline. */
static int
daemon_pstore_file(void *ctx, const char *path, const struct stat *st)
{
	struct daemon *d = ctx;
	struct pstore_collect *p;
	struct decoded dec, worst = { 0 };
	char key[PSTORE_KEY], notread[512];
	int i, w = -1;

	pstore_key(key, sizeof key, path, st);
	if (pstore_seen(&d->cnt, key) || !(p = calloc(1, sizeof *p)))
		return 0;
	pstore_read(path, st,
	    &(struct consumer){ pstore_collect_record, pstore_collect_lost, p },
	    notread, sizeof notread);
	if (notread[0])
		daemon_note(d, LOG_WARNING, "crash log %s", notread);
	for (i = 0; i < p->n; i++) {
		decode_any(NULL, &p->r[i], &d->src->model, &dec);
		if (w < 0 || dec.sev > worst.sev) {
			worst = dec;
			w = i;
		}
	}
	if (w >= 0) {
		struct line l = LINE_INIT(l);
		char where[64] = "";

		format_decode(&l, &worst);
		if (p->r[w].kind == KIND_MCE && HAS(&p->r[w], F_CPU) &&
		    HAS(&p->r[w], F_BANK))
			snprintf(where, sizeof where,
			    " machine check on CPU %" PRIu64 " bank %" PRIu64,
			    p->r[w].v[F_CPU], p->r[w].v[F_BANK]);
		else
			snprintf(where, sizeof where, " %s",
			    p->r[w].kind == KIND_MEM ? "memory error" :
			    p->r[w].kind == KIND_PCIE ? "PCIe error" :
			    p->r[w].kind == KIND_CXL ? "CXL event" :
			    "machine check");
		daemon_note(d, worst.sev >= SEV_UC ? LOG_CRIT : LOG_WARNING,
		    "crash log %s: the boot that wrote it ended with %s %s%s: "
		    "%s (%d records%s)",
		    p->origin, worst.sev == SEV_FATAL ? "a" :
		    "(among others) a", severity_names[worst.sev], where, l.b,
		    p->n, p->more ? ", more not logged" : "");
		for (i = 0; i < p->n; i++)
			daemon_record(d, &p->r[i]);
	}
	pstore_remember(&d->cnt, key);
	d->state_dirty = 1;
	free(p);
	return 0;
}


/*
 * Least privilege for the daemon's main loop: once its sources and sinks are
 * open, the capabilities it no longer needs are gone (from the bounding set
 * too), no new privileges, and a seccomp filter passing only the system
 * calls the loop makes (both libcs' spellings).  Anything else fails with
 * EPERM rather than killing us: a dead daemon loses records.  The loop never
 * forks (triggers run from the helper forked before this), so the filter is
 * always on.  What it does not stop is in rasd.8 (SANDBOX).
 */
static const int sandbox_calls[] = {
	SYS_read, SYS_write, SYS_writev, SYS_pread64, SYS_close, SYS_poll,
	SYS_ppoll,
	SYS_open, SYS_openat, SYS_fstat, SYS_newfstatat, SYS_stat, SYS_lstat,
	SYS_statx,
	SYS_lseek, SYS_fsync, SYS_fdatasync, SYS_rename, SYS_renameat,
	SYS_renameat2,
	SYS_unlink, SYS_unlinkat, SYS_mkdir, SYS_mkdirat, SYS_fchmod, SYS_fcntl,
	SYS_flock, SYS_statfs, SYS_fstatfs, SYS_getdents64, SYS_dup2, SYS_dup3,
	SYS_munmap, SYS_mremap, SYS_brk, SYS_madvise,
	SYS_clock_gettime, SYS_clock_nanosleep, SYS_nanosleep, SYS_gettimeofday,
	SYS_getpid, SYS_gettid, SYS_getuid, SYS_geteuid, SYS_uname, SYS_umask,
	SYS_tgkill, SYS_wait4, SYS_waitid, SYS_rt_sigprocmask, SYS_rt_sigaction,
	SYS_rt_sigreturn, SYS_restart_syscall, SYS_sigaltstack, SYS_futex,
	SYS_sched_yield,
	SYS_getrandom, SYS_connect, SYS_sendto, SYS_sendmsg, SYS_shutdown,
	SYS_recvfrom,
	SYS_recvmsg, SYS_getsockopt, SYS_setsockopt, SYS_bind, SYS_ftruncate,
	SYS_getsockname,
	SYS_getpeername,
	SYS_exit, SYS_exit_group,
};

/* A BPF program being built: jumps to ALLOW or DENY are patched at the end. */
#define BPF_ALLOW	256
#define BPF_DENY	257
struct bpf_prog {
	struct sock_filter f[192];
	unsigned short jt[192], jf[192];	/* jump targets
						 * before patching */
	unsigned n;
};

static void
bpf_stmt(struct bpf_prog *p, uint16_t code, uint32_t k)
{
	if (p->n < LEN(p->f))
		p->f[p->n++] = (struct sock_filter)BPF_STMT(code, k);
}

/* jt/jf: an offset, or BPF_ALLOW/BPF_DENY */
static void
bpf_jump(struct bpf_prog *p, uint16_t code, uint32_t k, unsigned jt,
    unsigned jf)
{
	if (p->n < LEN(p->f)) {
		p->jt[p->n] = jt;
		p->jf[p->n] = jf;
		p->f[p->n++] = (struct sock_filter){ code, 0, 0, k };
	}
}

static void
bpf_arg(struct bpf_prog *p, int i)
{
	bpf_stmt(p, BPF_LD | BPF_W | BPF_ABS,
	    offsetof(struct seccomp_data, args[i]));
}

/* Arguments checked: socket families, ioctl
 * requests, no executable mappings. */
static void
sandbox_args(struct bpf_prog *p)
{
	static const uint32_t ioctls[] = { TCGETS, TIOCGWINSZ, FIONBIO,
	    FIOCLEX, TRACE_MMAP_IOCTL_PUBLISH_COMMIT,
	    TRACE_MMAP_IOCTL_SET_SEEN };
	unsigned i;

	bpf_jump(p, BPF_JMP | BPF_JEQ | BPF_K, SYS_socket, 0, 4);
	bpf_arg(p, 0);
	bpf_jump(p, BPF_JMP | BPF_JEQ | BPF_K, AF_UNIX, BPF_ALLOW, 0);
	bpf_jump(p, BPF_JMP | BPF_JEQ | BPF_K, AF_INET, BPF_ALLOW, 0);
	bpf_jump(p, BPF_JMP | BPF_JEQ | BPF_K, AF_INET6, BPF_ALLOW, BPF_DENY);
	bpf_jump(p, BPF_JMP | BPF_JEQ | BPF_K, SYS_ioctl, 0, LEN(ioctls) + 3);
	bpf_arg(p, 1);
	for (i = 0; i < LEN(ioctls); i++)
		bpf_jump(p, BPF_JMP | BPF_JEQ | BPF_K, ioctls[i], BPF_ALLOW, 0);
	bpf_stmt(p, BPF_ALU | BPF_AND | BPF_K, 0xff00);	/* perf's own
							 * ioctls, '$' */
	bpf_jump(p, BPF_JMP | BPF_JEQ | BPF_K, '$' << 8, BPF_ALLOW, BPF_DENY);
	/* fchown only to give a log to the log group (log_open) */
	bpf_jump(p, BPF_JMP | BPF_JEQ | BPF_K, SYS_fchown, 0, 4);
	bpf_arg(p, 1);
	bpf_jump(p, BPF_JMP | BPF_JEQ | BPF_K, 0xffffffffu, 0, BPF_DENY);
	bpf_arg(p, 2);
	bpf_jump(p, BPF_JMP | BPF_JEQ | BPF_K, (uint32_t)log_gid, BPF_ALLOW,
	    BPF_DENY);
	bpf_jump(p, BPF_JMP | BPF_JEQ | BPF_K, SYS_mmap, 1, 0);
	bpf_jump(p, BPF_JMP | BPF_JEQ | BPF_K, SYS_mprotect, 0, 2);
	bpf_arg(p, 2);
	bpf_jump(p, BPF_JMP | BPF_JSET | BPF_K, PROT_EXEC, BPF_DENY, BPF_ALLOW);
	bpf_stmt(p, BPF_LD | BPF_W | BPF_ABS,
	    offsetof(struct seccomp_data, nr));
}

static int
sandbox_filter(void)
{
	struct bpf_prog p = { .n = 0 };
	struct sock_fprog prog;
	unsigned i, allow, deny;

	bpf_stmt(&p, BPF_LD | BPF_W | BPF_ABS,
	    offsetof(struct seccomp_data, arch));
	bpf_jump(&p, BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 0, BPF_DENY);
	bpf_stmt(&p, BPF_LD | BPF_W | BPF_ABS,
	    offsetof(struct seccomp_data, nr));
	sandbox_args(&p);
	for (i = 0; i < LEN(sandbox_calls); i++)
		bpf_jump(&p, BPF_JMP | BPF_JEQ | BPF_K, sandbox_calls[i],
		    BPF_ALLOW, 0);
	deny = p.n;
	bpf_stmt(&p, BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM);
	allow = p.n;
	bpf_stmt(&p, BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
	if (p.n == LEN(p.f))
		return errno = E2BIG, -1;
	for (i = 0; i < deny; i++) {
		unsigned jt = p.jt[i] == BPF_ALLOW ? allow :
		    p.jt[i] == BPF_DENY ? deny : i + 1 + p.jt[i];
		unsigned jf = p.jf[i] == BPF_ALLOW ? allow :
		    p.jf[i] == BPF_DENY ? deny : i + 1 + p.jf[i];

		if (BPF_CLASS(p.f[i].code) != BPF_JMP)
			continue;
		if (jt - i - 1 > 255 || jf - i - 1 > 255)
			return errno = E2BIG, -1;
		p.f[i].jt = jt - i - 1;
		p.f[i].jf = jf - i - 1;
	}
	prog.len = p.n;
	prog.filter = p.f;
	return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog);
}

/*
 * Capabilities the loop still needs: reopening logs in any directory
 * (DAC_OVERRIDE, DAC_READ_SEARCH, FOWNER), and SYS_ADMIN only to
 * soft-offline pages.  Dropped from the bounding set as well.
 */
static int
drop_caps(int page_offline)
{
	struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct c[2];
	uint64_t keep = 1ull << CAP_DAC_OVERRIDE | 1ull << CAP_DAC_READ_SEARCH |
	    1ull << CAP_FOWNER | (page_offline ? 1ull << CAP_SYS_ADMIN : 0);
	int cap;

	for (cap = 0; cap < 64; cap++)
		if (!(keep >> cap & 1) &&
		    prctl(PR_CAPBSET_READ, cap, 0, 0, 0) == 1 &&
		    prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) < 0 && errno != EPERM)
			return -1;	/* EPERM: not root, there
					 * is nothing to drop */
	if (syscall(SYS_capget, &h, c) < 0)
		return -1;
	c[0].effective &= keep;
	c[0].permitted &= keep;
	c[1].effective &= keep >> 32;
	c[1].permitted &= keep >> 32;
	c[0].inheritable = c[1].inheritable = 0;
	return syscall(SYS_capset, &h, c) < 0 ? -1 : 0;
}

/*
 * Landlock: the files the loop may create, write, rename or remove are those
 * in the directories of its logs, metrics, state and pidfile; the files it
 * may write are the page offlining files and the CPUs' online files of its
 * actions; reading stays free.  Root's permissions alone would let a
 * compromised loop write /etc.  Where the kernel has no Landlock, says so.
 */
static int
confine_writes(const char *const *paths, size_t n, const char *pidfile,
    const char *const *files, size_t nfiles, char *why, size_t len)
{
	uint64_t w = LANDLOCK_ACCESS_FS_WRITE_FILE |
	    LANDLOCK_ACCESS_FS_REMOVE_DIR | LANDLOCK_ACCESS_FS_REMOVE_FILE |
	    LANDLOCK_ACCESS_FS_MAKE_CHAR | LANDLOCK_ACCESS_FS_MAKE_DIR |
	    LANDLOCK_ACCESS_FS_MAKE_REG | LANDLOCK_ACCESS_FS_MAKE_SOCK |
	    LANDLOCK_ACCESS_FS_MAKE_FIFO | LANDLOCK_ACCESS_FS_MAKE_BLOCK |
	    LANDLOCK_ACCESS_FS_MAKE_SYM;
	struct landlock_ruleset_attr attr;
	struct landlock_path_beneath_attr rule;
	char dir[PATH_MAX], *slash;
	int abi, rs, fd, rc = 0;
	size_t i;

	abi = syscall(SYS_landlock_create_ruleset, NULL, 0,
	    LANDLOCK_CREATE_RULESET_VERSION);
	if (abi < 0) {
		snprintf(why, len,
		    "Landlock not available (%s): file writes not confined",
		    strerror(errno));
		return -1;
	}
	if (abi >= 2)
		w |= LANDLOCK_ACCESS_FS_REFER;
#ifdef LANDLOCK_ACCESS_FS_TRUNCATE
	if (abi >= 3)
		w |= LANDLOCK_ACCESS_FS_TRUNCATE;
#endif
	attr = (struct landlock_ruleset_attr){ .handled_access_fs = w };
	if ((rs = syscall(SYS_landlock_create_ruleset, &attr, sizeof attr,
	    0)) < 0) {
		snprintf(why, len, "landlock_create_ruleset: %s",
		    strerror(errno));
		return -1;
	}
	for (i = 0; i <= n + nfiles && rc == 0; i++) {
		const char *p = i < n ? paths[i] : i == n ? pidfile :
		    files[i - n - 1];
		int file = i > n;

		if (!p || !strcmp(p, "-"))
			continue;
		snprintf(dir, sizeof dir, "%s", p);
		if (!file) {		/* the directory the file is in */
			if (!(slash = strrchr(dir, '/')))
				snprintf(dir, sizeof dir, ".");
			else
				*(slash == dir ? slash + 1 : slash) = '\0';
		}
		if ((fd = open(dir, O_PATH | O_CLOEXEC)) < 0)
			continue;	/* not there: nothing may
					 * be written there */
		/* the pidfile's directory (/run): only its removal at exit */
		rule = (struct landlock_path_beneath_attr){ .allowed_access = file ?
		    LANDLOCK_ACCESS_FS_WRITE_FILE : i == n ?
		    LANDLOCK_ACCESS_FS_REMOVE_FILE : w, .parent_fd = fd };
		if (syscall(SYS_landlock_add_rule, rs,
		    LANDLOCK_RULE_PATH_BENEATH, &rule, 0) < 0) {
			snprintf(why, len, "landlock_add_rule %.100s: %s", dir,
			    strerror(errno));
			rc = -1;
		}
		close(fd);
	}
	if (rc == 0 && syscall(SYS_landlock_restrict_self, rs, 0) < 0) {
		snprintf(why, len, "landlock_restrict_self: %s",
		    strerror(errno));
		rc = -1;
	}
	close(rs);
	return rc;
}

/*
 * The files the actions write: the page offlining files, and with
 * cpu-action isolate every CPU's online file but CPU 0's.  A NULL-ended
 * array; NULL when out of memory (then nothing is written but the logs).
 */
static char **
cpu_online_files(const struct page_offline_cfg *p)
{
	char **f = calloc(MAX_CPUS + 3, sizeof *f), path[PATH_MAX];
	size_t n = 0;
	int cpu;
	DIR *dir;
	struct dirent *e;

	if (!f)
		return NULL;
	if (p->action >= PA_SOFT)
		f[n++] = strdup(p->path);
	if (p->action >= PA_HARD)
		f[n++] = strdup(p->hard_path);
	if (p->cpu_action == CA_ISOLATE && (dir = opendir(p->cpu_dir))) {
		while ((e = readdir(dir)) && n < MAX_CPUS + 2)
			if (sscanf(e->d_name, "cpu%d", &cpu) == 1 && cpu > 0 &&
			    mkpath(path, sizeof path, "%s/%s/online",
			    p->cpu_dir, e->d_name) == 0 && access(path,
			    F_OK) == 0)
				f[n++] = strdup(path);
		closedir(dir);
	}
	for (cpu = 0; cpu < (int)n; cpu++)
		if (!f[cpu]) {	/* a strdup failed: the list
				 * is short, nothing worse */
			memmove(f + cpu, f + cpu + 1, (n - cpu) * sizeof *f);
			n--, cpu--;
		}
	return f;
}

static int
sandbox(int page_offline)
{
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) {
		warnmsg("prctl(PR_SET_NO_NEW_PRIVS): %s", strerror(errno));
		return -1;
	}
	if (drop_caps(page_offline) < 0)
		warnmsg("dropping capabilities: %s", strerror(errno));
	if (sandbox_filter() < 0) {
		warnmsg("seccomp: %s", strerror(errno));
		return -1;
	}
	return 0;
}

static int
cmd_daemon(int argc, char **argv)
{
	static struct daemon_cfg cfg;
	struct daemon d = { .cfg = &cfg, .pidfd = -1, .kmsg = -1, .uevent = -1,
	    .notify = -1, .state_at = { AT_FDCWD, NULL },
	    .metrics_at = { AT_FDCWD, NULL }, .pid_at = { AT_FDCWD, NULL } };
	sigset_t mask;
	int rc = EXIT_FAIL, i, n;
	char notread[512];

	daemon_defaults(&cfg);
	if (daemon_args(&cfg, argc, argv) < 0)
		return EXIT_USAGE;
	if (cfg.src.help)
		return usage(stdout, "daemon"), EXIT_OK;
	if (!(d.src = calloc(1, sizeof *d.src)) ||
	    !(d.memo = calloc(1, sizeof *d.memo))) {
		warnmsg("daemon: %s", strerror(errno));
		free(d.memo);
	free(d.src);
		return EXIT_FAIL;
	}
	d.start = now_real();
	d.cnt.first_start = d.start;
	/* a closed stdin/out/err would give fds 0-2 to the pidfile or a ring,
	 * which daemonize() then points at /dev/null */
	while ((i = open("/dev/null", O_RDWR | O_CLOEXEC)) >= 0 && i <= 2)
		;
	if (i > 2)
		close(i);
	if (cfg.pidfile && (d.pidfd = pidfile_lock(cfg.pidfile)) < 0)
		goto out;
	if (cfg.import_early && early_stop(cfg.import_early) < 0)
		goto out;
	cfg.src.no_boot_take = state_in_ram(cfg.state_path);
	if (source_open(d.src, &cfg.src) < 0)
		goto out;
	for (i = 0; i < d.src->nrings; i++)
		d.src->rings[i].defer_tail = 1;
	if (cfg.use_kmsg && (d.kmsg = open("/dev/kmsg", O_WRONLY |
	    O_CLOEXEC)) < 0)
		warnmsg("/dev/kmsg: %s (records go to the other sinks only)",
		    strerror(errno));
	if (daemon_open_sinks(&d) < 0)
		goto out;
	d.cnt.page = &cfg.page;
	if (cfg.state_path && state_load(cfg.state_path, &d.cnt) < 0) {
		counters_free(&d.cnt);
		d.cnt.first_start = d.start;
		d.cnt.page = &cfg.page;
	}
	cec_coordinate(&d);
	/* daemonize() goes to /: a relative path would then mean another file
	 * (and Landlock rules on the wrong directory) */
	if (absolute_paths(&cfg) < 0)
		goto out;
	/* by directory: a pivot (an initramfs
	 * daemon's switch_root) must not move them */
	d.state_at = anchor_open(cfg.state_path);
	d.metrics_at = anchor_open(cfg.metrics_path);
	d.pid_at = anchor_open(cfg.pidfile);
	if (!cfg.foreground && daemonize() < 0) {
		warnmsg("daemonize: %s", strerror(errno));
		goto out;
	}
	/*
	 * perf's ring mappings are not inherited (VM_DONTCOPY): the child of
	 * daemonize() has none, and the parent's exit took the buffers off the
	 * events.  Open the perf source again, here, in the process that reads.
	 */
	if (!cfg.foreground && d.src->kind == SRC_PERF) {
		source_close(d.src);
		memset(d.src, 0, sizeof *d.src);
		if (source_open(d.src, &cfg.src) < 0) {
			syslog_send(&d.sys, LOG_ERR,
			    "perf source could not be opened again after "
			    "daemonizing");
			goto out;
		}
		for (i = 0; i < d.src->nrings; i++)
			d.src->rings[i].defer_tail = 1;
	}
	pidfile_write(d.pidfd);
	daemon_ready();
	/* written at start: a healthy node with no error yet reads OK, and
	 * an absent file means no daemon */
	d.metrics_dirty = d.state_dirty = 1;
	sigemptyset(&mask);
	sigaddset(&mask, SIGTERM);
	sigaddset(&mask, SIGINT);
	sigaddset(&mask, SIGHUP);
	sigaddset(&mask, SIGUSR1);
	sigaddset(&mask, SIGCHLD);
	sigprocmask(SIG_BLOCK, &mask, NULL);
	signal(SIGPIPE, SIG_IGN);
	if ((d.sigfd = signalfd(-1, &mask, SFD_NONBLOCK | SFD_CLOEXEC)) < 0) {
		warnmsg("signalfd: %s", strerror(errno));
		goto out;
	}
	/* triggers get no_new_privs too; the helper
	 * runs them from before the filter */
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0)
		warnmsg("prctl(PR_SET_NO_NEW_PRIVS): %s", strerror(errno));
	d.notify = notify_open(&d);	/* before the helper forks */
	d.say.every = cfg.problem_interval;
	/* the helper runs triggers, and resolves the collector's name */
	if ((cfg.trig.prog || syslog_remote_named(&d.sys)) &&
	    trigger_start(&cfg.trig) < 0)
		goto out;
	d.sys.helper = cfg.trig.sock;
	if (d.src->kind == SRC_TRACEFS || d.src->kind == SRC_PERF)
		d.uevent = uevent_open();
	d.last_hotplug = now_mono();
	if (!cfg.dry_run || cfg.sysfs)	/* this machine's slots, read
					 * once before the sandbox */
		dimms_load(cfg.sysfs ? cfg.sysfs : "/sys");
	if (cfg.import_early)	/* the early records first:
				 * the log stays in order */
		early_import(&d, cfg.import_early);
	daemon_startup_note(&d);
	daemon_resume(&d);
	daemon_boot(&d);
	if (!cfg.no_pstore)
		pstore_scan(cfg.pstore_dir, daemon_pstore_file, &d);
	daemon_flush(&d);
	{
		const char *w[] = { cfg.log_path, cfg.json_path,
		    cfg.metrics_path, cfg.state_path };
		char why[200], **files = cpu_online_files(&cfg.page);
		size_t nf = 0;

		while (files && files[nf])
			nf++;
		if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0 &&
		    confine_writes(w, LEN(w), cfg.pidfile,
		    (const char *const *)files, nf, why, sizeof why) < 0)
			daemon_note(&d, LOG_WARNING, "%s", why);
		for (nf = 0; files && files[nf]; nf++)
			free(files[nf]);
		free(files);
	}
	if (sandbox(cfg.page.action >= PA_SOFT) < 0)
		daemon_note(&d, LOG_WARNING,
		    "running without the seccomp sandbox");
	notify_send(&d, "READY=1");	/* reading, the previous boot
					 * and crash logs logged */
	notify_watchdog(&d);
	if (cfg.dry_run || daemon_loop(&d) == 0)
		rc = EXIT_OK;
	notify_send(&d, "STOPPING=1");
	/* SIGTERM: what is in the buffers is logged before we go */
	source_drain(d.src,
	    &(struct consumer){ daemon_record, daemon_lost, &d });
	source_lapped(d.src,
	    &(struct consumer){ daemon_record, daemon_lost, &d }, 1);
	say_flush(&d.say, now_mono(), 1, daemon_held, &d);
	if (text_notread_say(d.src, notread, sizeof notread))
		daemon_note(&d, LOG_WARNING, "%s", notread);
	trigger_finish(&d);
	storm_flush(&d);
	for (i = 0, n = 0; i < PAGE_TRIES; i++)
		n += cfg.page.tr[i].next > 0;
	if (n)
		daemon_note(&d, LOG_WARNING,
		    "%d page offlines were waiting for a retry at exit: not "
		    "done "
		    "(the pages are not in the state file: a crossing after "
		    "the restart acts again)", n);
	if (d.storm_folded)
		daemon_note(&d, LOG_INFO,
		    "stopping: %" PRIu64 " records logged this run, %" PRIu64 " of "
		    "them in storm summaries here (each in the JSON log)",
		    d.records, d.storm_folded);
	else
		daemon_note(&d, LOG_INFO,
		    "stopping: %" PRIu64 " records logged this run", d.records);
	daemon_flush(&d);
	net_drain_exit(&d.sys.remote, 1.0);
	net_drain_exit(&d.sys.local, 0.2);
	net_drain_exit(&d.sys.journal, 0.2);
	/* drained: what is said now goes to the log only (a message
	 * queued now would be neither sent nor counted) */
	d.sys.drained = 1;
	daemon_net_report(&d, &d.sys.local, "syslog", 1);
	daemon_net_report(&d, &d.sys.remote, "syslog-remote", 1);
	daemon_net_report(&d, &d.sys.journal, "journal", 1);
	logsink_flush(&d.log);
	daemon_commit(&d);
	if (cfg.fsync != FSYNC_NEVER) {	/* the positions follow the log */
		logsink_sync(&d.log);
		logsink_sync(&d.json);
	}
	daemon_save(&d, 1);
	logsink_flush(&d.log);
	logsink_sync(&d.log);
	logsink_sync(&d.json);
	if (d.log.len || d.json.len)
		warnmsg("exiting with %zu bytes of records not written (%s)",
		    d.log.len + d.json.len, strerror(d.log.err ? d.log.err :
		    d.json.err));
out:
	if (d.pidfd >= 0 && unlinkat(d.pid_at.dir, d.pid_at.name ?
	    d.pid_at.name : cfg.pidfile, 0) < 0)
		warnmsg("pidfile %s: %s", cfg.pidfile, strerror(errno));
	anchor_close(&d.state_at);
	anchor_close(&d.metrics_at);
	anchor_close(&d.pid_at);
	source_close(d.src);
	free(d.src);
	free(d.memo);
	counters_free(&d.cnt);
	if (d.kmsg >= 0)
		close(d.kmsg);
	logsink_close(&d.log);
	logsink_close(&d.json);
	free(d.log.buf);
	free(d.json.buf);
	return rc;
}

/*
 * top: the screen a burn-in engineer watches.  A full-screen view (ncurses)
 * of a source: totals, rates, a CPU x bank matrix, the latest records
 * decoded; or, with --once, one frame as plain text.  The view never waits
 * on the terminal: one poll() covers the keyboard and the source, keys are
 * read without blocking, and a capture is replayed in batches.
 */

#define TOP_KEEP	256	/* latest records kept for the list and the detail pane */
#define TOP_HOT		3.0	/* seconds the newest error's cell stays highlighted */
#define TOP_SPARK	60	/* seconds of history in the sparkline */
#define TOP_BATCH	1024	/* capture chunks replayed between two looks at the keyboard */
#define TOP_FRESH	0.1	/* new records redraw at once, but at most this often */
#define TOP_LABEL	11	/* matrix row label: "s0  cpu  12" */

/* ---- top ----------------------------------------------------------------- */
#define TOP_CELL	5	/* matrix cell: 4 digits and a mark */
#define TOP_DIMM_COL	16	/* DIMM pane: slot and serial columns at most this wide */

enum top_mode { MODE_AUTO, MODE_CPU, MODE_BUSIEST, MODE_CORE, MODE_SOCKET,
    NMODES };

/* what a cell's colour says; also the colour pair number */
enum top_class { CL_NONE = 1, CL_INVALID, CL_CORRECTED, CL_DEFERRED,
    CL_UNCORRECTED, CL_TITLE };

enum { OPT_SPEED = 256, OPT_ONCE, OPT_STATE, OPT_NO_STATE, OPT_SIZE };

struct top_rec {
	struct mce_record r;	/* raw cleared: it pointed into the source;
				 * mem and pcie point at the copies here */
	struct decoded d;
	struct mem_error m;
	struct pcie_error pe;
};

struct top_row {		/* a matrix row: one CPU,
				 * or one socket's total */
	int id;			/* CPU, or socket */
	int socket;		/* -1 unknown */
	int is_core;		/* id is a core (per-core rows), not a CPU */
	size_t ci;		/* its first cell in top.cells */
	uint64_t total;
};

struct top_cell {
	uint64_t n;
	int sev;		/* worst seen */
};

struct top {
	struct options o;
	struct source *src;
	struct cpu_model model;	/* decode as, when a record does not say */
	struct counters cnt;	/* by CPU, bank and severity,
				 * as the daemon keeps them */
	struct top_rec *recs;	/* ring: record number i is
				 * recs[i % TOP_KEEP] */
	uint64_t seq;		/* records seen */
	int16_t socket[MAX_CPUS];	/* -1 unknown */
	int32_t core[MAX_CPUS];		/* core_id within its socket;
					 * -1 unknown (replays) */
	uint8_t seen[MAX_CPUS];	/* a matrix row */
	int rowof[MAX_CPUS];
	unsigned nbanks;
	uint32_t spark[TOP_SPARK];	/* records in each of
					 * the last seconds */
	uint64_t mem_by[NSEV];	/* memory records (no CPU
				 * bank cell) by severity */
	uint64_t pcie_by[NSEV];	/* PCIe records, the same */
	int from_state;		/* the counters came from the
				 * daemon's state file */
	int64_t spark_sec;	/* the second spark[spark_sec
				 * % TOP_SPARK] counts */
	double clock;		/* seconds: the capture's time
				 * when replaying, else ours */
	uint32_t hot_cpu, hot_bank;
	double hot_at;
	double speed;		/* replay: 0 as fast as possible, 1 real time */
	uint64_t first_ns;
	struct mce_record *pend;	/* a text log's records, released
					 * by their time (--speed) */
	size_t npend, next_pend;
	double replayed;	/* capture seconds released so far */
	const char *state_path;
	const char *sysfs;	/* --sysfs: the DIMM inventory's /sys */
	int dimms_off;		/* d: the DIMM pane hidden */
	double dimm_latest;	/* Unix time of the newest memory
				 * error counted against a DIMM */
	int once, h, w, color, utf8;
	char *grid;		/* --once: the frame, h lines of w characters */
	enum top_mode mode;
	int on_matrix, paused, detail, help, prompt, quit, dirty, fresh;
	int per_socket;		/* the matrix rows are socket totals */
	int per_core;		/* the matrix rows are core totals
				 * (hardware threads together) */
	int dscroll, dmax;	/* detail pane: lines scrolled, and at most */
	char filter[40], edit[40];
	uint64_t sel;		/* selected record's number */
	int follow;		/* the selection follows the newest record */
	int crow, ccol, trow, lcol;	/* matrix cursor, and its
					 * view's top-left */
	uint8_t col[256];	/* the matrix's columns: banks
				 * with errors, in order */
	char colname[256][10];	/* their units, where the decoder names one */
	int ncol;
	int mrows;		/* matrix rows on screen */
	struct top_row rows[MAX_CPUS];
	struct top_cell *cells;
	size_t cells_cap;
	int nrows;
	double start, last_draw, last_tick;
	char msg[200], lasterr[200];
	double msg_at;
	SCREEN *scr;
	int errfd, saved_err;	/* stderr goes to a pipe while
				 * curses owns the terminal */
	char host[72], kernel[72];
	struct say_limit say;	/* problems said once a minute */
};

static volatile sig_atomic_t top_stop;

static const char *const mode_names[NMODES] = {
	"CPUs by socket (per core, then per socket, when they do not fit)",
	"CPUs by socket",
	"busiest CPUs first", "per core (a core's hardware threads together)",
	"per socket",
};

static const char *const top_help[] = {
	"ras top: machine checks, live", "",
	"  q             quit",
	"  arrows, hjkl  move (the matrix cell, or the selected record)",
	"  Tab           switch between the matrix and the latest records",
	"  Enter         detail of the selected record (matrix: the cell's "
	"newest)",
	"                in the detail: j/k scroll, h/l newer/older, Enter or "
	"Esc close",
	"  s             rows: auto, CPUs by socket, busiest first, per core, "
	"per socket",
	"  /             filter by severity (corrected, deferred, uncorrected, "
	"fatal)",
	"                or bank name (MC4, DCU, UMC); an empty filter clears "
	"it",
	"  c             clear the counters (this view only; the state file is "
	"kept)",
	"  p             pause reading (the kernel buffers fill; overflow "
	"counts as lost)",
	"  d             hide or show the DIMM pane (shown when a DIMM has "
	"errors)",
	"  ?             this help", "",
	"Cells: errors of a CPU in a bank, coloured by the worst: green none,",
	"yellow corrected, magenta deferred, red uncorrected; * marks the "
	"newest.",
	"DIMMs: memory errors located to one slot, the worst verdict first: "
	"red",
	"replace, yellow watch (rasd.8, DIMM verdicts).", "",
	"Press any key to go back.",
};

static void
top_note(struct top *t, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vformat_safe(t->msg, sizeof t->msg, fmt, ap);
	va_end(ap);
	t->msg_at = now_mono();
}

static enum top_class
sev_class(int sev)
{
	if (sev >= SEV_UC_NOACTION)
		return CL_UNCORRECTED;
	if (sev == SEV_DEFERRED)
		return CL_DEFERRED;
	return sev == SEV_INVALID ? CL_INVALID : CL_CORRECTED;
}

/* Colour where there is colour; bold and
 * underline where there is not (vt100). */
static int
class_attr(const struct top *t, enum top_class c)
{
	static const int mono[] = {
		[CL_NONE] = A_NORMAL, [CL_INVALID] = A_NORMAL, [CL_CORRECTED] = A_NORMAL,
		[CL_DEFERRED] = A_UNDERLINE, [CL_UNCORRECTED] = A_BOLD, [CL_TITLE] = A_REVERSE,
	};

	if (!t->color)
		return mono[c];
	return COLOR_PAIR(c) | (c == CL_UNCORRECTED || c == CL_TITLE ?
	    A_BOLD : 0);
}

/* drawing: everything goes through put(), to curses or to the --once grid */

static void
put(struct top *t, int y, int x, int attr, const char *s)
{
	int n = strlen(s);

	if (y < 0 || y >= t->h || x >= t->w)
		return;
	n = MIN(n, t->w - x - (y == t->h - 1));	/* the last cell would scroll */
	if (n <= 0)
		return;
	if (t->grid) {
		memcpy(t->grid + (size_t)y * t->w + x, s, n);
		return;
	}
	attrset(attr);
	mvaddnstr(y, x, s, n);
	attrset(A_NORMAL);
}

/* put() at *x, formatted, and move *x past it */
static void
putf(struct top *t, int y, int *x, int attr, const char *fmt, ...)
{
	char buf[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	put(t, y, *x, attr, buf);
	*x += strlen(buf);
}

/* a full-width bar, for titles */
static void
put_bar(struct top *t, int y, const char *s)
{
	char buf[1024];

	snprintf(buf, sizeof buf, "%-*s", MIN(t->w, (int)sizeof buf - 1), s);
	put(t, y, 0, class_attr(t, CL_TITLE), buf);
}

/* "12", "9999", "340k", "12M": at most 4 characters */
static void
fmt_count(char *buf, size_t len, uint64_t n)
{
	int i;

	for (i = 0; n > (i ? 999u : 9999u) && i < 4; i++)
		n /= 1000;
	snprintf(buf, len, "%" PRIu64 "%.*s", i && n > 999 ? 999 : n, i > 0,
	    &" kMGT"[i]);
}

/* records and rates */

static void
spark_advance(struct top *t, int64_t sec)
{
	int64_t n = sec - t->spark_sec;

	if (n <= 0)
		return;
	if (n >= TOP_SPARK)
		memset(t->spark, 0, sizeof t->spark);
	else
		while (t->spark_sec < sec)
			t->spark[++t->spark_sec % TOP_SPARK] = 0;
	t->spark_sec = sec;
}

static void
spark_add(struct top *t, double when)
{
	int64_t sec = when;

	spark_advance(t, sec);
	if (t->spark_sec - sec < TOP_SPARK)
		t->spark[sec % TOP_SPARK]++;
}

static void
top_cpu(struct top *t, uint64_t cpu, int socket)
{
	if (cpu >= MAX_CPUS)
		return;
	t->seen[cpu] = 1;
	if (socket >= 0)
		t->socket[cpu] = socket;
}

/*
 * A memory error against its DIMM, as the daemon counts it: at the record's
 * own time (a log counts when it happened; record_time).  r->mem is still the
 * source's here.
 */
static void
top_dimm(struct top *t, const struct mce_record *r, const struct decoded *d)
{
	double when = record_time(r);

	if (!d->memory || !dimm_count_record(&t->cnt, r, d, when))
		return;
	t->dimm_latest = MAX(t->dimm_latest, when);
	t->fresh = 1;
}

static void
top_record(void *ctx, const struct mce_record *r)
{
	struct top *t = ctx;
	struct top_rec *k;
	double when;

	if (!where_match(&t->o, r))
		return;
	k = &t->recs[t->seq++ % TOP_KEEP];
	k->r = *r;
	k->r.raw = NULL;
	k->r.rawlen = 0;
	if (r->mem)		/* the source's, valid only in this call:
				 * the detail view decodes it again */
		k->m = *r->mem, k->r.mem = &k->m;
	if (r->pcie)
		k->pe = *r->pcie, k->r.pcie = &k->pe;
	decode_any(NULL, r, &t->model, &k->d);
	if (r->flags & REC_SAME_ERROR) {	/* listed; counted with the
						 * record it reports again */
		t->fresh = 1;
		return;
	}
	top_dimm(t, r, &k->d);
	if (r->kind == KIND_MEM || DEVICE_KIND(r)) {	/* no bank,
					 * so no cell: counted, listed,
					 * a memory error in its DIMM */
		if (DEVICE_KIND(r)) {	/* and in the device pane */
			t->pcie_by[k->d.sev]++;
			pcie_count_record(&t->cnt, r, record_time(r));
		} else {
			t->mem_by[k->d.sev]++;
		}
		spark_add(t, t->src->kind == SRC_TEXT && HAS(r, F_WALLTIME) ?
		    (double)r->v[F_WALLTIME] : t->src->kind == SRC_TEXT ||
		    t->src->kind == SRC_CAPTURE ? t->clock : now_mono());
		t->fresh = 1;
		return;
	}
	counter_add(&t->cnt, r->v[F_CPU], r->v[F_BANK], k->d.sev,
	    k->d.bank_name, 1);
	top_cpu(t, r->v[F_CPU], HAS(r, F_SOCKETID) ?
	    (int)MIN(r->v[F_SOCKETID], 9999) : -1);
	t->nbanks = MAX(t->nbanks, MIN(r->v[F_BANK] + 1, 256));
	if (HAS(r, F_MCGCAP))
		t->nbanks = MAX(t->nbanks, r->v[F_MCGCAP] & 0xff);
	/* a file's records count at their own
	 * time: rates follow the log, not us */
	when = t->clock;
	if (t->src->kind == SRC_CAPTURE && r->time_ns)
		when = r->time_ns / 1e9;
	else if (t->src->kind == SRC_TEXT && HAS(r, F_WALLTIME) &&
	    r->v[F_WALLTIME])
		when = r->v[F_WALLTIME];
	else if (t->src->kind != SRC_CAPTURE && t->src->kind != SRC_TEXT)
		when = now_mono();
	if ((t->src->kind == SRC_CAPTURE || t->src->kind == SRC_TEXT) &&
	    t->speed == 0)
		t->clock = MAX(t->clock, when);
	spark_add(t, when);
	t->hot_cpu = r->v[F_CPU];
	t->hot_bank = r->v[F_BANK];
	t->hot_at = now_mono();
	t->fresh = 1;
}

static void
top_lost(void *ctx, int cpu, uint64_t n, const char *why)
{
	struct top *t = ctx;

	uint64_t held, held_n;

	if (why == note_came_online) {
		top_note(t, "CPU %d: %s", cpu, why);
		t->fresh = 1;
		return;
	}
	t->cnt.lost += n;
	if (!n && say_allow(&t->say, cpu, why, 0, now_mono(), &held, &held_n))
		top_note(t, "%s (%" PRIu64 " more like it before)", why, held);
	t->fresh = 1;
}

/* NULL when it fell out of the ring */
static struct top_rec *
top_rec_at(struct top *t, uint64_t seq)
{
	if (seq >= t->seq || t->seq - seq > TOP_KEEP)
		return NULL;
	return &t->recs[seq % TOP_KEEP];
}

/* "MC1" is bank 1 and no other: a filter ending
 * in a digit must end the name's number */
static int
name_match(const char *name, const char *f, size_t n)
{
	return !strncasecmp(name, f, n) && !(isdigit((unsigned char)f[n - 1]) &&
	    isdigit((unsigned char)name[n]));
}

/* severity by prefix ("uncorrected" is every
 * kind of it), bank by number or name */
static int
top_match(const struct top *t, int sev, unsigned bank, const char *bank_name)
{
	size_t n = strlen(t->filter);
	char mc[16];

	if (!n)
		return 1;
	snprintf(mc, sizeof mc, "MC%u", bank);
	return !strncasecmp(severity_names[sev], t->filter, n) || name_match(mc,
	    t->filter, n) || name_match(bank_name, t->filter, n);
}

static int
rec_match(const struct top *t, const struct top_rec *k)
{
	return top_match(t, k->d.sev, k->r.v[F_BANK], k->d.bank_name);
}

/* The kept records that pass the filter, newest first. */
static int
top_list(struct top *t, uint64_t *out)
{
	uint64_t s, end = t->seq > TOP_KEEP ? t->seq - TOP_KEEP : 0;
	int n = 0;

	for (s = t->seq; s-- > end;)
		if (rec_match(t, &t->recs[s % TOP_KEEP]))
			out[n++] = s;
	return n;
}

/* Index of the selection in the list; moves it to a record still shown. */
static int
top_selected(struct top *t, const uint64_t *list, int n)
{
	int i;

	if (n == 0)
		return -1;
	if (t->follow)
		t->sel = list[0];
	for (i = 0; i < n - 1 && list[i] > t->sel; i++)
		;
	t->sel = list[i];
	return i;
}

/* the matrix */

static int
row_by_cpu(const void *a, const void *b)
{
	const struct top_row *x = a, *y = b;

	if (x->socket != y->socket)
		return (unsigned)x->socket < (unsigned)y->socket ? -1 : 1;
	return x->id - y->id;
}

static int
row_by_total(const void *a, const void *b)
{
	const struct top_row *x = a, *y = b;

	if (x->total != y->total)
		return x->total > y->total ? -1 : 1;
	return row_by_cpu(a, b);
}

static int
socket_row(struct top *t, int socket)
{
	int i;

	for (i = 0; i < t->nrows; i++)
		if (t->rows[i].socket == socket)
			return i;
	t->rows[t->nrows] = (struct top_row){ .id = socket, .socket = socket };
	return t->nrows++;
}

/* A core's row (its hardware threads summed):
 * id is the core, -1 - cpu when unknown. */
static int
core_row(struct top *t, int socket, int core)
{
	int i;

	for (i = 0; i < t->nrows; i++)
		if (t->rows[i].is_core && t->rows[i].socket == socket &&
		    t->rows[i].id == core)
			return i;
	t->rows[t->nrows] = (struct top_row){ .id = core, .socket = socket,
	    .is_core = 1 };
	return t->nrows++;
}

/* Cores with errors, or a number past any
 * screen when the topology is not known. */
static int
top_cores(const struct top *t)
{
	int cpu, j, n = 0;

	for (cpu = 0; cpu < MAX_CPUS; cpu++) {
		if (!t->seen[cpu])
			continue;
		if (t->core[cpu] < 0)
			return MAX_CPUS;	/* a replay: no
						 * topology, no cores */
		for (j = 0; j < cpu && !(t->seen[j] &&
		    t->socket[j] == t->socket[cpu] &&
		    t->core[j] == t->core[cpu]); j++)
			;
		n += j == cpu;
	}
	return n;
}

/* Rows and cells for this frame: CPUs, or socket
 * totals when asked or when avail rows are too few. */
/*
 * Columns: only the banks that have errors (a Skylake-SP memory controller's
 * bank 13 must not hide behind twelve empty ones), named by their unit.
 */
static void
top_columns(struct top *t)
{
	unsigned b;
	size_t k;
	int i, any;

	t->ncol = 0;
	for (b = 0; b < t->nbanks; b++) {
		for (i = 0, any = 0; i < t->nrows && !any; i++)
			any = t->cells[t->rows[i].ci + b].n > 0;
		if (any)
			t->col[t->ncol++] = b;
	}
	for (b = 0; !t->ncol && b < t->nbanks; b++)	/* all cleared: the
							 * rows stay, empty */
		t->col[b] = b;
	if (!t->ncol)
		t->ncol = t->nbanks;
	for (k = 0; k < t->cnt.cap; k++) {
		const struct counter *c = &t->cnt.slot[k];
		const char *p;
		char *n;
		size_t j;

		if (!c->used || c->bank >= 256 || !c->bank_name[0] ||
		    text_is(c->bank_name, "MC"))
			continue;
		/* "iMC0 ch1" as "iMC0ch1": the unit and
		 * its channel, in a narrow column */
		for (n = t->colname[c->bank], p = c->bank_name, j = 0; *p &&
		    j < sizeof t->colname[0] - 1; p++)
			if (*p != ' ')
				n[j++] = *p;
		n[j] = '\0';
	}
}

static int
top_build(struct top *t, int avail)
{
	int cpu, n = 0, per_socket, i;
	size_t k;

	for (cpu = 0; cpu < MAX_CPUS; cpu++)
		n += t->seen[cpu];
	/* too many CPUs: their cores, if the topology
	 * is known and they fit, else sockets */
	t->per_core = t->mode == MODE_CORE || (t->mode == MODE_AUTO &&
	    n > avail && top_cores(t) <= avail);
	per_socket = !t->per_core && (t->mode == MODE_SOCKET ||
	    (t->mode == MODE_AUTO && n > avail));
	t->per_socket = per_socket;
	if (!t->cells || (size_t)n * t->nbanks > t->cells_cap) {
		size_t cap = MAX((size_t)n * t->nbanks, 1);
		struct top_cell *c = realloc(t->cells, cap * sizeof *c);

		if (!c)
			return t->nrows = 0;	/* no memory: an empty matrix */
		t->cells = c;
		t->cells_cap = cap;
	}
	t->nrows = 0;
	for (cpu = 0; cpu < MAX_CPUS; cpu++) {
		if (!t->seen[cpu])
			continue;
		if (per_socket) {
			t->rowof[cpu] = socket_row(t, t->socket[cpu]);
		} else if (t->per_core && t->core[cpu] >= 0) {
			t->rowof[cpu] = core_row(t, t->socket[cpu],
			    t->core[cpu]);
		} else {
			t->rows[t->nrows] = (struct top_row){ .id = cpu,
			    .socket = t->socket[cpu] };
			t->rowof[cpu] = t->nrows++;
		}
	}
	for (i = 0; i < t->nrows; i++)
		t->rows[i].ci = (size_t)i * t->nbanks;
	memset(t->cells, 0, (size_t)t->nrows * t->nbanks * sizeof *t->cells);
	for (k = 0; k < t->cnt.cap; k++) {
		const struct counter *c = &t->cnt.slot[k];
		struct top_row *r;
		struct top_cell *cell;

		if (!c->used || c->cpu >= MAX_CPUS || !t->seen[c->cpu] ||
		    c->bank >= t->nbanks || !top_match(t, c->sev, c->bank,
		    c->bank_name))
			continue;
		r = &t->rows[t->rowof[c->cpu]];
		cell = &t->cells[r->ci + c->bank];
		cell->n += c->n;
		cell->sev = MAX(cell->sev, c->sev);
		r->total += c->n;
	}
	qsort(t->rows, t->nrows, sizeof *t->rows, t->mode == MODE_BUSIEST ?
	    row_by_total : row_by_cpu);
	top_columns(t);
	return per_socket;
}

static void
row_label(const struct top *t, const struct top_row *r, int per_socket,
    int show_socket, char *buf, size_t len)
{
	char s[16] = "s?";

	if (r->socket >= 0)
		snprintf(s, sizeof s, "s%d", r->socket);
	if (per_socket)
		snprintf(buf, len, "socket %4s", s + 1);
	else if (r->is_core)
		snprintf(buf, len, "%-3s core%3d", show_socket ? s : "", r->id);
	else
		snprintf(buf, len, "%-3s cpu%4d", show_socket ||
		    t->mode == MODE_BUSIEST ? s : "", r->id);
}

static int
is_hot(const struct top *t, const struct top_row *r, int per_socket,
    unsigned bank)
{
	if (bank != t->hot_bank || !t->seq || (!t->once &&
	    now_mono() - t->hot_at > TOP_HOT))
		return 0;
	if (per_socket)
		return t->hot_cpu < MAX_CPUS &&
		    t->socket[t->hot_cpu] == r->socket;
	if (r->is_core)
		return t->hot_cpu < MAX_CPUS &&
		    t->socket[t->hot_cpu] == r->socket &&
		    t->core[t->hot_cpu] == r->id;
	return (uint32_t)r->id == t->hot_cpu;
}

/* Keep the cursor on the grid and in view. */
static void
matrix_clamp(struct top *t, int rows, int cols)
{
	t->crow = MAX(0, MIN(t->crow, t->nrows - 1));
	t->ccol = MAX(0, MIN(t->ccol, t->ncol - 1));
	t->trow = MAX(0, MIN(t->trow, t->crow));
	if (t->crow >= t->trow + rows)
		t->trow = t->crow - rows + 1;
	t->lcol = MAX(0, MIN(t->lcol, t->ccol));
	if (t->ccol >= t->lcol + cols)
		t->lcol = t->ccol - cols + 1;
}

static void
draw_cell(struct top *t, int y, int x, int cw, const struct top_row *r,
    int per_socket, unsigned b, int cursor)
{
	const struct top_cell *c = &t->cells[r->ci + b];
	char num[8], buf[16];
	int hot = is_hot(t, r, per_socket, b), attr;

	fmt_count(num, sizeof num, c->n);
	snprintf(buf, sizeof buf, "%*s%c", cw - 1, c->n ? num : ".",
	    hot ? '*' : ' ');
	attr = class_attr(t, c->n ? sev_class(c->sev) : CL_NONE);
	if (hot)
		attr |= A_REVERSE;
	if (cursor)
		attr |= A_UNDERLINE | A_BOLD;
	put(t, y, x, attr, buf);
}

static void
draw_matrix(struct top *t, int y, int h, int per_socket)
{
	int room = t->w - TOP_LABEL, cw, cols, names, i, c, x, dev = 0;
	char buf[32];

	for (i = 0; i < NSEV; i++)
		dev |= t->pcie_by[i] != 0;
	if (!t->nrows || !t->ncol) {
		put(t, y + 1, 2, A_NORMAL,
		    !t->seq ? "no machine checks yet" : t->cnt.npcie ?
		    "no machine checks with a CPU and bank (memory and PCIe "
		    "reports are in the list and their panes)" : dev ?
		    "no machine checks with a CPU and bank (the reports are "
		    "in the list)" :
		    "no machine checks with a CPU and bank (the memory "
		    "reports are in the list and the DIMM pane)");
		return;
	}
	/* wider cells while they fit, for the unit
	 * names; else a marker for the rest */
	cw = MAX(TOP_CELL, MIN(9, room / t->ncol));
	cols = room / cw;
	if (cols < t->ncol)
		cols = MAX(1, (room - 8) / cw);
	names = h >= 4;
	/* rows cut: the last line says how many more */
	t->mrows = MAX(1, h - 1 - names - (t->nrows > h - 1 - names));
	matrix_clamp(t, t->mrows, cols);
	put(t, y, 0, A_BOLD, per_socket ? "socket\\bank" : "cpu\\bank");
	for (c = 0, x = TOP_LABEL; c < cols && t->lcol + c < t->ncol; c++,
	    x += cw) {
		int b = t->col[t->lcol + c], attr = t->on_matrix &&
		    t->lcol + c == t->ccol ? A_REVERSE : A_BOLD;

		snprintf(buf, sizeof buf, "%*d ", cw - 1, b);
		put(t, y, x, attr, buf);
		if (names) {
			snprintf(buf, sizeof buf, "%*.*s ", cw - 1, cw - 1,
			    t->colname[b][0] ? t->colname[b] : "");
			put(t, y + 1, x, attr, buf);
		}
	}
	if (t->lcol + cols < t->ncol) {	/* banks with errors to the right */
		snprintf(buf, sizeof buf, "+%d banks",
		    t->ncol - t->lcol - cols);
		put(t, y, MAX(TOP_LABEL, t->w - (int)strlen(buf)),
		    A_BOLD | A_REVERSE, buf);
	}
	if (t->lcol > 0) {
		snprintf(buf, sizeof buf, "%d<", t->lcol);
		put(t, y + names, 0, A_BOLD | A_REVERSE, buf);
	}
	y += names;
	for (i = 0; i < t->mrows && t->trow + i < t->nrows; i++) {
		const struct top_row *r = &t->rows[t->trow + i];

		row_label(t, r, per_socket, i == 0 || r[-1].socket != r->socket,
		    buf, sizeof buf);
		put(t, y + 1 + i, 0, t->on_matrix && t->trow + i == t->crow ?
		    A_REVERSE : A_NORMAL, buf);
		for (c = 0, x = TOP_LABEL; c < cols && t->lcol + c < t->ncol;
		    c++, x += cw)
			draw_cell(t, y + 1 + i, x, cw, r, per_socket,
			    t->col[t->lcol + c], t->on_matrix &&
			    t->trow + i == t->crow && t->lcol + c == t->ccol);
	}
	if (t->nrows > t->mrows) {	/* rows off the screen */
		snprintf(buf, sizeof buf, "+%d more %s (%d above)",
		    t->nrows - t->trow - i, per_socket ? "sockets" : "CPUs",
		    t->trow);
		put(t, y + 1 + i, 0, A_BOLD, buf);
	}
}

/* header, rates, list, detail, footer */

static int
replaying(const struct top *t)
{
	return (t->src->kind == SRC_CAPTURE && !t->src->done) ||
	    t->next_pend < t->npend;
}

static void
draw_header(struct top *t)
{
	uint64_t by[NSEV] = { 0 }, total = 0, mem = 0, pcie = 0;
	const struct top_rec *k = top_rec_at(t, t->seq - 1);
	const struct cpu_model *m = t->model.known || !k ? &t->model :
	    &k->d.model;
	char model[96];
	size_t i;
	int x = 0, s = now_mono() - t->start;

	if (m->known)
		snprintf(model, sizeof model, "%s family 0x%x model 0x%x",
		    vendor_name(m->vendor), m->family, m->model);
	else
		snprintf(model, sizeof model, "CPU unknown");
	putf(t, 0, &x, A_BOLD, "ras top");
	putf(t, 0, &x, A_NORMAL, "  host %s  kernel %s  %s  %.*s", t->host,
	    t->kernel, model, (int)strcspn(t->src->desc, "("), t->src->desc);
	if (!t->once)	/* the view's own time: none in one frame */
		putf(t, 0, &x, A_NORMAL, " up %d:%02d:%02d", s / 3600,
		    s / 60 % 60, s % 60);
	if (t->from_state) {	/* the totals are the daemon's,
				 * the list this view's */
		char since[32];

		iso_time((uint64_t)t->cnt.first_start, since, sizeof since);
		putf(t, 0, &x, A_NORMAL, "  counts: the daemon's since %s",
		    since);
	}
	for (i = 0; i < t->cnt.cap; i++)
		if (t->cnt.slot[i].used) {
			by[t->cnt.slot[i].sev] += t->cnt.slot[i].n;
			total += t->cnt.slot[i].n;
		}
	for (i = 0; i < NSEV; i++)	/* EDAC, CPER, memory_failure,
					 * PCIe: the same totals */
		by[i] += t->mem_by[i] + t->pcie_by[i], total += t->mem_by[i] +
		    t->pcie_by[i], mem += t->mem_by[i], pcie += t->pcie_by[i];
	x = 0;
	putf(t, 1, &x, A_BOLD, "total %" PRIu64 ":", total);
	putf(t, 1, &x, class_attr(t, CL_CORRECTED), " corrected %" PRIu64,
	    by[SEV_CORRECTED] + by[SEV_CORRECTED_THRESHOLD]);
	putf(t, 1, &x, class_attr(t, CL_DEFERRED), " deferred %" PRIu64,
	    by[SEV_DEFERRED]);
	putf(t, 1, &x, class_attr(t, CL_UNCORRECTED), " uncorrected %" PRIu64,
	    by[SEV_UC_NOACTION] + by[SEV_UC_AO] + by[SEV_UC] + by[SEV_UC_AR]);
	putf(t, 1, &x, class_attr(t, CL_UNCORRECTED), " fatal %" PRIu64,
	    by[SEV_FATAL]);
	if (by[SEV_INVALID])
		putf(t, 1, &x, A_NORMAL, " invalid %" PRIu64, by[SEV_INVALID]);
	if (mem)
		putf(t, 1, &x, A_NORMAL, " (memory reports %" PRIu64 ")", mem);
	if (pcie)
		putf(t, 1, &x, A_NORMAL, " (PCIe, CXL %" PRIu64 ")", pcie);
	putf(t, 1, &x, t->cnt.lost ? A_BOLD : A_NORMAL, "  lost %" PRIu64,
	    t->cnt.lost);
	if (t->filter[0])
		putf(t, 1, &x, A_REVERSE, " filter %s ", t->filter);
	if (t->paused)
		putf(t, 1, &x, A_REVERSE | A_BOLD, " PAUSED ");
	if ((t->src->kind == SRC_CAPTURE || t->src->kind == SRC_TEXT) &&
	    t->src->done && !replaying(t))
		putf(t, 1, &x, A_REVERSE, " end of replay ");
}

/*
 * Does the environment say the terminal takes UTF-8?  musl's locale is
 * UTF-8 when no variable is set, but the terminal's may not be: without
 * LC_ALL, LC_CTYPE or LANG naming UTF-8 the view keeps to ASCII.
 */
static int
env_utf8(void)
{
	static const char *const vars[] = { "LC_ALL", "LC_CTYPE", "LANG" };
	const char *v = NULL;
	size_t i;

	for (i = 0; i < LEN(vars) && !(v && *v); i++)
		v = getenv(vars[i]);
	return v && (strcasestr(v, "utf-8") || strcasestr(v, "utf8"));
}

static void
draw_rates(struct top *t)
{
	static const char *const ascii[] = { " ", "_", ".", "-", ":", "=", "+",
	    "*", "#" };
	static const char *const blocks[] = { " ", "\u2581", "\u2582", "\u2583",
	    "\u2584",
		"\u2585", "\u2586", "\u2587", "\u2588" };
	uint64_t min = 0, last10 = 0;
	uint32_t peak = 0, v;
	char line[TOP_SPARK * 3 + 1] = "";
	int i, x = 0, n;

	for (i = 0; i < TOP_SPARK; i++) {
		v = t->spark_sec >= i ?
		    t->spark[(t->spark_sec - i) % TOP_SPARK] : 0;
		min += v;
		last10 += i < 10 ? v : 0;
		peak = MAX(peak, v);
	}
	putf(t, 2, &x, A_NORMAL,
	    "rate %.1f/s  %" PRIu64 "/min  peak %" PRIu32 "/s  ", last10 / 10.0,
	    min, peak);
	n = MIN(TOP_SPARK, t->w - x - 3);
	for (i = n - 1; i >= 0; i--) {
		v = t->spark_sec >= i ?
		    t->spark[(t->spark_sec - i) % TOP_SPARK] : 0;
		str_append(line, sizeof line, (t->utf8 ? blocks : ascii)[v ? 1 +
		    (uint64_t)(v - 1) * 8 / peak : 0]);
	}
	if (n <= 0)
		return;
	put(t, 2, x, A_NORMAL, "[");
	if (t->grid)
		put(t, 2, x + 1, A_NORMAL, line);
	else
		mvaddstr(2, x + 1, line);	/* multibyte: curses
						 * counts the cells */
	put(t, 2, x + 1 + n, A_NORMAL, "]");
}

/* "07:56:56 cpu 12 bank 4 corrected DCU: ..." */
static void
rec_summary(struct line *l, const struct top_rec *k)
{
	char when[32];

	l->n = 0;
	format_walltime(&k->r, when, sizeof when);
	if (k->r.kind == KIND_MEM || DEVICE_KIND(&k->r))
		lprintf(l, "%.8s %s ", strlen(when) >= 19 ? when + 11 :
		    "--:--:--", k->r.kind == KIND_MEM ? "memory" :
		    k->r.kind == KIND_CXL ? "cxl" : "pcie");
	else
		lprintf(l, "%.8s cpu %" PRIu64 " bank %" PRIu64 " ",
		    strlen(when) >= 19 ? when + 11 : "--:--:--", k->r.v[F_CPU],
		    k->r.v[F_BANK]);
	format_decode(l, &k->d);
}

static void
draw_list(struct top *t, int y, int h)
{
	uint64_t list[TOP_KEEP];
	int n = top_list(t, list), si = top_selected(t, list, n), first, i;
	char title[160];
	struct line l = LINE_INIT(l);

	snprintf(title, sizeof title,
	    "latest records%s, newest first (%d kept of %" PRIu64 ")%s",
	    t->from_state ? " read by this view" : "", n, t->seq, t->on_matrix ?
	    "" : "  [Enter: detail]");
	put_bar(t, y, title);
	first = MAX(0, si - (h - 2));
	for (i = 0; i < h - 1 && first + i < n; i++) {
		const struct top_rec *k = top_rec_at(t, list[first + i]);

		rec_summary(&l, k);
		put(t, y + 1 + i, 0, class_attr(t, sev_class(k->d.sev)) |
		    (!t->on_matrix && first + i == si ? A_REVERSE : 0), l.b);
	}
}

/*
 * The DIMM pane: the DIMMs with errors, worst verdict first, with the
 * counts and verdict 'ras dump --dimms' gives.  Columns that do not fit
 * are left out, the fault view first, then the serial: the verdict stays.
 */
enum { DP_SLOT, DP_SERIAL, DP_CE, DP_UE, DP_DAY, DP_FAULT, DP_VERDICT, NDP };
/* right-aligned */
static const int dp_num[NDP] = { [DP_CE] = 5, [DP_UE] = 5, [DP_DAY] = 6 };

/* replace as the worst severity is shown, watch as
 * a warning (yellow; underlined without colour) */
static int
verdict_attr(const struct top *t, int v)
{
	if (v == V_REPLACE)
		return class_attr(t, CL_UNCORRECTED);
	if (v == V_WATCH)
		return t->color ? COLOR_PAIR(CL_CORRECTED) : A_UNDERLINE;
	return A_NORMAL;
}

/* CE/24h and a watch verdict's age: a replay's own time, else ours */
static double
top_dimm_now(const struct top *t)
{
	int replay = t->src->kind == SRC_CAPTURE || t->src->kind == SRC_TEXT;

	return replay && t->dimm_latest > 0 ? t->dimm_latest :
	    (double)time(NULL);
}

/* DIMMs with errors into k (t->cnt.ndimm of room), worst first; how many */
static size_t
top_dimms(const struct top *t, const struct dimm_count **k)
{
	size_t i, n = 0;

	for (i = 0; i < t->cnt.ndimm; i++)
		if (t->cnt.dimm[i].ce || t->cnt.dimm[i].ue)
			k[n++] = &t->cnt.dimm[i];
	qsort(k, n, sizeof *k, dimm_worse);
	return n;
}

static int
dimm_width(const int *w)
{
	int i, n = 0;

	for (i = 0; i < NDP; i++)
		n += w[i] ? w[i] + (dp_num[i] ? 1 : i ? 2 : 0) : 0;
	return n;
}

/* one line of the pane: each column of width w[i], none where it is 0 */
static void
dimm_line(struct line *l, const int *w, const char *const *col)
{
	int i;

	l->n = 0;
	for (i = 0; i < NDP; i++)
		if (w[i] && dp_num[i])
			lprintf(l, " %*s", w[i], col[i]);
		else if (w[i])
			lprintf(l, "%s%-*.*s", i ? "  " : "", w[i], w[i],
			    col[i]);
}

struct dimm_pane_row {
	char c[NDP][DCELL];
	int v;			/* V_* */
};

/* a DIMM's row, as text */
static void
dimm_cols(const struct dimm_count *k, double now, struct dimm_pane_row *r)
{
	char desc[96], (*c)[DCELL] = r->c;
	const char *name = fault_names[dimm_fault(k, desc, sizeof desc)],
	    *note = strstr(name, " (");

	r->v = dimm_verdict(k, now, NULL, 0);
	cell_text(c[DP_SLOT], k->locator);
	cell_text(c[DP_SERIAL], k->serial);
	fmt_count(c[DP_CE], DCELL, k->ce);
	fmt_count(c[DP_UE], DCELL, k->ue);
	snprintf(c[DP_DAY], DCELL, "%u%s", dimm_ce_day(k, now),
	    dimm_day_capped(k, now) ? "+" : "");
	/* short: "several pages", without what the name's note explains */
	snprintf(c[DP_FAULT], DCELL, "%.*s", note ? (int)(note - name) :
	    (int)strlen(name), name);
	snprintf(c[DP_VERDICT], DCELL, "%s", verdict_names[r->v]);
}

/* Widths: each column as wide as its widest cell;
 * what the screen cannot hold is left out. */
static void
dimm_widths(const struct top *t, const struct dimm_pane_row *r, size_t n,
    int *w)
{
	static const int least[NDP] = { 4, 6, 5, 5, 6, 5, 7 };
	size_t i;
	int j;

	for (j = 0; j < NDP; j++)
		for (w[j] = least[j], i = 0; i < n; i++)
			w[j] = MAX(w[j], (int)strlen(r[i].c[j]));
	w[DP_SLOT] = MIN(w[DP_SLOT], TOP_DIMM_COL);
	w[DP_SERIAL] = MIN(w[DP_SERIAL], TOP_DIMM_COL);
	if (dimm_width(w) > t->w)
		w[DP_FAULT] = 0;
	if (dimm_width(w) > t->w)
		w[DP_SERIAL] = 0;
	if (dimm_width(w) > t->w)
		w[DP_SLOT] = MAX(4, w[DP_SLOT] - (dimm_width(w) - t->w));
}

/*
 * At y, in at most h lines: a title of column heads and a row a DIMM; when
 * they do not fit, as many as do and a line saying how many more (or that
 * line alone).  Returns the lines used: none when no DIMM has errors.
 */
static int
pcie_worse(const void *a, const void *b)
{
	const struct pcie_count *x = *(const struct pcie_count *const *)a,
	    *y = *(const struct pcie_count *const *)b;
	int i;
	static const int order[] = { PSEV_FATAL, PSEV_NONFATAL,
	    PSEV_CORRECTED };

	for (i = 0; i < (int)LEN(order); i++)
		if (x->n[order[i]] != y->n[order[i]])
			return x->n[order[i]] < y->n[order[i]] ? 1 : -1;
	return strcmp(x->dev, y->dev);
}

/* The PCIe devices with AER errors, worst first (fatal, then non-fatal,
 * then corrected): a line each with its slot; the lines used. */
static int
draw_pcie(struct top *t, int y, int h)
{
	const struct pcie_count **k;
	char buf[160];
	size_t n = t->cnt.npcie, i, rows;

	if (h < 2 || !n || !(k = calloc(n, sizeof *k)))
		return 0;
	for (i = 0; i < n; i++)
		k[i] = &t->cnt.pcie[i];
	qsort(k, n, sizeof *k, pcie_worse);
	rows = MIN(n, (size_t)h - 1 - (n + 1 > (size_t)h));
	put_bar(t, y, "PCIe device   slot      corrected  non-fatal  fatal");
	for (i = 0; i < rows; i++) {
		snprintf(buf, sizeof buf, "%-13.13s %-8.8s %10" PRIu64
		    " %10" PRIu64 " %6" PRIu64, k[i]->dev, k[i]->slot[0] ?
		    k[i]->slot : "-", k[i]->n[PSEV_CORRECTED],
		    k[i]->n[PSEV_NONFATAL], k[i]->n[PSEV_FATAL]);
		put(t, y + 1 + i, 0, (int)(k[i]->n[PSEV_FATAL] ||
		    k[i]->n[PSEV_NONFATAL] ? class_attr(t, CL_UNCORRECTED) |
		    (k[i]->n[PSEV_FATAL] ? A_BOLD : 0) :
		    (unsigned)class_attr(t, CL_CORRECTED)), buf);
	}
	if (rows < n) {
		snprintf(buf, sizeof buf, "+%zu more PCIe devices with errors "
		    "(enlarge the window)", n - rows);
		put(t, y + 1 + rows, 0, A_BOLD, buf);
	}
	free(k);
	return rows + 1 + (rows < n);
}

static int
draw_dimms(struct top *t, int y, int h)
{
	static const char *const head[NDP] = { "DIMM", "serial", "CE", "UE",
	    "CE/24h", "fault", "verdict" };
	const struct dimm_count **k;
	struct dimm_pane_row *r;
	const char *col[NDP];
	struct line l = LINE_INIT(l);
	char buf[160];
	size_t n, i, rows;
	int w[NDP], v, j, fit;
	double now = top_dimm_now(t);

	if (t->dimms_off || h < 1 || !t->cnt.ndimm ||
	    !(k = calloc(t->cnt.ndimm, sizeof *k)))
		return 0;
	if (!(n = top_dimms(t, k)) || !(r = calloc(n, sizeof *r))) {
		free(k);
		return 0;
	}
	fit = n + 1 <= (size_t)h;
	rows = fit ? n : h >= 3 ? (size_t)h - 2 : 0;
	for (i = 0; i < rows; i++)
		dimm_cols(k[i], now, &r[i]);
	dimm_widths(t, r, rows, w);
	if (rows) {
		dimm_line(&l, w, head);
		put_bar(t, y, l.b);
	}
	for (i = 0; i < rows; i++) {
		for (j = 0; j < NDP; j++)
			col[j] = r[i].c[j];
		dimm_line(&l, w, col);
		put(t, y + 1 + i, 0, verdict_attr(t, r[i].v), l.b);
	}
	if (!fit) {
		v = dimm_verdict(k[0], now, NULL, 0);
		if (rows)
			snprintf(buf, sizeof buf,
			    "+%zu more DIMMs with errors (enlarge the window)",
			    n - rows);
		else if (snprintf(buf, sizeof buf,
		    "%zu DIMM%s with errors, the worst %s: enlarge the window",
		    n, n == 1 ? "" : "s", verdict_names[v]) >= t->w)
			snprintf(buf, sizeof buf, "%zu DIMM%s: %s", n,
			    n == 1 ? "" : "s", verdict_names[v]);
		put(t, y + (rows ? rows + 1 : 0), 0,
		    A_BOLD | (rows ? 0 : verdict_attr(t, v)), buf);
	}
	free(r);
	free(k);
	return rows ? rows + 1 + !fit : 1;
}

static int
draw_text(struct top *t, int y, int h, const char *text, int skip)
{
	char buf[1024];
	int row = 0, n, indent = 0;
	const char *p = text, *e;

	while (*p) {
		e = strchr(p, '\n');
		n = e ? e - p : (int)strlen(p);
		do {
			int take = MIN(n, t->w - indent), sp = take;

			while (take < n && sp > 1 && p[sp - 1] != ' ')
				sp--;
			/* break after the last space, if any */
			take = take < n && sp > 1 ? sp : take;

			if (row >= skip && row - skip < h) {
				snprintf(buf, sizeof buf, "%*s%.*s", indent, "",
				    take, p);
				put(t, y + row - skip, 0, A_NORMAL, buf);
			}
			row++;
			p += take;
			n -= take;
			indent = n > 0 ? 4 : 0;
		} while (n > 0);
		indent = 0;
		p += e ? 1 : 0;
	}
	return row;
}

static void
draw_detail(struct top *t, int y, int h)
{
	struct top_rec *k = top_rec_at(t, t->sel);
	struct line l = LINE_INIT(l);
	int i, rows;

	put_bar(t, y,
	    "record detail   j/k scroll  h/l newer/older  Enter/Esc close");
	if (!k) {
		put(t, y + 1, 0, A_NORMAL, "(the record is no longer kept)");
		return;
	}
	format_block(&l, &k->r, &k->d);
	lstr(&l, "fields:");
	for (i = 0; i < NFIELDS; i++)
		if (HAS(&k->r, i))
			lprintf(&l, fields[i].hex ? " %s=0x%" PRIx64 :
			    " %s=%" PRIu64, fields[i].name, k->r.v[i]);
	if (k->r.src_cpu >= 0)
		lprintf(&l, " src_cpu=%d", k->r.src_cpu);
	if (k->r.time_ns)
		lprintf(&l, " time_ns=%" PRIu64, k->r.time_ns);
	rows = draw_text(t, y + 1, h - 1, l.b, t->dscroll);
	t->dmax = MAX(0, rows - (h - 1));
}

static void
draw_help(struct top *t)
{
	size_t i;

	int y = 2, w = MAX(t->w - 3, 10);

	put_bar(t, 0, "help");
	/* wrapped to the screen: a key's text continues under its text */
	for (i = 0; i < LEN(top_help) && y < t->h; i++) {
		const char *p = top_help[i];
		int indent = 0, n;

		if (p[0] == ' ' && p[1] == ' ')
			indent = MIN(16, w / 3);
		do {
			char buf[256];

			n = strlen(p);
			if (n > w - (p == top_help[i] ? 0 : indent)) {
				int cut = w - (p == top_help[i] ? 0 : indent);

				while (cut > 0 && p[cut] != ' ')
					cut--;
				n = cut > 0 ? cut : w - (p == top_help[i] ? 0 :
				    indent);
			}
			snprintf(buf, sizeof buf, "%*s%.*s", p == top_help[i] ?
			    0 : indent, "", n, p);
			put(t, y++, 2, i ? A_NORMAL : A_BOLD, buf);
			p += n;
			p += strspn(p, " ");
		} while (*p && y < t->h);
	}
}

static void
draw_footer(struct top *t, int per_socket)
{
	int y = t->h - 1, x = 0;
	const struct top_row *r;
	const struct top_cell *c;

	if (t->prompt) {
		putf(t, y, &x, A_BOLD,
		    "filter (severity or bank, empty clears): ");
		putf(t, y, &x, A_NORMAL, "%s_", t->edit);
	} else if (t->msg[0] && now_mono() - t->msg_at < 5) {
		put(t, y, 0, A_BOLD, t->msg);
	} else if (t->on_matrix && t->nrows && t->ncol && !t->detail) {
		r = &t->rows[t->crow];
		c = &t->cells[r->ci + t->col[t->ccol]];
		putf(t, y, &x, A_NORMAL,
		    "rows %d-%d/%d  %s %d bank %d%s%s: %" PRIu64 " errors%s%s",
		    t->trow + 1, MIN(t->nrows, t->trow + t->mrows), t->nrows,
		    per_socket ? "socket" : r->is_core ? "core" : "cpu", r->id,
		    t->col[t->ccol], t->colname[t->col[t->ccol]][0] ? " " : "",
		    t->colname[t->col[t->ccol]], c->n, c->n ? ", worst " : "",
		    c->n ? severity_names[c->sev] : "");
	} else if (!t->once) {	/* keys mean nothing in a printed frame */
		put(t, y, 0, A_NORMAL, t->w > 83 ?
		    "q quit  ? help  Tab pane  Enter detail  s sort  "
		    "/ filter  p pause  c clear  d DIMMs" :
		    "q quit ? help Tab pane Enter detail s sort "
		    "/ filter p pause c clear d DIMMs");
	}
}

/*
 * Rows: header 3, matrix title 1 + its rows, list title 1 + its rows,
 * footer 1.  The list keeps a third of what is left; the matrix the rest.
 * The DIMM pane goes under the matrix, in the list's rows: the matrix
 * keeps its own, the list its title and a record while it has 3 rows.
 */
static void
top_draw(struct top *t)
{
	int left = MAX(2, t->h - 6), list, mrows, per_socket, pane;

	if (t->grid)
		memset(t->grid, ' ', (size_t)t->h * t->w);
	else
		erase();
	if (t->help) {
		draw_help(t);
	} else {
		/* the matrix: its rows and a line of
		 * unit names under the bank numbers */
		per_socket = top_build(t, left - MAX(1, left / 3) - 1);
		mrows = MIN(t->nrows ? t->nrows + 1 : 2,
		    left - MAX(1, left / 3));
		list = left - mrows;
		draw_header(t);
		draw_rates(t);
		if (t->detail) {
			draw_detail(t, 3, t->h - 4);
		} else {
			draw_matrix(t, 3, mrows + 1, per_socket);
			pane = draw_dimms(t, 4 + mrows, list > 2 ? list - 1 :
			    list);
			pane += draw_pcie(t, 4 + mrows + pane,
			    (list - pane) / 2);
			draw_list(t, 4 + mrows + pane, list + 1 - pane);
		}
		draw_footer(t, per_socket);
	}
	if (!t->grid)
		refresh();
	t->last_draw = now_mono();
	t->dirty = t->fresh = 0;
}

/* keys */

static int
key_move(struct top *t, int ch, int *dy, int *dx)
{
	*dy = *dx = 0;
	switch (ch) {
	case KEY_UP: case 'k': *dy = -1; break;
	case KEY_DOWN: case 'j': *dy = 1; break;
	case KEY_LEFT: case 'h': *dx = -1; break;
	case KEY_RIGHT: case 'l': *dx = 1; break;
	case KEY_PPAGE: *dy = -MAX(1, t->h / 2); break;
	case KEY_NPAGE: case ' ': *dy = MAX(1, t->h / 2); break;
	case KEY_HOME: case 'g': *dy = -1000000; break;
	case KEY_END: case 'G': *dy = 1000000; break;
	default: return 0;
	}
	return 1;
}

static void
list_move(struct top *t, int by)
{
	uint64_t list[TOP_KEEP];
	int n = top_list(t, list), i = top_selected(t, list, n);

	if (n == 0)
		return;
	i = MAX(0, MIN(n - 1, i + by));
	t->sel = list[i];
	t->follow = i == 0 && !t->detail;
}

/* Enter on a cell: the newest record of that
 * CPU (or socket) and bank still kept */
static void
matrix_enter(struct top *t)
{
	const struct top_row *r = t->nrows ? &t->rows[t->crow] : NULL;
	uint64_t list[TOP_KEEP];
	int n = top_list(t, list), i;

	for (i = 0; r && i < n; i++) {
		const struct mce_record *x = &top_rec_at(t, list[i])->r;
		int cpu_ok = t->per_socket ? x->v[F_CPU] < MAX_CPUS &&
		    t->socket[x->v[F_CPU]] == r->socket :
		    r->is_core ? x->v[F_CPU] < MAX_CPUS &&
		    t->socket[x->v[F_CPU]] == r->socket &&
		    t->core[x->v[F_CPU]] == r->id :
		    x->v[F_CPU] == (uint64_t)r->id;

		if (cpu_ok && t->ncol && x->v[F_BANK] == t->col[t->ccol]) {
			t->sel = list[i];
			t->follow = 0;
			t->detail = 1;
			t->dscroll = 0;
			return;
		}
	}
	top_note(t, "no record of this cell among the %d kept", n);
}

static void
top_clear(struct top *t)
{
	counters_free(&t->cnt);
	t->cnt = (struct counters){ 0 };
	memset(t->spark, 0, sizeof t->spark);
	memset(t->mem_by, 0, sizeof t->mem_by);
	t->hot_at = -TOP_HOT;
	top_note(t,
	    "counters cleared in this view (the daemon's state file is "
	    "untouched)");
}

static void
dimms_toggle(struct top *t)
{
	size_t i, n = 0;

	for (i = 0; i < t->cnt.ndimm; i++)
		n += t->cnt.dimm[i].ce || t->cnt.dimm[i].ue;
	t->dimms_off = !t->dimms_off;
	if (t->dimms_off)
		top_note(t, "DIMM pane hidden (d shows it)");
	else if (n)
		return;
	else if (!dimm_inv || !dimm_inv->nd)	/* why it stays empty */
		top_note(t, "no DIMM inventory to place memory errors on%s",
		    t->o.input ? " (with --input: --sysfs DIR)" : "");
	else
		top_note(t,
		    "no DIMM has errors yet: the pane shows when one has");
}

static void
key_prompt(struct top *t, int ch)
{
	size_t n = strlen(t->edit);

	if (ch == 27) {
		t->prompt = 0;
	} else if (ch == '\n' || ch == '\r' || ch == KEY_ENTER) {
		t->prompt = 0;
		memcpy(t->filter, t->edit, sizeof t->filter);
		t->follow = 1;
		t->crow = t->trow = 0;
		top_note(t, t->filter[0] ? "filter: %s" : "filter cleared",
		    t->filter);
	} else if ((ch == KEY_BACKSPACE || ch == 127 || ch == 8) && n) {
		t->edit[n - 1] = '\0';
	} else if (ch >= ' ' && ch < 127 && n < sizeof t->edit - 1) {
		t->edit[n] = ch;
		t->edit[n + 1] = '\0';
	}
}

static void
top_key(struct top *t, int ch)
{
	int dy, dx, enter = ch == '\n' || ch == '\r' || ch == KEY_ENTER;

	t->dirty = 1;
	t->msg[0] = '\0';	/* read: the next key makes room */
	if (t->prompt)
		return key_prompt(t, ch);
	if (t->help && ch != 'q') {
		t->help = 0;
		return;
	}
	switch (ch) {
	case 'q': t->quit = 1; return;
	case '?': t->help = 1; return;
	case 'p': t->paused = !t->paused; return;
	case 'c': top_clear(t); return;
	case 'd': dimms_toggle(t); return;
	/* a new filter, typed afresh */
	case '/': t->prompt = 1; t->edit[0] = '\0'; return;
	case '\t': t->on_matrix = !t->on_matrix; t->detail = 0; return;
	case 's':
		t->mode = (t->mode + 1) % NMODES;
		t->crow = t->trow = 0;
		top_note(t, "rows: %s", mode_names[t->mode]);
		return;
	}
	if (t->detail) {
		if (enter || ch == 27 || ch == KEY_BACKSPACE || ch == 127)
			t->detail = 0;
		else if (key_move(t, ch, &dy, &dx))
			dx ? list_move(t, dx) :
			    (void)(t->dscroll = MAX(0, MIN(t->dscroll +
			    dy, t->dmax)));
	} else if (t->on_matrix) {
		if (enter)
			matrix_enter(t);
		else if (key_move(t, ch, &dy, &dx)) {
			t->crow = MAX(0, MIN(t->crow + dy, t->nrows - 1));
			t->ccol = MAX(0, MIN(t->ccol + dx, t->ncol - 1));
		}
	} else if (enter) {
		list_move(t, 0);
		t->follow = 0;
		t->detail = t->seq > 0;
		t->dscroll = 0;
	} else if (key_move(t, ch, &dy, &dx)) {
		list_move(t, dy);
	}
}

/* the source: replay at --speed, or live */

/* time of the next record in a (validated) capture, 0 if none */
static uint64_t
capture_next_ns(struct source *s)
{
	const unsigned char *p;
	struct cap_chunk ch;
	size_t pos = s->bufpos;

	for (;;) {
		if (!(p = cap_bytes(s, pos, sizeof ch)))
			return 0;	/* changed: the next drain says so */
		memcpy(&ch, p, sizeof ch);
		if (ch.type != CAP_LOST)
			return ch.type == CAP_SAMPLE ? ch.time_ns : 0;
		pos += sizeof ch + ALIGN8((uint64_t)ch.len);
	}
}

/* A text log replayed at --speed: every record first, then out by its time. */
static void
pend_record(void *ctx, const struct mce_record *r)
{
	struct top *t = ctx;
	struct mce_record *p;

	if (t->npend % 1024 == 0) {
		if (!(p = realloc(t->pend, (t->npend + 1024) * sizeof *p)))
			return;
		t->pend = p;
	}
	p = &t->pend[t->npend];
	*p = *r;
	if (r->mem) {	/* the source's, valid only in this call */
		struct mem_error *m = malloc(sizeof *m);

		if (!m)
			return;
		*m = *r->mem;
		p->mem = m;
	}
	if (r->pcie) {
		struct pcie_error *e = malloc(sizeof *e);

		if (!e) {
			free((void *)p->mem);
			return;
		}
		*e = *r->pcie;
		p->pcie = e;
	}
	t->npend++;
}

static void
pend_release(struct top *t)
{
	struct consumer c = { top_record, top_lost, t };
	uint64_t until = t->first_ns / 1000000000 + (uint64_t)t->replayed;

	while (t->next_pend < t->npend) {
		const struct mce_record *r = &t->pend[t->next_pend];

		if (HAS(r, F_WALLTIME) && r->v[F_WALLTIME] > until)
			break;
		c.record(c.ctx, r);
		free((void *)r->mem);
		free((void *)r->pcie);
		t->pend[t->next_pend].mem = NULL;
		t->pend[t->next_pend].pcie = NULL;
		t->next_pend++;
	}
}

static void
top_drain(struct top *t)
{
	struct source *s = t->src;
	struct consumer c = { top_record, top_lost, t };
	double now = now_mono();

	if ((s->kind == SRC_CAPTURE || t->npend) && t->speed > 0) {
		if (!t->paused)
			t->replayed += (now - t->last_tick) * t->speed;
		s->until_ns = t->first_ns + (uint64_t)(t->replayed * 1e9);
		t->clock = t->first_ns / 1e9 + t->replayed;
	} else if (s->kind != SRC_CAPTURE && s->kind != SRC_TEXT) {
		t->clock = now;
	}
	t->last_tick = now;
	if (!t->paused && t->npend)
		pend_release(t);
	else if (!t->paused)
		source_drain(s, &c);
	spark_advance(t, t->clock);
}

/* ms poll() may sleep: until the next redraw, replay step or source poll */
static int
top_timeout(const struct top *t, double interval)
{
	double now = now_mono(), due = t->last_draw + interval - now;
	int w;

	if (t->fresh)
		due = MIN(due, t->last_draw + TOP_FRESH - now);
	if (t->hot_at + TOP_HOT > now)
		due = MIN(due, t->hot_at + TOP_HOT - now);
	if (replaying(t) && !t->paused) {	/* at once when a batch
						 * is ready, else when
						 * one is due */
		double next = t->next_pend < t->npend ?
		    t->pend[t->next_pend].v[F_WALLTIME] * 1e9 :
		    (double)capture_next_ns(t->src);

		due = MIN(due, t->speed > 0 ?
		    (next - t->src->until_ns) / 1e9 / t->speed : 0);
	}
	if (t->src->poll_ms >= 0)
		due = MIN(due, t->src->poll_ms / 1000.0);
	if ((w = source_wait_ms(t->src)) >= 0)
		due = MIN(due, w / 1000.0);
	return due <= 0 || t->dirty ? 0 : (int)(due * 1000) + 1;
}

/* Where the view runs: the CPUs online, their sockets,
 * the banks (the matrix before any error). */
static void
top_topology(struct top *t)
{
	static int cpus[MAX_CPUS];
	char path[128], *v, *p;
	int i, n = online_cpus(cpus, MAX_CPUS);
	struct dirent *e;
	DIR *d;

	for (i = 0; i < n; i++) {
		snprintf(path, sizeof path,
		    "/sys/devices/system/cpu/cpu%d/topology/physical_package_id",
		    cpus[i]);
		v = slurp(path, NULL);
		top_cpu(t, cpus[i], v ? atoi(v) : -1);
		free(v);
		snprintf(path, sizeof path,
		    "/sys/devices/system/cpu/cpu%d/topology/core_id", cpus[i]);
		if (cpus[i] < MAX_CPUS && (v = slurp(path, NULL))) {
			t->core[cpus[i]] = atoi(v);
			free(v);
		}
	}
	if (!(d = opendir("/sys/devices/system/machinecheck/machinecheck0")))
		return;
	while ((e = readdir(d)))
		if ((p = text_skip(e->d_name, "bank")) &&
		    isdigit((unsigned char)*p))
			t->nbanks = MAX(t->nbanks, (unsigned)atoi(p) + 1);
	closedir(d);
}

/* host and kernel: the capture's when replaying one, else ours */
/*
 * Whose records: this machine's for a live source; a capture's header; a
 * text log's own lines (a syslog prefix names the host, the boot banner the
 * kernel), else unknown: a log from elsewhere is not this machine's.
 */
static void
top_identity(struct top *t)
{
	struct utsname u;
	char hdr[4096], *line, *save = NULL, *p, *tag;
	uint32_t len;
	FILE *f = NULL;

	uname(&u);
	snprintf(t->host, sizeof t->host, "%s", u.nodename);
	snprintf(t->kernel, sizeof t->kernel, "%s", u.release);
	if (t->src->kind == SRC_TEXT) {
		snprintf(t->host, sizeof t->host, "unknown");
		snprintf(t->kernel, sizeof t->kernel, "unknown");
		/* a pipe was read whole; a file is read again from its start */
		f = t->src->buf ? fmemopen(t->src->buf, MAX(t->src->buflen, 1),
		    "r") : fopen(t->src->path, "re");
		for (len = 0; f && len < 20000 && fgets(hdr, sizeof hdr, f);
		    len++) {
			if ((p = text_past(hdr, "Linux version ")))
				sscanf(p, "%71s", t->kernel);
			/* syslog: "Mar 14 03:12:45 db7 kernel:
			 * ": the word before the tag */
			if (!strcmp(t->host, "unknown") &&
			    (tag = strstr(hdr, " kernel: ")) &&
			    (isdigit((unsigned char)hdr[0]) ||
			    name3_word(hdr, 3))) {
				for (p = tag; p > hdr && p[-1] != ' '; p--)
					;
				if (p > hdr && !time_word(p, tag - p) &&
				    strspn(p, "abcdefghijklmnopqrstuvwxyz"
				    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_") == (size_t)(tag - p))
					snprintf(t->host, sizeof t->host,
					    "%.*s", (int)MIN((size_t)(tag - p),
					    sizeof t->host - 1), p);
			}
		}
		if (f)
			fclose(f);
		return;
	}
	if (t->src->kind != SRC_CAPTURE)
		return;
	if (!(p = (char *)cap_bytes(t->src, 12, 4)))
		return;
	read_u32le((const unsigned char *)p, &len);	/* checked by
							 * capture_open */
	len = MIN(len, sizeof hdr - 1);
	if (!(p = (char *)cap_bytes(t->src, 16, len)))
		return;
	snprintf(hdr, sizeof hdr, "%.*s", (int)len, p);
	for (line = strtok_r(hdr, "\n", &save); line;
	    line = strtok_r(NULL, "\n", &save)) {
		sscanf(line, "host: %71s", t->host);
		sscanf(line, "kernel: %71s", t->kernel);
	}
}

/* the terminal */

static void
top_signal(int sig)
{
	(void)sig;
	top_stop = 1;
}

/* While curses draws, messages (ours, the sources')
 * go to the footer, not over the screen. */
static void
stderr_begin(struct top *t)
{
	int p[2];

	t->errfd = t->saved_err = -1;
	if (pipe2(p, O_NONBLOCK | O_CLOEXEC) < 0)
		return;
	t->saved_err = dup(2);
	dup2(p[1], 2);
	close(p[1]);
	t->errfd = p[0];
}

static void
stderr_read(struct top *t)
{
	char buf[4096], *nl, *last;
	ssize_t n;

	while (t->errfd >= 0 && (n = read(t->errfd, buf, sizeof buf - 1)) > 0) {
		buf[n] = '\0';
		while (n > 0 && buf[n - 1] == '\n')
			buf[--n] = '\0';
		last = (nl = strrchr(buf, '\n')) ? nl + 1 : buf;
		if (*last) {
			top_note(t, "%s", last);
			memcpy(t->lasterr, t->msg, sizeof t->lasterr);
		}
	}
}

static void
stderr_end(struct top *t)
{
	if (t->errfd < 0)
		return;
	stderr_read(t);
	dup2(t->saved_err, 2);
	close(t->saved_err);
	close(t->errfd);
	if (t->lasterr[0])	/* it was shown for seconds only */
		fprintf(stderr,
		    "%s (the last message while the view was open)\n",
		    t->lasterr);
}

/* 0: curses is up.  The terminal must move
 * the cursor: "dumb" and hard copy cannot. */
static int
screen_begin(struct top *t)
{
	const char *term = getenv("TERM");
	char *cup;

	if (!isatty(0) || !isatty(1)) {
		warnmsg("top: needs a terminal on stdin and stdout (for plain text: ras top --once)");
		return -1;
	}
	setlocale(LC_ALL, "");
	if (!(t->scr = newterm(NULL, stdout, stdin))) {
		warnmsg("top: unknown terminal type '%s' (no terminfo entry; built in: linux, vt100, "
		    "xterm, screen, tmux and others); set TERM or use --once",
		    term ? term : "");
		return -1;
	}
	cup = tigetstr("cup");
	if (!cup || cup == (char *)-1 || tigetflag("hc") > 0) {
		endwin();
		delscreen(t->scr);
		warnmsg("top: terminal '%s' cannot move the cursor; run it in a full-screen terminal "
		    "(linux, vt100, xterm...) or use 'ras top --once' for "
		    "plain text", term ? term : "");
		return -1;
	}
	cbreak();
	noecho();
	nonl();
	keypad(stdscr, TRUE);
	nodelay(stdscr, TRUE);
	set_escdelay(25);
	curs_set(0);
	t->utf8 = !strcmp(nl_langinfo(CODESET), "UTF-8") && env_utf8();
	if ((t->color = has_colors()) && start_color() == OK) {
		short bg = use_default_colors() == OK ? -1 : COLOR_BLACK;

		init_pair(CL_NONE, COLOR_GREEN, bg);
		init_pair(CL_INVALID, COLOR_CYAN, bg);
		init_pair(CL_CORRECTED, COLOR_YELLOW, bg);
		init_pair(CL_DEFERRED, COLOR_MAGENTA, bg);
		init_pair(CL_UNCORRECTED, COLOR_RED, bg);
		init_pair(CL_TITLE, COLOR_BLACK, COLOR_CYAN);
	}
	return 0;
}

static int
top_loop(struct top *t)
{
	struct pollfd *pfd = calloc(t->src->nrings + 2, sizeof *pfd);
	int ch, n, i;

	if (!pfd)
		return -1;
	t->dirty = 1;
	while (!t->quit && !top_stop) {
		n = 0;
		pfd[n++] = (struct pollfd){ .fd = 0, .events = POLLIN };
		if (t->errfd >= 0)
			pfd[n++] = (struct pollfd){ .fd = t->errfd,
			    .events = POLLIN };
		for (i = 0; t->src->poll_ms < 0 && i < t->src->nrings; i++)
			if (!t->src->rings[i].rd_err)
				pfd[n++] = (struct pollfd){ .fd = t->src->rings[i].fd,
				    .events = POLLIN };
		if (poll(pfd, n, top_timeout(t,
		    t->o.interval_ms / 1000.0)) < 0 && errno != EINTR)
			break;
		if (pfd[0].revents & (POLLHUP | POLLERR | POLLNVAL))
			break;	/* the terminal went away */
		while ((ch = getch()) != ERR)
			top_key(t, ch);
		top_drain(t);
		stderr_read(t);
		t->h = LINES;
		t->w = COLS;
		if (t->dirty || (t->fresh &&
		    now_mono() - t->last_draw >= TOP_FRESH) ||
		    now_mono() - t->last_draw >= t->o.interval_ms / 1000.0 ||
		    (t->hot_at + TOP_HOT <= now_mono() && t->hot_at +
		    TOP_HOT > t->last_draw))
			top_draw(t);
	}
	free(pfd);
	return 0;
}

/* --once: everything the source holds now, one frame, as text */
static int
top_once(struct top *t)
{
	int y, n;

	if (!(t->grid = malloc((size_t)t->h * t->w)))
		return -1;
	t->src->paced = 0;
	t->speed = 0;
	top_drain(t);
	top_draw(t);
	for (y = 0; y < t->h; y++) {
		for (n = t->w; n > 0 && t->grid[(size_t)y * t->w +
		    n - 1] == ' '; n--)
			;
		printf("%.*s\n", n, t->grid + (size_t)y * t->w);
	}
	free(t->grid);
	return fflush(stdout) == 0 ? 0 : -1;
}

static const struct option top_longopts[] = {
	{ "input", required_argument, NULL, 'i' },
	{ "speed", required_argument, NULL, OPT_SPEED },
	{ "once", no_argument, NULL, OPT_ONCE },
	{ "size", required_argument, NULL, OPT_SIZE },
	{ "state", required_argument, NULL, OPT_STATE },
	{ "no-state", no_argument, NULL, OPT_NO_STATE },
	{ "sysfs", required_argument, NULL, OPT_SYSFS },
	{ "source", required_argument, NULL, 'S' },
	{ "model", required_argument, NULL, 'm' },
	{ "cpu", required_argument, NULL, 'c' },
	{ "bank", required_argument, NULL, 'b' },
	{ "format", required_argument, NULL, 'F' },
	{ "tracefs", required_argument, NULL, 'T' },
	{ "instance", required_argument, NULL, 'N' },
	{ "enable-event", no_argument, NULL, 'E' },
	{ "persistent-dir", required_argument, NULL, 'P' },
	{ "pages", required_argument, NULL, 'p' },
	{ "interval", required_argument, NULL, 'I' },
	{ "verbose", no_argument, NULL, 'v' },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 },
};

/* 0 run, 1 help shown, -1 usage error (said why) */
static int
top_args(struct top *t, int argc, char **argv)
{
	int ch, rc, no_state = 0;
	char *end, x;

	options_init(&t->o);
	t->w = 80;
	t->h = 24;
	while ((ch = getopt_long(argc, argv, "i:S:c:m:b:F:T:P:p:I:vh",
	    top_longopts, NULL)) != -1) {
		switch (ch) {
		case 'i': t->o.input = optarg; break;
		case OPT_ONCE: t->once = 1; break;
		case OPT_STATE: t->state_path = optarg; break;
		case OPT_NO_STATE: no_state = 1; break;
		case OPT_SYSFS: t->sysfs = optarg; break;
		case OPT_SPEED:
			errno = 0;
			t->speed = strtod(optarg, &end);
			if (errno || *end || end == optarg || !(t->speed >= 0 &&
			    t->speed <= 1e6)) {
				warnmsg("--speed %s: expected a factor from 0 (as fast as possible) to 1000000",
				    optarg);
				return -1;
			}
			break;
		case OPT_SIZE:
			if (sscanf(optarg, "%dx%d%c", &t->w, &t->h, &x) != 2 ||
			    t->w < 20 || t->h < 8 || t->w > 1000 ||
			    t->h > 1000) {
				warnmsg("--size %s: expected COLUMNSxROWS, from 20x8 to 1000x1000",
				    optarg);
				return -1;
			}
			break;
		default:
			if ((rc = common_option(&t->o, ch, optarg)) < 0)
				return -1;
			if (rc > 0)
				return usage(stderr, "top"), -1;
		}
	}
	if (t->o.help)
		return usage(stdout, "top"), 1;
	if (optind < argc) {
		warnmsg("top: unexpected argument '%s'", argv[optind]);
		return -1;
	}
	/* a capture comes from elsewhere: the local
	 * state file counts only with --state */
	if (no_state || (t->o.input && !t->state_path))
		t->state_path = NULL;
	else if (!t->state_path)
		t->state_path = TOP_STATE;
	return 0;
}

/* Source and topology: what the first frame shows. */
static int
top_open(struct top *t)
{
	int i;

	if (!(t->recs = calloc(TOP_KEEP, sizeof *t->recs)) ||
	    !(t->src = calloc(1, sizeof *t->src)))
		return -1;
	for (i = 0; i < MAX_CPUS; i++)
		t->socket[i] = -1, t->core[i] = -1;
	if (source_open(t->src, &t->o) < 0)
		return -1;
	if (t->o.verbose)
		warnmsg("source: %s", t->src->desc);
	t->model = t->o.model.known ? t->o.model : t->src->model;
	if (t->src->kind == SRC_CAPTURE) {
		if (capture_validate(t->src) < 0)
			return -1;
		t->src->validated = 1;
		t->src->paced = !t->once;
		t->src->batch = TOP_BATCH;
		t->first_ns = capture_next_ns(t->src);
		t->src->until_ns = t->speed > 0 ? t->first_ns : UINT64_MAX;
		t->clock = t->first_ns / 1e9;
	} else if (t->src->kind == SRC_TEXT && t->speed > 0 && !t->once) {
		size_t k;

		source_drain(t->src,
		    &(struct consumer){ pend_record, top_lost, t });
		for (k = 0; k < t->npend && !t->first_ns; k++)
			if (HAS(&t->pend[k], F_WALLTIME) &&
			    t->pend[k].v[F_WALLTIME])
				t->first_ns = t->pend[k].v[F_WALLTIME] * 1000000000;
		t->clock = t->first_ns / 1e9;
	} else if (t->src->kind != SRC_TEXT) {
		char msg[1024];

		top_topology(t);
		/* a persistent instance: taken, for the daemon and dump to
		 * read (what cannot be kept is shown here) */
		if (boot_take(t->src, &t->o, is_dir("/var/lib/ras") ?
		    "/var/lib/ras" : NULL, &(struct consumer){ top_record,
		    top_lost, t }, msg, sizeof msg) && msg[0])
			top_note(t, "%s", msg);
	}
	top_identity(t);
	t->start = t->last_tick = now_mono();
	t->hot_at = -TOP_HOT;
	t->follow = 1;
	return 0;
}

/* Counters from the daemon's state file; a bad one is said and ignored. */
static void
top_state(struct top *t)
{
	size_t k;

	if (t->state_path && state_load(t->state_path, &t->cnt) < 0)
		counters_free(&t->cnt);
	else if (t->state_path && t->src)
		source_resume(t->src, &t->cnt);	/* what the daemon counted
						 * is not counted twice */
	t->from_state = t->state_path && t->cnt.first_start > 0;
	for (k = 0; k < t->cnt.cap; k++)
		if (t->cnt.slot[k].used) {
			top_cpu(t, t->cnt.slot[k].cpu, -1);
			t->nbanks = MAX(t->nbanks, MIN(t->cnt.slot[k].bank +
			    1u, 256u));
		}
}

static int
cmd_top(int argc, char **argv)
{
	struct top *t = calloc(1, sizeof *t);
	int rc = EXIT_FAIL, up = 0;

	if (!t)
		return EXIT_FAIL;
	switch (top_args(t, argc, argv)) {
	case 1: rc = EXIT_OK; goto out;
	case -1: rc = EXIT_USAGE; goto out;
	}
	/* this machine's DIMMs place a memory error on its
	 * slot; a log from elsewhere only with --sysfs */
	if (t->sysfs || !t->o.input)
		dimms_load(t->sysfs ? t->sysfs : "/sys");
	if (t->once) {
		if (top_open(t) == 0) {
			top_state(t);
			rc = top_once(t) == 0 ? EXIT_OK : EXIT_FAIL;
		}
		goto out;
	}
	if (top_open(t) < 0 || screen_begin(t) < 0)
		goto out;
	up = 1;
	signal(SIGINT, top_signal);
	signal(SIGTERM, top_signal);
	signal(SIGHUP, top_signal);
	signal(SIGPIPE, SIG_IGN);
	stderr_begin(t);
	top_state(t);
	if (top_loop(t) == 0)
		rc = EXIT_OK;
out:
	if (up) {
		endwin();
		delscreen(t->scr);
		stderr_end(t);
	}
	if (t->src)
		source_close(t->src);
	free(t->src);
	free(t->recs);
	for (; t->next_pend < t->npend; t->next_pend++) {
		free((void *)t->pend[t->next_pend].mem);
		free((void *)t->pend[t->next_pend].pcie);
	}
	free(t->pend);
	counters_free(&t->cnt);
	free(t->cells);
	free(t);
	return rc;
}

/* ==== main ================================================================ */

struct command {
	const char *name;
	int (*fn)(int, char **);
};

static const struct command commands[] = {
	{ "dump", cmd_dump },
	{ "decode", cmd_decode },
	{ "daemon", cmd_daemon },
	{ "dimms", cmd_dimms },
	{ "doctor", cmd_doctor },
	{ "health", cmd_health },
	{ "summary", cmd_summary },
	{ "top", cmd_top },
	{ "tables", cmd_tables },
};

#ifndef RAS_NO_MAIN
int
main(int argc, char **argv)
{
	size_t i;

	const char *base = strrchr(argv[0], '/') ? strrchr(argv[0], '/') + 1 :
	    argv[0];

	/* the name tells the mode, as busybox does: rasd is the daemon */
	if (!strcmp(base, "rasd"))
		return cmd_daemon(argc, argv);
	if (argc < 2) {
		usage(stderr, NULL);
		return EXIT_USAGE;
	}
	if (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help")) {
		usage(stdout, NULL);
		return EXIT_OK;
	}
	if (!strcmp(argv[1], "--version") || !strcmp(argv[1], "-V")) {
		printf("ras %s\n", RAS_VERSION);
		return EXIT_OK;
	}
	for (i = 0; i < LEN(commands); i++)
		if (!strcmp(argv[1], commands[i].name))
			return commands[i].fn(argc - 1, argv + 1);
	warnmsg("unknown command '%s' (try 'ras --help')", argv[1]);
	return EXIT_USAGE;
}
#endif
