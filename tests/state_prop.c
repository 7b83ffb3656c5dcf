/*
 * state_prop: "state that survives", as a property.  The same record stream,
 * fed to one daemon from start to end (the one run), and to daemons that
 * stop and start again part way, must leave the same state file after the
 * last record, byte for byte.
 *
 *   restart         a daemon does records [0,k), writes its state and
 *                   exits; a fresh one, started later, loads that state (as
 *                   cmd_daemon does: cnt.first_start = its start, cnt.page =
 *                   &cfg.page, then state_load) and does [k,n).  300 k per
 *                   stream, spread over it.
 *   handover        the initramfs daemon does [0,k) into its own state; the
 *                   root file system's daemon, with no state of its own,
 *                   takes it over with early_import() (--import-early) and
 *                   does [k,n).
 *   handover-merge  the root daemon did [0,j) in an earlier boot (its state
 *                   file), the initramfs daemon of this boot [j,k) from zero;
 *                   the root daemon loads its state, imports the early one
 *                   (merge on import) and does [k,n).  The early daemon cannot
 *                   see the root daemon's history, so its windows, crossings
 *                   and verdicts are its own: this mode passes when the counts
 *                   after the merge are the one run's (counts_view), and says
 *                   the rest as "# info" lines.  A reboot j is at a quiet
 *                   point: REBOOT_GAP s after the record before it, and not
 *                   between two reports of one error.
 *
 * Each record goes through daemon_record(), the daemon's per-record path
 * (decode_any, then daemon_policy: counters, thresholds, per-DIMM counts);
 * lost records through daemon_lost().  The streams are seeded pseudo-random:
 * Intel (Skylake-SP) memory-controller corrected errors on four DIMMs of two
 * sockets, on a few hot pages and some cold ones, often followed by the
 * same error's EDAC report (and sometimes a CPER record) within 2 s, EDAC-
 * and CPER-only reports, a few uncorrected errors, CPU cache errors, storms,
 * reports no slot is found for, lost records; times increasing by seconds to
 * days (seed 4 also steps the clock back now and then; seed 5 spreads the
 * errors over many pages, so the 1024 buckets fill and give way).  The
 * inventory places MCEs through skx_edac's mc/channel and the other reports
 * by EDAC label and SMBIOS handle.  Each stream is checked to decode and place
 * as meant and to reach what the property is about (a recent ring wrapped at
 * a count not a multiple of 25, past 50; crossings of each kind, verdicts).
 *
 * The only line not compared: "start" in handover, where the root daemon had
 * no state.  rasd.8 (EARLY BOOT AND HAND-OVER, step 3): the root daemon adds
 * the early daemon's counters, lost count and crash logs to its own; its
 * first start stays its own (the early daemon's is not imported).  Printed
 * as a note.  Everything else, in every mode, is compared.
 *
 * Besides the file: the threshold crossings said (cfg.page.crossings, the
 * metrics; not in the state file) summed over the daemons must be the one
 * run's, and each DIMM's verdict at the last record's time must be too.
 *
 * Output: "ok - ..." or "FAIL - ..." per stream and mode; per class of
 * mismatch (the lines of one kind: 'recent', 'bucket', ...; the same lines
 * in another order; crossings said; verdicts) the number of split points
 * that show it, the first of them (the records either side) and the first
 * lines that differ.  Exit 1 when a property failed, 2 when it could not run.
 *
 *   tests/state_prop.sh [-s SEED] [-k SPLITS] [-v]   (RAS_C=copy/ras.c: another ras.c)
 *   gcc -std=gnu11 -Wall -Wextra -Werror -Wno-missing-field-initializers -O1 -g \
 *       -o /tmp/state_prop tests/state_prop.c && /tmp/state_prop
 */
#define RAS_NO_MAIN
#ifdef RAS_C
#include RAS_C
#else
#include "../ras.c"
#endif

/* ---- the machine: four DIMMs, two sockets, skx_edac's view ---------------- */

#define NDIMM		4
#define CPUS_PER_SOCKET	8

static unsigned char sp_raw[NDIMM][64];
static struct smbios_dimm sp_slot[NDIMM];
static struct edac_dimm sp_edac[NDIMM];
static struct edac_mc sp_mc[2];
static struct inventory sp_inv;
static const char *const sp_locator[NDIMM] = { "CPU0_DIMM_A1", "CPU0_DIMM_B1", "CPU1_DIMM_A1", "CPU1 DIMM B1" };
static const char *const sp_bankloc[NDIMM] = { "P0_Node0_Channel0_Dimm0", "P0_Node0_Channel1_Dimm0",
	"P1_Node1_Channel0_Dimm0", "P1_Node1_Channel1_Dimm0" };
/* the last has no usable serial: keyed by its slot, a key with a blank in it */
static const char *const sp_serial[NDIMM] = { "03A5B6C7", "2A1B3C4D", "77AA88BB", "Not Specified" };
/* Skylake-SP stepping 4, as the tracepoint's cpuid field gives it (and the source's model, for the rest) */
#define SP_CPUID	0x50654
static const struct cpu_model sp_model = { VENDOR_INTEL, 6, 0x55, 4, 1 };

static void
sp_machine(void)
{
	int i;

	memset(sp_slot, 0, sizeof sp_slot);
	memset(sp_edac, 0, sizeof sp_edac);
	for (i = 0; i < NDIMM; i++) {
		sp_slot[i].raw = sp_raw[i];
		sp_slot[i].handle = 0x30 + i;
		sp_slot[i].present = 1u << T17_SIZE;
		sp_slot[i].v[T17_SIZE] = 16384;
		sp_slot[i].str[T17_LOCATOR] = sp_locator[i];
		sp_slot[i].str[T17_BANK] = sp_bankloc[i];
		sp_slot[i].str[T17_SERIAL] = sp_serial[i];
		sp_slot[i].str[T17_PART] = "M393A2K43DB3-CWE    ";
		sp_slot[i].edac = i;
		/* skx_edac: mc0 is socket 0's iMC 0, mc1 socket 1's; one DIMM per channel */
		sp_edac[i].mc = i / 2;
		sp_edac[i].dimm = i % 2;
		sp_edac[i].csrow = sp_edac[i].chan = -1;
		snprintf(sp_edac[i].label, sizeof sp_edac[i].label, "%s", sp_locator[i]);
		snprintf(sp_edac[i].location, sizeof sp_edac[i].location, "channel %d slot 0 ", i % 2);
		sp_edac[i].at_chan = i % 2;
		sp_edac[i].at_slot = 0;
		sp_edac[i].at_cs = -1;
		sp_edac[i].smbios = i;
		sp_edac[i].candidates = 1;
		sp_edac[i].basis = "label is the locator";
	}
	sp_mc[0] = (struct edac_mc){ 0, 0, 0, 0, 0 };
	sp_mc[1] = (struct edac_mc){ 1, 1, 0, 0, 0 };
	sp_inv = (struct inventory){ sp_slot, NDIMM, sp_edac, NDIMM, sp_mc, 2 };
	dimm_inv = &sp_inv;
}

/* ---- the streams ----------------------------------------------------------- */

enum ev { EV_MCE_CE, EV_MCE_UE, EV_EDAC, EV_CPER, EV_CACHE, EV_LOST, EV_UNPLACED };
static const char *const ev_names[] = { "MCE CE", "MCE UE", "EDAC", "CPER", "cache CE", "lost", "EDAC unplaced" };

struct srec {
	struct mce_record r;
	struct mem_error m;
	int ev, dimm, paired;	/* paired: another report of the error before it */
	uint64_t lost;
};

struct stream {
	unsigned seed;
	int steps;		/* the clock steps back now and then */
	int wide;		/* most errors on cold pages: many buckets */
	size_t n;
	struct srec *s;
};

static uint64_t rng_state;

static uint64_t
rnd(void)
{
	uint64_t x = rng_state;	/* xorshift64* */

	x ^= x >> 12, x ^= x << 25, x ^= x >> 27;
	rng_state = x;
	return x * 0x2545F4914F6CDD1Dull;
}

static unsigned
rndn(unsigned n)
{
	return (unsigned)(rnd() >> 33) % n;
}

/* percent chance */
static int
pct(unsigned p)
{
	return rndn(100) < p;
}

/* The error's place: DIMM d, hot page h (or a cold one), a 64-byte line in it. */
static uint64_t
sp_addr(int d, int wide)
{
	uint64_t base = 0x100000000ull * (uint64_t)(d + 1), page;

	if (pct(wide ? 85 : 25))
		page = 0x1000 + rndn(1u << 18);		/* cold: anywhere */
	else
		page = 97 * (uint64_t)(1 + rndn(5));	/* five hot pages */
	return base + page * 4096 + (uint64_t)rndn(8) * 64;
}

/* DRAM coordinates from the address: a page is one row, its lines the columns along it */
static void
sp_dram(struct mem_error *m, uint64_t addr, int with_rank)
{
	uint64_t p = (addr >> 12) & 0xfffff;

	if (with_rank)
		m->v[M_RANK] = p & 1, m->present |= 1ull << M_RANK;
	m->v[M_BANK] = (p >> 1) & 15;
	m->v[M_ROW] = 0x400 + (p >> 5);
	m->v[M_COLUMN] = ((addr >> 6) & 63) * 8;
	m->present |= 1ull << M_BANK | 1ull << M_ROW | 1ull << M_COLUMN;
}

static void
mce_mem(struct srec *e, int d, uint64_t addr, int ue, uint64_t t)
{
	struct mce_record *r = &e->r;
	unsigned ch = (unsigned)d % 2;

	memset(e, 0, sizeof *e);
	e->ev = ue ? EV_MCE_UE : EV_MCE_CE;
	e->dimm = d;
	r->kind = KIND_MCE;
	r->prov = PROV_LIVE;
	r->src_cpu = -1;
	/* SKX: bank 13 is iMC 0 channel 0, 14 channel 1 */
	r->v[F_BANK] = 13 + ch;
	r->v[F_SOCKETID] = (uint64_t)d / 2;
	r->v[F_CPU] = r->v[F_SOCKETID] * CPUS_PER_SOCKET + rndn(CPUS_PER_SOCKET);
	if (ue)		/* SRAO: a patrol scrub found it */
		r->v[F_STATUS] = S_VAL | S_UC | S_EN | S_MISCV | S_ADDRV | BIT(56) | 0x00c0 | ch;
	else		/* a corrected memory read error */
		r->v[F_STATUS] = S_VAL | S_EN | S_MISCV | S_ADDRV | (1ull << 38) | 0x0090 | ch;
	r->v[F_ADDR] = addr;
	r->v[F_MISC] = 2 << 6 | 6;	/* physical address, valid from bit 6 */
	r->v[F_MCGCAP] = 0x1000c16;
	r->v[F_CPUVENDOR] = VENDOR_INTEL;
	r->v[F_CPUID] = SP_CPUID;
	r->v[F_WALLTIME] = t;
	r->present = 1u << F_STATUS | 1u << F_ADDR | 1u << F_MISC | 1u << F_BANK | 1u << F_CPU |
	    1u << F_SOCKETID | 1u << F_MCGCAP | 1u << F_CPUVENDOR | 1u << F_CPUID | 1u << F_WALLTIME;
}

/* A memory error of EDAC (label) or firmware (CPER: SMBIOS handle) on DIMM d; the ras: events
 * carry no time: the daemon stamps it with the time it logged it (REC_TIME_LOGGED) */
static void
mem_rep(struct srec *e, int src, int d, uint64_t addr, int ue, uint64_t t)
{
	struct mce_record *r = &e->r;
	struct mem_error *m = &e->m;

	memset(e, 0, sizeof *e);
	e->ev = src == MEM_EDAC ? EV_EDAC : EV_CPER;
	e->dimm = d;
	m->source = src;
	m->reported = 1u << src;
	m->v[M_SEV] = ue ? MSEV_UNCORRECTED : MSEV_CORRECTED, m->present |= 1ull << M_SEV;
	m->v[M_ADDR] = addr, m->present |= 1ull << M_ADDR;
	if (src == MEM_EDAC) {
		snprintf(m->label, sizeof m->label, "%s", d >= 0 ? sp_locator[d] : "unknown memory");
		snprintf(m->op, sizeof m->op, "memory read error");
		m->v[M_GRAIN] = 64, m->present |= 1ull << M_GRAIN;
		m->v[M_MC] = d >= 0 ? (uint64_t)d / 2 : 0, m->present |= 1ull << M_MC;
		m->v[M_COUNT] = pct(5) ? 1 + rndn(4) : 1, m->present |= 1ull << M_COUNT;
		sp_dram(m, addr, 1);
	} else {
		snprintf(m->op, sizeof m->op, "multi-bit ECC");
		m->v[M_HANDLE] = 0x30 + (uint64_t)d, m->present |= 1ull << M_HANDLE;
		m->v[M_ADDR_MASK] = ~63ull, m->present |= 1ull << M_ADDR_MASK;
		sp_dram(m, addr, pct(50));	/* CPER_MEM_VALID_RANK_NUMBER not always */
	}
	r->kind = KIND_MEM;
	r->prov = PROV_LIVE;
	r->src_cpu = -1;
	r->flags = REC_TIME_LOGGED;
	r->v[F_WALLTIME] = t;
	r->present = 1u << F_WALLTIME;
}

static void
cache_ce(struct srec *e, unsigned cpu, uint64_t t)
{
	struct mce_record *r = &e->r;

	memset(e, 0, sizeof *e);
	e->ev = EV_CACHE;
	e->dimm = -1;
	r->kind = KIND_MCE;
	r->prov = PROV_LIVE;
	r->src_cpu = -1;
	r->v[F_BANK] = 1;	/* DCU */
	r->v[F_CPU] = cpu;
	r->v[F_SOCKETID] = cpu / CPUS_PER_SOCKET;
	r->v[F_STATUS] = S_VAL | S_EN | (1ull << 38) | 0x0134;
	r->v[F_MCGCAP] = 0x1000c16;
	r->v[F_CPUVENDOR] = VENDOR_INTEL;
	r->v[F_CPUID] = SP_CPUID;
	r->v[F_WALLTIME] = t;
	r->present = 1u << F_STATUS | 1u << F_BANK | 1u << F_CPU | 1u << F_SOCKETID | 1u << F_MCGCAP |
	    1u << F_CPUVENDOR | 1u << F_CPUID | 1u << F_WALLTIME;
}

/* Seconds to the next error: a burst, minutes, hours or days */
static uint64_t
gap(void)
{
	unsigned p = rndn(100);

	if (p < 40)
		return 1 + rndn(60);
	if (p < 70)
		return 60 + rndn(3600);
	if (p < 90)
		return 3600 + rndn(12 * 3600);
	return 86400 + rndn(4 * 86400);
}

static struct srec *
grow(struct stream *st, size_t *cap)
{
	if (st->n == *cap) {
		*cap = *cap ? 2 * *cap : 256;
		if (!(st->s = realloc(st->s, *cap * sizeof *st->s)))
			exit(2);
	}
	return &st->s[st->n++];
}

/* One memory error on DIMM d at t: its MCE, in half the cases EDAC's report of it within 2 s, sometimes
 * firmware's (CPER) too */
static void
mce_error(struct stream *st, size_t *cap, int d, uint64_t addr, int ue, uint64_t t)
{
	mce_mem(grow(st, cap), d, addr, ue, t);
	if (pct(50)) {
		mem_rep(grow(st, cap), MEM_EDAC, d, addr, ue, t + rndn(3));
		st->s[st->n - 1].paired = 1;
	}
	if (pct(10)) {
		mem_rep(grow(st, cap), MEM_CPER, d, addr, ue, t + rndn(2));
		st->s[st->n - 1].paired = 1;
	}
}

/* errors events: an event is one error (one to three reports), a storm of them, or a lost count */
static void
gen(struct stream *st, size_t errors)
{
	static const unsigned dimm_weight[NDIMM] = { 55, 25, 12, 8 };	/* one bad DIMM, one so-so */
	uint64_t t = 1600000000, addr;	/* 2020-09-13: in the past, as record_time wants */
	size_t cap = 0, i;
	unsigned w, p, hot_cpu;
	int d, ue;
	struct srec *e;

	rng_state = 0x9E3779B97F4A7C15ull ^ (uint64_t)st->seed * 0xD1B54A32D192ED03ull;
	for (i = 0; i < 8; i++)
		rnd();
	hot_cpu = 3 + rndn(4);
	st->n = 0;
	st->s = NULL;
	for (i = 0; i < errors; i++) {
		t += gap();
		if (st->steps && pct(3))
			t -= 600 + rndn(2 * 86400);	/* the clock stepped back */
		for (w = rndn(100), d = 0; d < NDIMM - 1 && w >= dimm_weight[d]; d++)
			w -= dimm_weight[d];
		ue = pct(2) && d == 1;		/* the so-so DIMM's uncorrected errors */
		addr = sp_addr(d, st->wide);
		p = rndn(100);
		if (p < 45) {
			mce_error(st, &cap, d, addr, ue, t);
		} else if (p < 60) {
			mem_rep(grow(st, &cap), MEM_EDAC, d, addr, ue, t);
		} else if (p < 70) {
			mem_rep(grow(st, &cap), MEM_CPER, d, addr, ue, t);
		} else if (p < 82) {	/* cache errors: on one CPU half the time */
			cache_ce(grow(st, &cap), pct(50) ? hot_cpu : rndn(2 * CPUS_PER_SOCKET), t);
		} else if (p < 85) {	/* a burst of them on one CPU: its bank's threshold */
			for (w = 10 + rndn(20); w > 0; w--, t += 1 + rndn(120))
				cache_ce(grow(st, &cap), hot_cpu, t);
		} else if (p < 86) {
			e = grow(st, &cap);
			memset(e, 0, sizeof *e);
			e->ev = EV_LOST;
			e->dimm = -1;
			e->lost = 1 + rndn(5);
			e->r.v[F_CPU] = rndn(2 * CPUS_PER_SOCKET);
		} else if (p < 89) {	/* a report no slot is found for */
			mem_rep(grow(st, &cap), MEM_EDAC, -1, addr, 0, t);
			st->s[st->n - 1].ev = EV_UNPLACED;
		} else if (p < 99) {	/* a storm on one DIMM, mostly the bad one: seconds apart */
			d = pct(70) ? 0 : d;
			for (w = 5 + rndn(20); w > 0; w--, t += 1 + rndn(20))
				mce_error(st, &cap, d, sp_addr(d, st->wide), 0, t);
		} else {		/* a big one over hours: the socket's threshold */
			d = pct(50) ? 0 : 2;
			for (w = 60 + rndn(90); w > 0; w--, t += 1 + rndn(300))
				mce_mem(grow(st, &cap), d ^ (int)(w & 1), sp_addr(d ^ (int)(w & 1), st->wide), 0, t);
		}
	}
}

static void
rec_text(const struct srec *e, char *buf, size_t len)
{
	const struct mce_record *r = &e->r;

	if (e->ev == EV_LOST)
		snprintf(buf, len, "%s %" PRIu64 " on CPU %" PRIu64, ev_names[e->ev], e->lost, r->v[F_CPU]);
	else if (e->ev == EV_CACHE)
		snprintf(buf, len, "%s CPU %" PRIu64 " bank 1 t=%" PRIu64, ev_names[e->ev], r->v[F_CPU],
		    r->v[F_WALLTIME]);
	else if (r->kind == KIND_MCE)
		snprintf(buf, len, "%s CPU %" PRIu64 " bank %" PRIu64 " addr 0x%" PRIx64 " (%s) t=%" PRIu64,
		    ev_names[e->ev], r->v[F_CPU], r->v[F_BANK], r->v[F_ADDR], sp_locator[e->dimm],
		    r->v[F_WALLTIME]);
	else
		snprintf(buf, len, "%s%s addr 0x%" PRIx64 " (%s)%s t=%" PRIu64, ev_names[e->ev],
		    e->m.v[M_SEV] == MSEV_UNCORRECTED ? " UE" : "", e->m.v[M_ADDR],
		    e->dimm >= 0 ? sp_locator[e->dimm] : "no slot", e->paired ? ", the MCE's other report" : "",
		    r->v[F_WALLTIME]);
}

/* ---- one daemon ------------------------------------------------------------ */

struct proc {
	struct daemon_cfg cfg;
	struct daemon d;
};

static char dir[256];

static struct proc *
proc_start(double start)
{
	struct proc *p = calloc(1, sizeof *p);

	if (!p || !(p->d.src = calloc(1, sizeof *p->d.src)) || !(p->d.memo = calloc(1, sizeof *p->d.memo))) {
		fprintf(stderr, "state_prop: out of memory\n");
		exit(2);
	}
	daemon_defaults(&p->cfg);
	p->cfg.page.th[TH_NODE] = (struct threshold){ 40, DAY };	/* --node-threshold 40: watched too */
	p->cfg.state_path = NULL;
	p->cfg.log_path = NULL;
	p->d.cfg = &p->cfg;
	p->d.pidfd = p->d.kmsg = p->d.uevent = p->d.sigfd = -1;
	p->d.log.fd = p->d.json.fd = -1;
	p->d.state_at = p->d.metrics_at = p->d.pid_at = (struct anchor){ AT_FDCWD, NULL };
	p->d.src->model = sp_model;
	/* as cmd_daemon: its start, then the state file's first start over it */
	p->d.start = start;
	p->d.cnt.first_start = start;
	p->d.cnt.page = &p->cfg.page;
	return p;
}

static void
proc_end(struct proc *p)
{
	free(p->d.src);
	free(p->d.memo);
	free(p->d.log.buf);
	free(p->d.json.buf);
	free(p->cfg.page.done);
	counters_free(&p->d.cnt);
	free(p);
}

/* as cmd_daemon: a state file it cannot read is said and fails the test */
static int
proc_load(struct proc *p, const char *path)
{
	int rc = state_load(path, &p->d.cnt);

	if (rc < 0) {
		fprintf(stderr, "state_prop: state_load %s refused its own state file\n", path);
		return -1;
	}
	return 0;
}

static void
proc_feed(struct proc *p, const struct stream *st, size_t from, size_t to)
{
	size_t i;

	for (i = from; i < to; i++) {
		const struct srec *e = &st->s[i];

		if (e->ev == EV_LOST) {
			daemon_lost(&p->d, (int)e->r.v[F_CPU], e->lost, "test: lost");
			continue;
		}
		if (e->r.kind == KIND_MEM) {
			struct mce_record r = e->r;

			r.mem = &e->m;
			daemon_record(&p->d, &r);
		} else {
			daemon_record(&p->d, &e->r);
		}
	}
}

static char *
slurp_all(const char *path)
{
	char *t = slurp(path, NULL);

	if (!t) {
		fprintf(stderr, "state_prop: %s: %s\n", path, strerror(errno));
		exit(2);
	}
	return t;
}

static char *
proc_save(struct proc *p, const char *name)
{
	char path[PATH_MAX];

	snprintf(path, sizeof path, "%s/%s", dir, name);
	if (state_write((struct anchor){ AT_FDCWD, path }, &p->d.cnt) < 0) {
		fprintf(stderr, "state_prop: state_write %s: %s\n", path, strerror(errno));
		exit(2);
	}
	return slurp_all(path);
}

static void
crossings_add(uint64_t *sum, const struct proc *p)
{
	int k;

	for (k = 0; k < NTH; k++)
		sum[k] += p->cfg.page.crossings[k];
}

/* ---- comparing ------------------------------------------------------------- */

static const char *const classes[] = {
	"ras-state", "start", "lost", "count", "boot", "pos", "pstore", "unplaced", "dimm", "recent", "cell",
	"bucket", "offlined", "isolated",
};
#define NCLASS		(LEN(classes) + 1)	/* and "other" */
#define C_ORDER		NCLASS			/* the same lines in another order */
#define C_CROSS		(2 * NCLASS)		/* crossings said, per threshold kind */
#define C_VERDICT	(C_CROSS + NTH)
#define C_COUNTS	(C_VERDICT + 1)		/* handover-merge: the counts after the merge */
#define NKIND		(C_COUNTS + 1)

struct lines {
	char *text;
	char **l;
	size_t n;
};

static void
lines_split(struct lines *L, const char *text)
{
	char *p, *save = NULL;
	size_t cap = 0;

	L->text = strdup(text);
	L->l = NULL;
	L->n = 0;
	for (p = strtok_r(L->text, "\n", &save); p; p = strtok_r(NULL, "\n", &save)) {
		if (L->n == cap && !(L->l = realloc(L->l, (cap = cap ? 2 * cap : 64) * sizeof *L->l)))
			exit(2);
		L->l[L->n++] = p;
	}
}

static void
lines_free(struct lines *L)
{
	free(L->text);
	free(L->l);
}

static size_t
line_class(const char *l)
{
	size_t i, n;

	for (i = 0; i < LEN(classes); i++) {
		n = strlen(classes[i]);
		if (!strncmp(l, classes[i], n) && (l[n] == ' ' || !l[n]))
			return i;
	}
	return LEN(classes);
}

static const char *
kind_name(size_t k, char *buf, size_t len)
{
	if (k < NCLASS)
		snprintf(buf, len, "'%s' lines", k < LEN(classes) ? classes[k] : "other");
	else if (k < 2 * NCLASS)
		snprintf(buf, len, "'%s' lines in another order", k - NCLASS < LEN(classes) ? classes[k - NCLASS] :
		    "other");
	else if (k < C_VERDICT)
		snprintf(buf, len, "%s-threshold crossings said", th_names[k - C_CROSS]);
	else if (k == C_VERDICT)
		snprintf(buf, len, "DIMM verdicts at the last record");
	else
		snprintf(buf, len, "counts (count, lost, unplaced; each DIMM's ce ue untimed first last, "
		    "recent, and errors at its places: the cells' n and cells_over)");
	return buf;
}

static int
strp_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* what the first mismatch of a kind looked like */
struct first {
	size_t splits;		/* split points showing it */
	size_t j, k;		/* the first */
	char detail[2048];
};

struct result {
	size_t nsplit;
	struct first f[NKIND];
	int start_noted;
};

static void
describe_split(const struct stream *st, size_t j, size_t k, char *buf, size_t len)
{
	char a[200], b[200], c[200] = "";

	rec_text(&st->s[k - 1], a, sizeof a);
	if (k < st->n)
		rec_text(&st->s[k], b, sizeof b);
	else
		snprintf(b, sizeof b, "(end)");
	if (j)
		snprintf(c, sizeof c, "j=%zu, ", j);
	snprintf(buf, len, "%sk=%zu: after #%zu %s; next #%zu %s", c, k, k - 1, a, k, b);
}

/* lines of class c from L, into out (n of them) */
static size_t
class_lines(const struct lines *L, size_t c, char **out)
{
	size_t i, n = 0;

	for (i = 0; i < L->n; i++)
		if (line_class(L->l[i]) == c)
			out[n++] = L->l[i];
	return n;
}

static void
note(struct result *R, size_t kind, const struct stream *st, size_t j, size_t k, const char *fmt, ...)
{
	struct first *f = &R->f[kind];
	char where[700];
	va_list ap;
	size_t n;

	if (f->splits++)
		return;
	f->j = j, f->k = k;
	describe_split(st, j, k, where, sizeof where);
	n = (size_t)snprintf(f->detail, sizeof f->detail, "#   first at %s\n", where);
	va_start(ap, fmt);
	vsnprintf(f->detail + n, sizeof f->detail - n, fmt, ap);
	va_end(ap);
}

/* A (one run) against B (split at j, k): the classes of lines that differ */
static int
compare(struct result *R, const struct stream *st, size_t j, size_t k, const char *a, const char *b,
    const char *skip_start)
{
	struct lines A, B;
	char **la, **lb;
	size_t c, na, nb, i, shown;
	int bad = 0;
	char diff[1800];

	if (!strcmp(a, b))
		return 0;
	lines_split(&A, a);
	lines_split(&B, b);
	la = malloc((A.n + 1) * sizeof *la);
	lb = malloc((B.n + 1) * sizeof *lb);
	if (!la || !lb)
		exit(2);
	for (c = 0; c < NCLASS; c++) {
		na = class_lines(&A, c, la);
		nb = class_lines(&B, c, lb);
		for (i = 0; i < na && i < nb && !strcmp(la[i], lb[i]); i++)
			;
		if (i == na && i == nb)
			continue;
		if (skip_start && c == 1) {
			if (!R->start_noted++)
				printf("# note: %s: '%s' here, '%s' in the one run (not compared: the root daemon "
				    "keeps its own first start)\n", skip_start, nb ? lb[0] : "(none)", na ? la[0] : "(none)");
			continue;
		}
		size_t at = i, kind = c, d = 0;

		qsort(la, na, sizeof *la, strp_cmp);
		qsort(lb, nb, sizeof *lb, strp_cmp);
		for (i = 0; na == nb && i < na && !strcmp(la[i], lb[i]); i++)
			;
		diff[0] = '\0';
		if (na == nb && i == na) {
			kind = NCLASS + c;	/* the same lines, in another order: the first places they differ */
			na = class_lines(&A, c, la);
			nb = class_lines(&B, c, lb);
			for (i = at, shown = 0; shown < 3 && d < sizeof diff && (i < na || i < nb); i++) {
				if (i < na && i < nb && !strcmp(la[i], lb[i]))
					continue;
				d += (size_t)snprintf(diff + d, sizeof diff - d, "#   one run:  %.300s\n#   restarts: %.300s\n",
				    i < na ? la[i] : "(none)", i < nb ? lb[i] : "(none)");
				shown++;
			}
		} else {		/* other lines: the first (in sorted order) only one side has */
			size_t x = 0, y = 0, sa = 0, sb = 0;
			int cmp;

			while ((x < na || y < nb) && d < sizeof diff && (sa < 3 || sb < 3)) {
				cmp = x == na ? 1 : y == nb ? -1 : strcmp(la[x], lb[y]);
				if (!cmp) {
					x++, y++;
				} else if (cmp < 0) {
					if (sa++ < 3)
						d += (size_t)snprintf(diff + d, sizeof diff - d, "#   one run only:  %.300s\n",
						    la[x]);
					x++;
				} else {
					if (sb++ < 3)
						d += (size_t)snprintf(diff + d, sizeof diff - d, "#   restarts only: %.300s\n",
						    lb[y]);
					y++;
				}
			}
		}
		note(R, kind, st, j, k, "%s", diff);
		bad = 1;
	}
	free(la);
	free(lb);
	lines_free(&A);
	lines_free(&B);
	return bad;
}

/*
 * The counts a merge on import must keep, whatever else it does: "count" lines (as a set),
 * "lost", "unplaced"; per DIMM (by key) ce ue untimed first last, its "recent" line, and the
 * errors at its places (the cells' n and cells_over: which places are kept may differ).
 */
static char *
counts_view(const char *text)
{
	struct lines L;
	char **out, *v, key[200] = "", *w[16], copy[1024];
	size_t i, n = 0, len = 0, nw;
	uint64_t places = 0, over = 0;
	int in_dimm = 0;

	lines_split(&L, text);
	if (!(out = calloc(L.n + 2, sizeof *out)))
		exit(2);
	for (i = 0; i <= L.n; i++) {
		size_t c = i < L.n ? line_class(L.l[i]) : NCLASS;

		if (in_dimm && (i == L.n || c == 8)) {	/* the DIMM before ends */
			if (asprintf(&out[n++], "%s places %" PRIu64, key, places + over) < 0)
				exit(2);
			in_dimm = 0;
		}
		if (i == L.n)
			break;
		snprintf(copy, sizeof copy, "%s", L.l[i]);
		for (nw = 0, v = strtok(copy, " "); v && nw < LEN(w); v = strtok(NULL, " "))
			w[nw++] = v;
		if (c == 3 || c == 2 || c == 7) {		/* count, lost, unplaced */
			out[n++] = strdup(L.l[i]);
		} else if (c == 8 && nw >= 11) {		/* dimm CE UE UNTIMED FIRST LAST OVER R W WT KEY ... */
			snprintf(key, sizeof key, "dimm %s", w[10]);
			over = strtoull(w[6], NULL, 10);
			places = 0;
			in_dimm = 1;
			if (asprintf(&out[n++], "%s ce %s ue %s untimed %s first %s last %s", key, w[1], w[2], w[3],
			    w[4], w[5]) < 0)
				exit(2);
		} else if (c == 9 && in_dimm) {		/* recent */
			if (asprintf(&out[n++], "%s %s", key, L.l[i]) < 0)
				exit(2);
		} else if (c == 10 && in_dimm && nw >= 7) {	/* cell ADDR RANK BANK ROW COL N ... */
			places += strtoull(w[6], NULL, 10);
		}
	}
	qsort(out, n, sizeof *out, strp_cmp);
	for (i = 0; i < n; i++)
		len += strlen(out[i]) + 1;
	if (!(v = malloc(len + 1)))
		exit(2);
	for (v[0] = '\0', len = 0, i = 0; i < n; i++) {
		len += (size_t)sprintf(v + len, "%s\n", out[i]);
		free(out[i]);
	}
	free(out);
	lines_free(&L);
	return v;
}

static int
compare_counts(struct result *R, const struct stream *st, size_t j, size_t k, const char *a, const char *b)
{
	char *va = counts_view(a), *vb = counts_view(b), diff[1800] = "";
	struct lines A, B;
	size_t i, d = 0, shown = 0;
	int bad = strcmp(va, vb) != 0;

	if (bad) {
		lines_split(&A, va);
		lines_split(&B, vb);
		for (i = 0; shown < 3 && d < sizeof diff && (i < A.n || i < B.n); i++) {
			if (i < A.n && i < B.n && !strcmp(A.l[i], B.l[i]))
				continue;
			d += (size_t)snprintf(diff + d, sizeof diff - d, "#   one run:  %.300s\n#   restarts: %.300s\n",
			    i < A.n ? A.l[i] : "(none)", i < B.n ? B.l[i] : "(none)");
			shown++;
		}
		note(R, C_COUNTS, st, j, k, "%s", diff);
		lines_free(&A);
		lines_free(&B);
	}
	free(va);
	free(vb);
	return bad;
}

/* verdicts of each DIMM of A at time now, against B's */
static int
compare_verdicts(struct result *R, const struct stream *st, size_t j, size_t k, const struct counters *a,
    const struct counters *b, double now)
{
	char wa[200], wb[200], diff[1200] = "";
	size_t i, n = 0;
	int va, vb, bad = 0;

	for (i = 0; i < a->ndimm; i++) {
		struct dimm_count *kb = dimm_find((struct counters *)b, a->dimm[i].key, 0);

		va = dimm_verdict(&a->dimm[i], now, wa, sizeof wa);
		vb = kb ? dimm_verdict(kb, now, wb, sizeof wb) : -1;
		if (!kb)
			snprintf(wb, sizeof wb, "no such DIMM");
		if (va == vb && !strcmp(wa, wb))
			continue;
		if (n < sizeof diff)
			n += (size_t)snprintf(diff + n, sizeof diff - n, "#   %s: one run %s (%s), restarts %s (%s)\n",
			    a->dimm[i].key, verdict_names[va], wa, vb >= 0 ? verdict_names[vb] : "-", wb);
		bad = 1;
	}
	if (bad)
		note(R, C_VERDICT, st, j, k, "%s", diff);
	return bad;
}

static int
compare_crossings(struct result *R, const struct stream *st, size_t j, size_t k, const uint64_t *a,
    const uint64_t *b)
{
	int kind, bad = 0;

	for (kind = 0; kind < NTH; kind++)
		if (a[kind] != b[kind]) {
			note(R, C_CROSS + kind, st, j, k, "#   one run %" PRIu64 ", restarts %" PRIu64 " in all\n",
			    a[kind], b[kind]);
			bad = 1;
		}
	return bad;
}

/* ---- the property ------------------------------------------------------------ */

enum sp_mode { M_RESTART, M_HANDOVER, M_MERGE, SP_NMODES };
static const char *const sp_mode_names[] = { "restart", "handover", "handover-merge" };

static size_t nsplits = 300;
static uint64_t all_cross[NTH];	/* crossings of all the streams' one runs */
static int verbose;
static int failed;

/* split points: nk of them spread over 1..n-1 (all of them when fewer) */
static size_t
spread(size_t n, size_t nk, size_t *k)
{
	size_t i, m = 0;

	if (n < 2)
		return 0;
	if (nk >= n - 1) {
		for (i = 1; i < n; i++)
			k[m++] = i;
		return m;
	}
	for (i = 0; i < nk; i++) {
		size_t v = 1 + (i * (n - 2) + (nk - 1) / 2) / (nk - 1 ? nk - 1 : 1);

		if (!m || v > k[m - 1])
			k[m++] = v;
	}
	return m;
}

struct one_run {
	char *state;
	uint64_t cross[NTH];
	struct proc *p;		/* kept for the verdicts */
	double end;		/* the last record's time */
};

static void
report(const struct stream *st, const char *what, enum sp_mode mode, struct result *R, int info)
{
	size_t k;
	int any = 0;
	char name[400];

	for (k = 0; k < NKIND; k++) {
		if (!R->f[k].splits)
			continue;
		any = 1;
		failed |= !info;
		printf("%s - %s %s: %s differ at %zu of %zu split points\n%s", info ? "# info" : "FAIL", what,
		    sp_mode_names[mode], kind_name(k, name, sizeof name), R->f[k].splits, R->nsplit, R->f[k].detail);
	}
	if (!any && info)
		printf("# info - %s %s: %zu split points: state files, crossings and verdicts as in one run\n",
		    what, sp_mode_names[mode], R->nsplit);
	else if (!any)
		printf("ok - %s %s: %zu split points, %zu records: %s as in one run\n", what, sp_mode_names[mode],
		    R->nsplit, st->n, mode == M_MERGE ? "the counts after the merge" :
		    "state files, crossings and verdicts");
}

static void
run_restart(const struct stream *st, const struct one_run *A, const char *what)
{
	struct result R;
	size_t *ks = malloc(st->n * sizeof *ks), nk, i, at = 0;
	struct proc *P = proc_start(1.5e9), *Q;
	uint64_t cross[NTH];
	char *mid, *end, path[PATH_MAX];

	memset(&R, 0, sizeof R);
	nk = spread(st->n, nsplits, ks);
	snprintf(path, sizeof path, "%s/mid", dir);
	for (i = 0; i < nk; i++) {
		/* the first daemon: [0,k) (P goes on from the last split: the same records, in order) */
		proc_feed(P, st, at, ks[i]);
		at = ks[i];
		mid = proc_save(P, "mid");
		free(mid);
		/* the second: a fresh daemon started later, the state file loaded, [k,n) */
		Q = proc_start(1.5e9 + 1e6);
		if (proc_load(Q, path) < 0)
			exit(2);
		proc_feed(Q, st, ks[i], st->n);
		end = proc_save(Q, "end");
		memcpy(cross, P->cfg.page.crossings, sizeof cross);
		crossings_add(cross, Q);
		R.nsplit++;
		compare(&R, st, 0, ks[i], A->state, end, NULL);
		compare_crossings(&R, st, 0, ks[i], A->cross, cross);
		compare_verdicts(&R, st, 0, ks[i], &A->p->d.cnt, &Q->d.cnt, A->end);
		free(end);
		proc_end(Q);
	}
	proc_end(P);
	free(ks);
	report(st, what, M_RESTART, &R, 0);
}

/*
 * handover: the early daemon did [j,k) from zero; the root daemon had done
 * [0,j) in an earlier boot (j = 0: it has no state), loads its state,
 * imports the early one from dir/early (early_import: dir/early/state),
 * does [k,n).  A reboot is at a quiet point: at least REBOOT_GAP seconds
 * after the record before, and not between two reports of one error.
 * handover-merge passes when the counts after the merge are the one run's;
 * the rest is said as "# info" (the early daemon cannot see the root
 * daemon's history: its windows, crossings and verdicts are its own).
 */
#define REBOOT_GAP	120
static void
run_handover(const struct stream *st, const struct one_run *A, const char *what, enum sp_mode mode)
{
	struct result R, I;
	size_t *ks = malloc(st->n * sizeof *ks), nk, nj = 0, i, ji, at = 0, js[16], q, quiet[16];
	struct proc *P = proc_start(1.5e9), *E, *Q;
	uint64_t cross[NTH], pcross[NTH];
	char *s, *end, rootpath[PATH_MAX], early[PATH_MAX + 8], epath[PATH_MAX + 16];

	memset(&R, 0, sizeof R);
	memset(&I, 0, sizeof I);
	snprintf(early, sizeof early, "%s/early", dir);
	snprintf(epath, sizeof epath, "%s/state", early);
	snprintf(rootpath, sizeof rootpath, "%s/root", dir);
	if (mkdir(early, 0700) < 0 && errno != EEXIST)
		exit(2);
	if (mode == M_HANDOVER) {
		nj = 1, js[0] = 0;
	} else {	/* 9 reboots spread over the first 90 %: the first quiet point at or after each */
		for (q = spread(st->n * 9 / 10, LEN(quiet), quiet), ji = 0; ji < q && nj < 9; ji++) {
			for (i = quiet[ji]; i < st->n && (st->s[i].paired || st->s[i].ev == EV_LOST ||
			    st->s[i].r.v[F_WALLTIME] < st->s[i - 1].r.v[F_WALLTIME] + REBOOT_GAP); i++)
				;
			if (i < st->n * 9 / 10 && (!nj || i > js[nj - 1]))
				js[nj++] = i;
		}
	}
	for (ji = 0; ji < nj; ji++) {
		size_t j = js[ji];

		/* the root daemon's earlier boot: [0,j) */
		proc_feed(P, st, at, j);
		at = j;
		memcpy(pcross, P->cfg.page.crossings, sizeof pcross);
		if (j)
			free(proc_save(P, "root"));
		/* the early daemon's split points: spread over (j, n) */
		nk = spread(st->n - j, mode == M_HANDOVER ? nsplits : (nsplits + nj - 1) / nj, ks);
		for (i = 0; i < nk; i++) {
			size_t k = j + ks[i];

			E = proc_start(1.5e9 + 2e6);
			proc_feed(E, st, j, k);
			s = proc_save(E, "early/state");
			free(s);
			Q = proc_start(1.5e9 + 2e6 + 60);
			if (j && proc_load(Q, rootpath) < 0)
				exit(2);
			early_import(&Q->d, early);
			if (access(epath, F_OK) == 0) {
				fprintf(stderr, "state_prop: early_import did not take %s\n", epath);
				exit(2);
			}
			proc_feed(Q, st, k, st->n);
			end = proc_save(Q, "end");
			memcpy(cross, pcross, sizeof cross);
			crossings_add(cross, E);
			crossings_add(cross, Q);
			R.nsplit++;
			I.nsplit++;
			if (mode == M_MERGE)
				compare_counts(&R, st, j, k, A->state, end);
			compare(mode == M_MERGE ? &I : &R, st, j, k, A->state, end, j == 0 ? "handover" : NULL);
			compare_crossings(mode == M_MERGE ? &I : &R, st, j, k, A->cross, cross);
			compare_verdicts(mode == M_MERGE ? &I : &R, st, j, k, &A->p->d.cnt, &Q->d.cnt, A->end);
			free(end);
			proc_end(E);
			proc_end(Q);
		}
	}
	proc_end(P);
	free(ks);
	report(st, what, mode, &R, 0);
	if (mode == M_MERGE)
		report(st, what, mode, &I, 1);
}

/* What the stream exercised in the one run: said, and a stream that does not reach what the
 * property is about fails (a generator gone soft proves nothing). */
static void
coverage(const struct stream *st, const struct one_run *A, const char *what)
{
	const struct counters *c = &A->p->d.cnt;
	size_t i, wrap = 0, past50 = 0, verdicts[3] = { 0 }, buckets = 0, paired = 0;
	char why[200];
	int k, ok;

	for (i = 0; i < c->ndimm; i++) {
		wrap += c->dimm[i].nrecent > DIMM_RECENT && c->dimm[i].nrecent % DIMM_RECENT;
		past50 += c->dimm[i].nrecent > 2 * DIMM_RECENT;
		verdicts[dimm_verdict(&c->dimm[i], A->end, why, sizeof why)]++;
	}
	for (i = 0; i < BUCKETS; i++)
		buckets += A->p->cfg.page.b[i].start > 0;
	for (i = 0; i < st->n; i++) {
		const struct srec *e = &st->s[i];
		struct mce_record r = e->r;
		struct decoded own;
		const struct decoded *dec;
		const struct smbios_dimm *slot;
		const char *basis;
		int want_sev, ok_sev;
		char t[240];

		paired += e->paired;
		if (e->ev == EV_LOST)
			continue;
		if (r.kind == KIND_MEM)
			r.mem = &e->m;
		/* the records are what the generator meant: graded, memory or not, placed on their DIMM */
		dec = decode_any(NULL, &r, &sp_model, &own);
		slot = dec->memory ? record_slot(&r, dec, &basis) : NULL;
		want_sev = e->ev == EV_MCE_UE || (r.kind == KIND_MEM && e->m.v[M_SEV] == MSEV_UNCORRECTED);
		ok_sev = want_sev ? dec->sev >= SEV_DEFERRED : dec->sev == SEV_CORRECTED;
		if (!ok_sev || dec->memory != (e->ev != EV_CACHE) ||
		    (e->dimm >= 0 ? slot != &sp_slot[e->dimm] : slot != NULL) ||
		    (r.kind == KIND_MCE && e->ev != EV_CACHE && !dram_error(&r, dec))) {
			rec_text(e, t, sizeof t);
			printf("FAIL - %s: record %zu (%s) decodes as %s, %s, placed on %s\n", what, i, t,
			    severity_names[dec->sev], dec->memory ? "memory" : "not memory",
			    slot && slot->str[T17_LOCATOR] ? slot->str[T17_LOCATOR] : "no slot");
			failed = 1;
			break;
		}
	}
	printf("# %s: %zu records (%zu the second report of an error), %zu DIMMs counted, %zu with the recent "
	    "ring wrapped at a count not a multiple of 25, %zu past 50; verdicts ok %zu watch %zu replace %zu; "
	    "%zu buckets; crossings", what, st->n, paired, c->ndimm, wrap, past50, verdicts[V_OK],
	    verdicts[V_WATCH], verdicts[V_REPLACE], buckets);
	for (k = 0; k < NTH; k++)
		printf(" %s %" PRIu64, th_names[k], A->cross[k]);
	printf("\n");
	ok = c->ndimm == NDIMM && wrap && past50 && A->cross[TH_PAGE] && A->cross[TH_DIMM] && A->cross[TH_ROW] &&
	    c->unplaced[0] && c->lost && c->used && verdicts[V_WATCH] + verdicts[V_REPLACE];
	for (k = 0; k < NTH; k++)
		all_cross[k] += A->cross[k];
	if (!ok) {
		failed = 1;
		printf("FAIL - %s: the stream does not reach what the property is about (4 DIMMs, a recent ring "
		    "wrapped at a count not a multiple of 25 and one past 50, page, DIMM and row crossings, a verdict, "
		    "unplaced and lost records)\n", what);
	}
}

static void
one_stream(unsigned seed, int steps, int wide, size_t errors)
{
	struct stream st = { seed, steps, wide, 0, NULL };
	struct one_run A;
	char what[64];
	size_t i;
	int m;

	gen(&st, errors);
	snprintf(what, sizeof what, "seed %u%s%s", seed, steps ? " (clock steps back)" : "",
	    wide ? " (many places)" : "");
	if (verbose)
		for (i = 0; i < st.n; i++) {
			char t[240];

			rec_text(&st.s[i], t, sizeof t);
			printf("#   %4zu %s\n", i, t);
		}
	/* A: one daemon, the whole stream */
	A.p = proc_start(1.5e9);
	proc_feed(A.p, &st, 0, st.n);
	A.state = proc_save(A.p, "one");
	memcpy(A.cross, A.p->cfg.page.crossings, sizeof A.cross);
	for (A.end = 0, i = 0; i < st.n; i++)
		A.end = MAX(A.end, (double)st.s[i].r.v[F_WALLTIME]);
	coverage(&st, &A, what);
	for (m = 0; m < SP_NMODES; m++) {
		if (m == M_RESTART)
			run_restart(&st, &A, what);
		else
			run_handover(&st, &A, what, m);
		fflush(stdout);
	}
	free(A.state);
	proc_end(A.p);
	free(st.s);
}

/* the temporary directory goes, whatever way the program ends */
static void
cleanup(void)
{
	char cmd[PATH_MAX + 16];

	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	if (dir[0] && system(cmd) != 0)
		fprintf(stderr, "state_prop: could not remove %s\n", dir);
}

int
main(int argc, char **argv)
{
	static const struct { unsigned seed; int steps, wide; size_t errors; } streams[] = {
		{ 1, 0, 0, 260 }, { 2, 0, 0, 260 }, { 3, 0, 0, 260 }, { 4, 1, 0, 260 }, { 5, 0, 1, 400 },
	};
	const char *tmp = getenv("TMPDIR");
	long only = -1;
	size_t i;
	int ch;

	while ((ch = getopt(argc, argv, "s:k:v")) != -1)
		switch (ch) {
		case 's': only = strtol(optarg, NULL, 10); break;
		case 'k': nsplits = (size_t)strtoul(optarg, NULL, 10); break;
		case 'v': verbose = 1; break;
		default:
			fprintf(stderr, "usage: state_prop [-s SEED] [-k SPLITS] [-v]\n");
			return 2;
		}
	if (access("/dev/shm", W_OK) == 0)
		tmp = "/dev/shm";	/* a few thousand state files, each fsync'd */
	snprintf(dir, sizeof dir, "%s/state_prop.XXXXXX", tmp ? tmp : "/tmp");
	if (!mkdtemp(dir)) {
		fprintf(stderr, "state_prop: mkdtemp %s: %s\n", dir, strerror(errno));
		return 2;
	}
	atexit(cleanup);
	sp_machine();
	for (i = 0; i < LEN(streams); i++)
		if (only < 0 || (unsigned long)only == streams[i].seed)
			one_stream(streams[i].seed, streams[i].steps, streams[i].wide, streams[i].errors);
	if (only < 0 && (!all_cross[TH_CPU] || !all_cross[TH_RANK] || !all_cross[TH_SOCKET] || !all_cross[TH_NODE])) {
		failed = 1;
		printf("FAIL - streams: no stream crosses a CPU, rank, socket or node threshold\n");
	}
	printf("%s\n", failed ? "state_prop: FAILED" : "state_prop: all ok");
	return failed;
}
