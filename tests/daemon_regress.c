/*
 * daemon_regress: regression cases of the ring reader, threshold buckets and trigger keys, from a
 * review of the daemon, against
 * ras.c as of ba90aa5 (all fixed since).  Run by the unit group.  Exit 1 if any fails.
 *
 *   gcc -std=gnu11 -O1 -Wall -Wextra -Wno-missing-field-initializers -o /tmp/daemon_regress tests/daemon_regress.c &&
 *   /tmp/daemon_regress tests/formats
 *
 * R1. A write in flight over the oldest record of a read-only ring, as ring_repro's case A,
 *     but in a ring of 32 data pages (mce_persistent_pages=32): there the write in flight
 *     overlays the first 112 bytes of the oldest record (131072 mod 144 = 32), whose header
 *     then reads bytes 32..39 of the new sample: common_pid and MCG_CAP's low half.  With
 *     MCG_CAP 0x1000c16 (ringfeed's, a Skylake-SP's) its size field is 0x0100: 256, which
 *     passes ring_drain's header check, so the new "one record lost" branch is not taken:
 *     256 bytes are skipped as an unknown record type, the reader lands mid-record, and the
 *     whole buffer is "corrupt record header: skipped to the head, count unknown".  Which
 *     overlay a ring gets depends on data_size mod the sample size: 16 bytes for 128 pages
 *     (the default; the header reads socketid/cs/bank/cpuvendor: size 0..2, caught), 112 for
 *     32 pages, 64 for 8 and 512 pages (SYND's high and IPID's low half: on AMD the IPID's
 *     bits 16-31 are a non-zero instance id), 80 for 1 and 64 pages (MISC).  And in the
 *     default 128 pages (as in 2), the size field is the cpuvendor byte: 9 on Hygon, 10 on
 *     Zhaoxin, both valid sizes: there the default geometry loses the buffer uncounted too.
 *
 * R2. A writable (--ring-dir) ring whose data_head goes back for good (its writer restarted
 *     and begins at 0 again): ring_drain's new guard returns 0 on every drain until the head
 *     passes our old position; the records written meanwhile are never logged and no loss is
 *     said.  238eb50 said "corrupt ring ... records lost, count unknown" and read on.
 *
 * R3. The node bucket pairs an error's MCE and EDAC reports through pend[TH_NODE], a list of
 *     the last DIMM_PEND (8) reports -- of every corrected error, CPU cache errors included.
 *     Eight cache errors between an EDAC report and its MCE push the EDAC report out and the
 *     one memory error counts twice: 9 errors cross a node threshold of 10.
 *
 * R4. The row bucket's key holds the rank: an error whose first report names the rank (EDAC)
 *     and another on the same row whose first report does not (a CPER record without
 *     CPER_MEM_VALID_RANK_NUMBER) go to two buckets: row 2/1h never crosses on two errors of
 *     one row.
 *
 * R5. Buckets are one table of BUCKETS (1024) for every kind; a new key takes the bucket whose
 *     window ends first.  Row buckets are on by default (2/24h): a memory error naming its row
 *     now takes a page bucket and a row bucket.  512 errors at distinct rows of one DIMM (a
 *     bank or column fault) take 1024+ buckets and push out the oldest, a CPU bank with 4
 *     of its 5: its fifth error does not cross cpu-threshold 5/24h, and nothing says why.
 *     With --row-threshold 0 (the kinds before this diff) the same stream crosses.
 *
 * R6. The trigger of a rank (or row, or DIMM) crossing gets RAS_KEY=<bucket name>, and the
 *     name holds the slot's SMBIOS locator as the firmware wrote it: control characters
 *     (a newline, ESC) reach the trigger's environment raw, where RAS_DIMM, the same string
 *     through trigger_dimm_env's lsafe, is escaped.
 */
#define RAS_NO_MAIN
#include "../ras.c"
#include "check.h"

static unsigned char mem[4096 + 131072], scratch[65536];
static struct ring rg;
static uint64_t head, logged, lost, unknown;
static struct tp_format fmt;
static int quiet;
static uint64_t cpuvendor;	/* X86_VENDOR_*: 0 Intel, 2 AMD, 9 Hygon, 10 Zhaoxin */

static void
sample(uint64_t seq, unsigned char *s)
{
	struct perf_event_header h = { PERF_RECORD_SAMPLE, 0, 144 };
	uint32_t rawsize = 116, cpu[2] = { 7, 0 };
	uint64_t v[NFIELDS] = { 0 };
	int i;

	memset(s, 0, 144);
	v[F_STATUS] = 0x9c00000000000000ULL | seq;
	v[F_ADDR] = 0x1000 + seq;
	v[F_BANK] = 7;
	v[F_MCGCAP] = 0x1000c16;	/* ringfeed's, tests/ringfeed.c */
	v[F_CPUVENDOR] = cpuvendor;
	memcpy(s, &h, 8);
	memcpy(s + 8, &seq, 8);
	memcpy(s + 16, cpu, 8);
	memcpy(s + 24, &rawsize, 4);
	if (fmt.common_type >= 0)
		memcpy(s + 28 + fmt.f[fmt.common_type].offset, &(uint16_t){ fmt.id }, 2);
	for (i = 0; i < NFIELDS; i++)
		if (fmt.idx[i] >= 0)
			memcpy(s + 28 + fmt.f[fmt.idx[i]].offset, &v[i], fmt.f[fmt.idx[i]].size);
}

static void
feed(uint64_t seq, int publish)
{
	unsigned char s[144];
	int i;

	sample(seq, s);
	for (i = 0; i < 144; i++)
		rg.data[(head + i) % rg.size] = s[i];
	if (publish) {
		head += 144;
		__atomic_store_n(&rg.meta->data_head, head, __ATOMIC_RELEASE);
	}
}

static void
on_record(void *ctx, const struct mce_record *r)
{
	(void)ctx;
	(void)r;
	logged++;
}

static void
on_lost(void *ctx, int cpu, uint64_t n, const char *why)
{
	(void)ctx;
	(void)cpu;
	if (!quiet)
		printf("  note: lost %" PRIu64 ": %s\n", n, why);
	lost += n;
	unknown += !n;
}

static int
ring_init(int readonly, uint64_t data_size)
{
	memset(mem, 0, sizeof mem);
	memset(&rg, 0, sizeof rg);
	head = logged = lost = unknown = 0;
	rg.map = mem;
	rg.maplen = 4096 + data_size;
	rg.meta = (void *)mem;
	rg.meta->data_offset = 4096;
	rg.meta->data_size = data_size;
	if (ring_layout(&rg, 4096) < 0 || sample_size_expected(&fmt) != 144)
		return -1;
	rg.readonly = readonly;
	return 0;
}

static void
r1_inflight(uint64_t data_size)
{
	struct consumer c = { on_record, on_lost, NULL };
	uint64_t seq = 0, i, behind = data_size / 144;

	printf("R1. read-only ring of %" PRIu64 " pages (cpuvendor %" PRIu64 "), a write in flight over the "
	    "oldest record\n", data_size / 4096, cpuvendor);
	CHECK(ring_init(1, data_size) == 0, "ring_init");
	for (i = 0; i < 10; i++)
		feed(seq++, 1);
	ring_drain(&rg, &fmt, scratch, &c);
	for (i = 0; i < behind; i++)
		feed(seq++, 1);
	feed(seq, 0);	/* written, data_head not yet moved (the writer is held up > 1 ms) */
	printf("  head - pos %" PRIu64 ", the write overlays %" PRIu64 " bytes of the oldest record\n",
	    head - rg.pos, head - rg.pos + 144 - data_size);
	ring_drain(&rg, &fmt, scratch, &c);
	feed(seq++, 1);
	ring_drain(&rg, &fmt, scratch, &c);
	ring_lapped_report(&rg, &c, 1);
	printf("  written %" PRIu64 ", logged %" PRIu64 ", lost %" PRIu64 " counted, %" PRIu64
	    " losses of unknown count\n", seq, logged, lost, unknown);
	CHECK(!unknown && logged + lost == seq && lost <= 1,
	    "R1 (%" PRIu64 " pages, cpuvendor %" PRIu64 "): a write in flight over the oldest record: %" PRIu64 " of %" PRIu64
	    " logged, %" PRIu64 " counted lost, %" PRIu64 " losses of unknown count", data_size / 4096,
	    cpuvendor, logged, seq, lost, unknown);
}

static void
r2_head_back(void)
{
	struct consumer c = { on_record, on_lost, NULL };
	uint64_t seq = 0, i, written;

	printf("R2. writable ring, the writer restarts at data_head 0\n");
	CHECK(ring_init(0, 8192) == 0, "ring_init");
	for (i = 0; i < 10; i++)
		feed(seq++, 1);
	ring_drain(&rg, &fmt, scratch, &c);	/* pos = data_tail = 1440 */
	head = 0;				/* the writer starts over */
	rg.meta->data_head = 0;
	for (i = 0; i < 15; i++) {		/* 15 more, read as they come */
		feed(seq++, 1);
		ring_drain(&rg, &fmt, scratch, &c);
	}
	written = seq;
	printf("  written %" PRIu64 ", logged %" PRIu64 ", lost %" PRIu64 " counted, %" PRIu64
	    " losses of unknown count\n", written, logged, lost, unknown);
	CHECK(logged + lost == written || unknown,
	    "R2: %" PRIu64 " of %" PRIu64 " records neither logged nor said lost (data_head went back for good)",
	    written - logged - lost, written);
}

static void
mce_cache(struct mce_record *r, struct decoded *d, unsigned cpu)
{
	memset(r, 0, sizeof *r);
	memset(d, 0, sizeof *d);
	r->kind = KIND_MCE;
	r->prov = PROV_LIVE;	/* as the kernel's records are */
	r->v[F_STATUS] = S_VAL | 0x0134;
	r->v[F_BANK] = 1;
	r->v[F_CPU] = cpu;
	r->v[F_WALLTIME] = (uint64_t)time(NULL);
	r->present = 1u << F_STATUS | 1u << F_BANK | 1u << F_CPU | 1u << F_WALLTIME;
	d->sev = SEV_CORRECTED;
	d->model.vendor = VENDOR_INTEL;
}

static void
mem_report(struct mce_record *r, struct decoded *d, struct mem_error *m, int src, uint64_t addr)
{
	memset(r, 0, sizeof *r);
	memset(d, 0, sizeof *d);
	memset(m, 0, sizeof *m);
	m->source = src;
	snprintf(m->label, sizeof m->label, "P1-DIMMA1");
	m->v[M_ADDR] = addr, m->present |= 1ull << M_ADDR;
	r->mem = m;
	r->kind = KIND_MEM;
	r->prov = PROV_LIVE;	/* as the kernel's records are */
	d->sev = SEV_CORRECTED;
	d->memory = 1;
}

static void
r3_node(void)
{
	static struct daemon_cfg cfg;
	struct daemon dm = { .cfg = &cfg, .pidfd = -1, .kmsg = -1, .uevent = -1 };
	struct mce_record r;
	struct decoded d;
	struct mem_error m;
	int i, k;

	printf("R3. node bucket: an EDAC report, 8 cache errors, the same error's MCE\n");
	daemon_defaults(&cfg);
	for (k = 0; k < NTH; k++)
		cfg.page.th[k].count = 0;
	cfg.page.th[TH_NODE] = (struct threshold){ 10, 3600 };
	dm.log.fd = dm.json.fd = -1;
	mem_report(&r, &d, &m, MEM_EDAC, 0x5a5a000);
	thresholds_account(&dm, &r, &d);
	for (i = 0; i < 8; i++) {
		mce_cache(&r, &d, 2 + i);
		thresholds_account(&dm, &r, &d);
	}
	memset(&r, 0, sizeof r);
	r.kind = KIND_MCE;
	r.prov = PROV_LIVE;	/* as the kernel's records are */
	r.v[F_STATUS] = S_VAL | S_ADDRV | 0x0091;
	r.v[F_ADDR] = 0x5a5a000;
	r.v[F_BANK] = 7;
	r.v[F_WALLTIME] = (uint64_t)time(NULL);
	r.present = 1u << F_STATUS | 1u << F_ADDR | 1u << F_BANK | 1u << F_WALLTIME;
	d.memory = 1, d.sev = SEV_CORRECTED;
	thresholds_account(&dm, &r, &d);
	printf("  9 errors (one memory error, reported twice; 8 cache errors): node crossings %" PRIu64 "\n",
	    cfg.page.crossings[TH_NODE]);
	CHECK(cfg.page.crossings[TH_NODE] == 0, "R3: 9 errors crossed node-threshold 10 (one counted twice)");
}

static void
r4_row(void)
{
	static struct daemon_cfg cfg;
	static unsigned char raw[64];
	struct smbios_dimm slot;
	struct inventory inv = { &slot, 1, NULL, 0, NULL, 0 };
	struct daemon dm = { .cfg = &cfg, .pidfd = -1, .kmsg = -1, .uevent = -1 };
	struct mce_record r;
	struct decoded d;
	struct mem_error m;
	int e, k, src;

	printf("R4. row bucket: two errors of one row, first reported by EDAC (rank), then by CPER (no rank)\n");
	memset(&slot, 0, sizeof slot);
	slot.raw = raw;
	slot.handle = 0x30;
	slot.present = 1u << T17_SIZE;
	slot.v[T17_SIZE] = 2048;
	slot.str[T17_LOCATOR] = "P1-DIMMA1";
	slot.edac = -1;
	dimm_inv = &inv;
	daemon_defaults(&cfg);
	for (k = 0; k < NTH; k++)
		cfg.page.th[k].count = 0;
	cfg.page.th[TH_ROW] = (struct threshold){ 2, 3600 };
	dm.log.fd = dm.json.fd = -1;
	for (e = 0; e < 2; e++)		/* error e: its first report, then its second */
		for (k = 0; k < 2; k++) {
			src = (e + k) % 2 == 0 ? MEM_EDAC : MEM_CPER;
			mem_report(&r, &d, &m, src, 0x100000 + 0x40000 * e);
			m.v[M_BANK] = 3, m.v[M_ROW] = 0x10, m.v[M_COLUMN] = 8 * e;
			m.present |= 1ull << M_BANK | 1ull << M_ROW | 1ull << M_COLUMN;
			if (src == MEM_EDAC)
				m.v[M_RANK] = 0, m.present |= 1ull << M_RANK;
			else
				m.v[M_HANDLE] = 0x30, m.present |= 1ull << M_HANDLE;
			thresholds_account(&dm, &r, &d);
		}
	printf("  row crossings %" PRIu64 "\n", cfg.page.crossings[TH_ROW]);
	CHECK(cfg.page.crossings[TH_ROW] == 1, "R4: two errors of bank 3 row 0x10 did not cross row 2/1h (%" PRIu64 ")",
	    cfg.page.crossings[TH_ROW]);
	dimm_inv = NULL;
}

static uint64_t
r5_once(unsigned row_count)
{
	static struct daemon_cfg cfg;
	static unsigned char raw[64];
	struct smbios_dimm slot;
	struct inventory inv = { &slot, 1, NULL, 0, NULL, 0 };
	struct daemon dm = { .cfg = &cfg, .pidfd = -1, .kmsg = -1, .uevent = -1 };
	struct mce_record r;
	struct decoded d;
	struct mem_error m;
	int i;

	memset(&cfg, 0, sizeof cfg);
	memset(&slot, 0, sizeof slot);
	slot.raw = raw;
	slot.handle = 0x30;
	slot.present = 1u << T17_SIZE;
	slot.v[T17_SIZE] = 2048;
	slot.str[T17_LOCATOR] = "P1-DIMMA1";
	slot.edac = -1;
	dimm_inv = &inv;
	daemon_defaults(&cfg);	/* page 2/24h, DIMM 10/24h, rank 10/24h, row 2/24h */
	cfg.page.th[TH_CPU] = (struct threshold){ 5, 86400 };
	cfg.page.th[TH_ROW].count = row_count;
	dm.log.fd = dm.json.fd = -1;
	for (i = 0; i < 4; i++) {
		mce_cache(&r, &d, 3);
		r.v[F_WALLTIME] -= 100;
		thresholds_account(&dm, &r, &d);
	}
	for (i = 0; i < 512; i++) {
		mem_report(&r, &d, &m, MEM_EDAC, 0x100000000ull + 0x2000ull * i);
		m.v[M_RANK] = 0, m.v[M_BANK] = 3, m.v[M_ROW] = (uint64_t)i, m.v[M_COLUMN] = 8;
		m.present |= 1ull << M_RANK | 1ull << M_BANK | 1ull << M_ROW | 1ull << M_COLUMN;
		thresholds_account(&dm, &r, &d);
	}
	mce_cache(&r, &d, 3);
	thresholds_account(&dm, &r, &d);
	dimm_inv = NULL;
	return cfg.page.crossings[TH_CPU];
}

static void
r5_evict(void)
{
	uint64_t with_rows, without;

	printf("R5. CPU 3 bank 1: 4 errors, then 512 memory errors at distinct rows, then its 5th\n");
	with_rows = r5_once(2);
	without = r5_once(0);
	printf("  cpu crossings: %" PRIu64 " with row buckets (default), %" PRIu64 " with --row-threshold 0\n",
	    with_rows, without);
	CHECK(without == 1, "R5 control: without row buckets the 5th error crosses (%" PRIu64 ")", without);
	CHECK(with_rows == 1, "R5: the CPU bank's bucket was pushed out by row buckets: its 5th error does not "
	    "cross cpu-threshold 5/24h (%" PRIu64 ")", with_rows);
}

static void
r6_key(void)
{
	static struct daemon_cfg cfg;
	static unsigned char raw[64];
	struct smbios_dimm slot;
	struct inventory inv = { &slot, 1, NULL, 0, NULL, 0 };
	struct daemon dm = { .cfg = &cfg, .pidfd = -1, .kmsg = -1, .uevent = -1 };
	struct mce_record r;
	struct decoded d;
	struct mem_error m;
	char buf[TRIG_ENV + 1];
	const char *e, *key = NULL, *dimm = NULL;
	ssize_t n;
	int sv[2], k;

	printf("R6. a rank crossing's trigger environment, locator \"A1\\nRAS_X=1\\033[2J\"\n");
	memset(&slot, 0, sizeof slot);
	slot.raw = raw;
	slot.handle = 0x30;
	slot.present = 1u << T17_SIZE;
	slot.v[T17_SIZE] = 2048;
	slot.str[T17_LOCATOR] = "A1\nRAS_X=1\033[2J";
	slot.edac = -1;
	dimm_inv = &inv;
	daemon_defaults(&cfg);
	for (k = 0; k < NTH; k++)
		cfg.page.th[k].count = 0;
	cfg.page.th[TH_RANK] = (struct threshold){ 1, 3600 };
	dm.log.fd = dm.json.fd = -1;
	CHECK(socketpair(AF_UNIX, SOCK_SEQPACKET, 0, sv) == 0, "socketpair");
	cfg.trig.prog = "/bin/true", cfg.trig.sock = sv[0], cfg.trig.max = 1;
	mem_report(&r, &d, &m, MEM_CPER, 0x100000);
	m.v[M_HANDLE] = 0x30, m.v[M_RANK] = 1, m.present |= 1ull << M_HANDLE | 1ull << M_RANK;
	thresholds_account(&dm, &r, &d);
	n = recv(sv[1], buf, sizeof buf - 1, MSG_DONTWAIT);
	CHECK(n > 0, "the trigger request was sent");
	buf[n > 0 ? n : 0] = '\0';
	for (e = buf + 1; n > 0 && e < buf + n; e += strlen(e) + 1) {
		if (!strncmp(e, "RAS_KEY=", 8))
			key = e;
		if (!strncmp(e, "RAS_DIMM=", 9))
			dimm = e;
	}
	printf("  RAS_DIMM: %s\n  RAS_KEY has a newline: %s, an ESC: %s\n", dimm ? dimm : "(none)",
	    key && strchr(key, '\n') ? "yes" : "no", key && strchr(key, 033) ? "yes" : "no");
	CHECK(key && !strpbrk(key, "\n\033"), "R6: RAS_KEY carries the SMBIOS locator's control characters raw");
	close(sv[0]);
	close(sv[1]);
	dimm_inv = NULL;
}

/*
 * r7: a crash log's records are decoded after the parser is gone
 * (daemon_pstore_file): a PCIe record's error must be the collector's
 * copy, not the parser's (review finding: a stack use after return).
 */
static void
r7_pstore_pcie(void)
{
	const char *path = "tests/fixtures/aer/text/v5.4-multiple.txt";
	struct pstore_collect *p = calloc(1, sizeof *p);
	struct consumer c = { pstore_collect_record, pstore_collect_lost, p };
	struct decoded d;
	struct stat st;
	char notread[512];
	int i, copies = 0;

	if (!p || stat(path, &st) < 0) {
		CHECK(0, "r7: %s: %s", path, strerror(errno));
		free(p);
		return;
	}
	pstore_read(path, &st, &c, notread, sizeof notread);
	for (i = 0; i < p->n; i++) {
		copies += p->r[i].kind == KIND_PCIE && p->r[i].pcie == &p->pe[i];
		decode_any(NULL, &p->r[i], NULL, &d);
	}
	CHECK(p->n == 2 && copies == 2, "r7: a crash log's 2 PCIe records point at the collector's "
	    "copies (%d records, %d copies)", p->n, copies);
	CHECK(p->n == 2 && !strcmp(d.bank_name, "PCIe 0000:02:00.0"), "r7: decoded after the parser: %s",
	    d.bank_name);
	free(p);
}

int
main(int argc, char **argv)
{
	char path[PATH_MAX], err[512];
	size_t len;
	char *text;

	snprintf(path, sizeof path, "%s/linux-6.1", argc > 1 ? argv[1] : "tests/formats");
	if (!(text = slurp(path, &len)) || parse_format(text, len, path, &fmt, err, sizeof err) < 0) {
		fprintf(stderr, "%s: %s\n", path, text ? err : strerror(errno));
		return 2;
	}
	r1_inflight(8192);	/* ring_repro's case A: 16 bytes overlaid, caught */
	r1_inflight(131072);
	cpuvendor = 9;		/* Hygon: the default 128 pages overlay 16 bytes, as 2 pages do */
	r1_inflight(8192);
	cpuvendor = 0;
	r2_head_back();
	r3_node();
	r4_row();
	r5_evict();
	r6_key();
	r7_pstore_pcie();
	printf("%d checks, %d failed\n", checks, failures);
	return failures != 0;
}
