/*
 * Tests of the tracefs source: the ftrace page parser on real pages of a
 * 6.1 kernel (tests/tracefs/linux-6.1, checked against the kernel's own
 * text of them) and on built pages (time extend, absolute stamps, padding,
 * other events, missed events, truncated and corrupt pages, random bytes),
 * then the source end to end on a fake tracefs directory.
 *
 *   tracefs_test [FIXTURE_DIR]      (default tests/tracefs/linux-6.1)
 */
#define RAS_NO_MAIN
#include "../ras.c"
#include <sys/resource.h>

#include "check.h"

#define MAXREC	64

/* what the consumer was handed */
struct got {
	struct mce_record r[MAXREC];
	int n;
	uint64_t lost;
	int lost_calls;
	char why[256];
};

static void
got_record(void *ctx, const struct mce_record *r)
{
	struct got *g = ctx;

	if (g->n < MAXREC) {
		g->r[g->n] = *r;
		g->r[g->n].raw = NULL;	/* valid only in the callback */
	}
	g->n++;
}

static void
got_lost(void *ctx, int cpu, uint64_t n, const char *why)
{
	struct got *g = ctx;

	(void)cpu;
	g->lost += n;
	g->lost_calls++;
	snprintf(g->why, sizeof g->why, "%s", why);
}

static const char *fixture = "tests/tracefs/linux-6.1";
static struct trace_layout tl;
static struct tp_format fmt;

static char *
fixture_file(const char *name, size_t *len)
{
	char path[PATH_MAX];
	char *t;

	snprintf(path, sizeof path, "%s/%s", fixture, name);
	if (!(t = slurp(path, len))) {
		fprintf(stderr, "%s: %s\n", path, strerror(errno));
		exit(1);
	}
	return t;
}

static void
test_headers(void)
{
	char err[512], *page = fixture_file("events/header_page", NULL);
	char *event = fixture_file("events/header_event", NULL), *text;
	struct trace_layout bad;
	size_t len;

	CHECK(parse_header_page(page, "header_page", &tl, err, sizeof err) == 0, "%s", err);
	CHECK(tl.ts_off == 0 && tl.ts_size == 8, "timestamp %u+%u", tl.ts_off, tl.ts_size);
	CHECK(tl.commit_off == 8 && tl.commit_size == 8, "commit %u+%u", tl.commit_off, tl.commit_size);
	CHECK(tl.data_off == 16 && tl.page_size == 4096, "data %u page %u", tl.data_off, tl.page_size);
	CHECK(parse_header_event(event, "header_event", &tl, err, sizeof err) == 0, "%s", err);
	CHECK(tl.type_max == 28 && tl.type_padding == 29 && tl.type_extend == 30 &&
	    tl.type_stamp == 31, "types %u %u %u %u", tl.type_max, tl.type_padding,
	    tl.type_extend, tl.type_stamp);
	/* a 32-bit kernel: 4-byte commit, data at 12 */
	CHECK(parse_header_page("\tfield: u64 timestamp;\toffset:0;\tsize:8;\tsigned:0;\n"
	    "\tfield: local_t commit;\toffset:8;\tsize:4;\tsigned:1;\n"
	    "\tfield: char data;\toffset:12;\tsize:4084;\tsigned:1;\n", "hp32", &bad, err,
	    sizeof err) == 0 && bad.commit_size == 4 && bad.page_size == 4096, "%s", err);
	CHECK(parse_header_page("\tfield: u64 timestamp;\toffset:0;\tsize:8;\tsigned:0;\n",
	    "hp", &bad, err, sizeof err) < 0 && strstr(err, "commit"), "%s", err);
	CHECK(parse_header_page("\tfield: u64 timestamp;\toffset:0;\tsize:8;\n"
	    "\tfield: local_t commit;\toffset:8;\tsize:8;\n\tfield: char data;\toffset:4;\tsize:4080;\n",
	    "hp", &bad, err, sizeof err) < 0, "overlapping data accepted");
	CHECK(parse_header_event("\ttype        :    2 bits\n\tlen         :    3 bits\n", "he",
	    &bad, err, sizeof err) < 0 && strstr(err, "older"), "%s", err);
	CHECK(parse_header_event("\ttype_len    :    5 bits\n\ttime_delta  :   27 bits\n"
	    "\tpadding     : type == 29\n\ttime_extend : type == 30\n\tdata max type_len  == 28\n",
	    "he", &bad, err, sizeof err) == 0 && bad.type_stamp == 0, "pre-4.17 header: %s", err);
	text = fixture_file("events/mce/mce_record/format", &len);
	CHECK(parse_format(text, len, "format", &fmt, err, sizeof err) == 0 && fmt.id == 113, "%s", err);
	fmt.text = text;
	fmt.textlen = len;
	free(page);
	free(event);
}

/* One line of the kernel's `trace` text: the values we must have read. */
struct expect {
	int cpu;
	uint64_t usec;
	uint64_t v[NFIELDS];
};

static int
parse_trace_line(const char *line, struct expect *e)
{
	unsigned long long sec, usec, mcgcap, mcgstatus, status, ipid, addr, misc, synd, ip, tsc, wall;
	unsigned cpu, rcpu, bank, cs, vendor, cpuid, socket, apic;
	const char *p = strchr(line, '[');

	if (!p || sscanf(p, "[%u] %*s %llu.%llu: mce_record: CPU: %u, MCGc/s: %llx/%llx, MC%u: %llx, "
	    "IPID: %llx, ADDR/MISC/SYND: %llx/%llx/%llx, RIP: %x:<%llx>, TSC: %llx, PROCESSOR: %u:%x, "
	    "TIME: %llu, SOCKET: %u, APIC: %x", &rcpu, &sec, &usec, &cpu, &mcgcap, &mcgstatus, &bank,
	    &status, &ipid, &addr, &misc, &synd, &cs, &ip, &tsc, &vendor, &cpuid, &wall, &socket,
	    &apic) != 20)
		return -1;
	memset(e, 0, sizeof *e);
	e->cpu = rcpu;
	e->usec = sec * 1000000 + usec;
	e->v[F_CPU] = cpu; e->v[F_MCGCAP] = mcgcap; e->v[F_MCGSTATUS] = mcgstatus;
	e->v[F_BANK] = bank; e->v[F_STATUS] = status; e->v[F_IPID] = ipid; e->v[F_ADDR] = addr;
	e->v[F_MISC] = misc; e->v[F_SYND] = synd; e->v[F_CS] = cs; e->v[F_IP] = ip;
	e->v[F_TSC] = tsc; e->v[F_CPUVENDOR] = vendor; e->v[F_CPUID] = cpuid;
	e->v[F_WALLTIME] = wall; e->v[F_SOCKETID] = socket; e->v[F_APICID] = apic;
	return 0;
}

static void
check_against_trace(const struct mce_record *r, const struct expect *e, const char *what)
{
	static const int f[] = { F_CPU, F_MCGCAP, F_MCGSTATUS, F_BANK, F_STATUS, F_IPID, F_ADDR,
	    F_MISC, F_SYND, F_CS, F_IP, F_TSC, F_CPUVENDOR, F_CPUID, F_WALLTIME, F_SOCKETID, F_APICID };
	size_t i;

	CHECK(r->src_cpu == e->cpu, "%s: src_cpu %d, trace says %d", what, r->src_cpu, e->cpu);
	/* the kernel prints microseconds, rounded (ns2usecs) */
	CHECK((r->time_ns + 500) / 1000 == e->usec, "%s: time %" PRIu64 " ns, trace says %" PRIu64 " us",
	    what, r->time_ns, e->usec);
	for (i = 0; i < LEN(f); i++)
		CHECK(HAS(r, f[i]) && r->v[f[i]] == e->v[f[i]], "%s: %s = %#" PRIx64 ", trace says %#"
		    PRIx64, what, fields[f[i]].name, r->v[f[i]], e->v[f[i]]);
}

/* The real pages against the kernel's text: every record, every field, the time. */
static void
test_real_pages(void)
{
	struct expect exp[8];
	struct got g[2];
	int nexp = 0, cpu, i, seen[8] = { 0 };
	char *text = fixture_file("trace", NULL), *line, *save = NULL;

	for (line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save))
		if (line[0] != '#' && nexp < 8)
			CHECK(parse_trace_line(line, &exp[nexp++]) == 0, "cannot parse '%s'", line);
	CHECK(nexp == 4, "%d lines in trace", nexp);
	for (cpu = 0; cpu < 2; cpu++) {
		char name[64];
		size_t len;
		unsigned char *page;
		struct consumer c = { got_record, got_lost, &g[cpu] };
		struct page_stats st = { 0 };

		snprintf(name, sizeof name, "per_cpu/cpu%d/trace_pipe_raw", cpu);
		page = (unsigned char *)fixture_file(name, &len);
		memset(&g[cpu], 0, sizeof g[cpu]);
		CHECK(len == 4096, "%s: %zu bytes", name, len);
		CHECK(trace_page_parse(&tl, &fmt, page, len, &(struct ring){ .cpu = cpu, .prov = PROV_LIVE }, &c,
		    &st, NULL) == 0, "cpu%d page", cpu);
		CHECK(g[cpu].n == 2 && st.records == 2 && st.other == 0 && g[cpu].lost_calls == 0,
		    "cpu%d: %d records, %" PRIu64 " other, %d lost calls", cpu, g[cpu].n, st.other,
		    g[cpu].lost_calls);
		for (i = 0; i < g[cpu].n && i < 2; i++) {
			int k;

			/* the expected line: same buffer, same time */
			for (k = 0; k < nexp; k++)
				if (exp[k].cpu == cpu && exp[k].usec == (g[cpu].r[i].time_ns + 500) / 1000)
					break;
			CHECK(k < nexp, "cpu%d record %d (time %" PRIu64 ") not in trace", cpu, i,
			    g[cpu].r[i].time_ns);
			if (k < nexp) {
				seen[k]++;
				check_against_trace(&g[cpu].r[i], &exp[k], name);
			}
		}
		free(page);
	}
	for (i = 0; i < nexp; i++)
		CHECK(seen[i] == 1, "trace line %d matched %d times", i, seen[i]);
	/* the second record of cpu0 came after a time extend: 6.301107 */
	CHECK(g[0].r[1].time_ns == 6301107150ULL, "time after extend %" PRIu64, g[0].r[1].time_ns);
	free(text);
}

/* A page builder: the kernel's writer side, for the cases real pages lack. */
struct pb {
	unsigned char p[8192];
	size_t off;		/* next event, from the page start */
};

static void
pb_init(struct pb *b, uint64_t ts)
{
	memset(b, 0, sizeof *b);
	memcpy(b->p, &ts, 8);
	b->off = 16;
}

static void
pb_word(struct pb *b, uint32_t w)
{
	memcpy(b->p + b->off, &w, 4);
	b->off += 4;
}

static uint32_t
ev_word(unsigned type, uint32_t delta)
{
	return type | delta << 5;
}

/* An mce_record (or another event when type_id differs) of the format's size. */
static void
pb_record(struct pb *b, uint32_t delta, uint16_t type_id, uint64_t status, size_t size, int big)
{
	unsigned char raw[512];
	size_t len = (size + 3) & ~(size_t)3;

	memset(raw, 0, sizeof raw);
	memcpy(raw, &type_id, 2);
	if (size >= fmt.size) {
		memcpy(raw + fmt.f[fmt.idx[F_STATUS]].offset, &status, 8);
		raw[fmt.f[fmt.idx[F_BANK]].offset] = 4;
	}
	if (big || len > 28 * 4) {
		pb_word(b, ev_word(0, delta));
		pb_word(b, len + 4);	/* array[0] counts itself */
	} else {
		pb_word(b, ev_word(len / 4, delta));
	}
	memcpy(b->p + b->off, raw, len);
	b->off += len;
}

static void
pb_commit(struct pb *b, uint64_t flags)
{
	uint64_t commit = (b->off - 16) | flags;

	memcpy(b->p + 8, &commit, 8);
}

static int
pb_parse(struct pb *b, size_t n, struct got *g, struct page_stats *st)
{
	struct consumer c = { got_record, got_lost, g };

	memset(g, 0, sizeof *g);
	memset(st, 0, sizeof *st);
	return trace_page_parse(&tl, &fmt, b->p, n, &(struct ring){ .cpu = 3, .prov = PROV_LIVE }, &c, st, NULL);
}

static void
test_built_pages(void)
{
	struct pb b;
	struct got g;
	struct page_stats st;
	uint64_t base = 1000000000ULL, abs_ts = 0x0123456789abcULL, missed = 17;
	size_t size = fmt.size;

	/* deltas, a time extend, a discarded event, a big (type_len 0) record, another event */
	pb_init(&b, base);
	pb_record(&b, 5, 113, 0x9c00000000010090ULL, size, 0);
	pb_word(&b, ev_word(30, 0x123));	/* extend: 0x7 << 27 | 0x123 */
	pb_word(&b, 0x7);
	pb_record(&b, 0, 113, 0x9c00000000010091ULL, size, 0);
	pb_word(&b, ev_word(29, 9));		/* discarded: 16 bytes, its delta counts */
	pb_word(&b, 12);
	pb_word(&b, 0xdeadbeef);
	pb_word(&b, 0xdeadbeef);
	pb_record(&b, 1, 42, 0, 24, 0);		/* another tracepoint, shorter than ours */
	pb_record(&b, 2, 113, 0x9c00000000010092ULL, size, 1);
	pb_commit(&b, 0);
	CHECK(pb_parse(&b, 4096, &g, &st) == 0, "built page");
	CHECK(g.n == 3 && st.other == 1 && g.lost_calls == 0, "%d records, %" PRIu64 " other, "
	    "%d lost calls (%s)", g.n, st.other, g.lost_calls, g.why);
	CHECK(g.r[0].time_ns == base + 5, "first %" PRIu64, g.r[0].time_ns);
	CHECK(g.r[1].time_ns == base + 5 + (7ULL << 27 | 0x123), "after extend %" PRIu64,
	    g.r[1].time_ns);
	CHECK(g.r[2].time_ns == g.r[1].time_ns + 9 + 1 + 2, "after padding %" PRIu64, g.r[2].time_ns);
	CHECK(g.r[2].v[F_STATUS] == 0x9c00000000010092ULL && g.r[2].v[F_BANK] == 4 &&
	    g.r[2].src_cpu == 3, "big record %#" PRIx64, g.r[2].v[F_STATUS]);

	/* an absolute stamp, then null padding to the end of the page */
	pb_init(&b, (1ULL << 60) | base);
	pb_word(&b, ev_word(31, (uint32_t)(abs_ts & ((1u << 27) - 1))));
	pb_word(&b, (uint32_t)(abs_ts >> 27));
	pb_record(&b, 3, 113, 0x9c00000000010093ULL, size, 0);
	pb_word(&b, ev_word(29, 0));		/* padding: nothing after it is read */
	pb_record(&b, 0, 113, 0xbad, size, 0);
	pb_commit(&b, 0);
	CHECK(pb_parse(&b, 4096, &g, &st) == 0 && g.n == 1, "absolute stamp page: %d records", g.n);
	CHECK(g.r[0].time_ns == ((1ULL << 60) | abs_ts) + 3, "absolute %#" PRIx64, g.r[0].time_ns);

	/* missed events, count stored after the last event */
	pb_init(&b, base);
	pb_record(&b, 0, 113, 0x9c00000000010094ULL, size, 0);
	memcpy(b.p + b.off, &missed, 8);
	pb_commit(&b, RB_MISSED_EVENTS | RB_MISSED_STORED);
	CHECK(pb_parse(&b, 4096, &g, &st) == 0 && g.n == 1, "missed page: %d records", g.n);
	CHECK(g.lost == missed && st.lost == missed && g.lost_calls == 1, "lost %" PRIu64, g.lost);

	/* missed, count not stored: reported, count unknown */
	pb_commit(&b, RB_MISSED_EVENTS);
	CHECK(pb_parse(&b, 4096, &g, &st) == 0 && g.n == 1 && g.lost_calls == 1 &&
	    st.lost_unknown == 1 && strstr(g.why, "unknown"), "unknown count: %s", g.why);

	/* truncated: the read returned less than the header says */
	pb_commit(&b, 0);
	CHECK(pb_parse(&b, b.off - 1, &g, &st) < 0 && g.n == 0 && g.lost_calls == 1 &&
	    strstr(g.why, "corrupt"), "truncated page: %s", g.why);
	CHECK(pb_parse(&b, 10, &g, &st) < 0 && g.lost_calls == 1, "10-byte page");
	CHECK(pb_parse(&b, 0, &g, &st) < 0, "empty read");

	/* commit beyond the page, an event running past the commit */
	pb_init(&b, base);
	pb_commit(&b, 0);
	memcpy(b.p + 8, &(uint64_t){ 5000 }, 8);
	CHECK(pb_parse(&b, 4096, &g, &st) < 0, "commit larger than the page");
	pb_init(&b, base);
	pb_record(&b, 0, 113, 0x9c00000000010095ULL, size, 0);
	pb_word(&b, ev_word(0, 0));
	pb_word(&b, 4000);			/* claims more than the commit holds */
	pb_commit(&b, 0);
	CHECK(pb_parse(&b, 4096, &g, &st) < 0 && g.n == 1 && strstr(g.why, "offset"),
	    "overlong event: %d records, %s", g.n, g.why);
	pb_init(&b, base);
	pb_word(&b, ev_word(0, 0));
	pb_word(&b, 2);				/* type_len 0 with array[0] < 4 */
	pb_commit(&b, 0);
	CHECK(pb_parse(&b, 4096, &g, &st) < 0, "array[0] too small");

	/* a record shorter than the format: lost, counted, not read past */
	pb_init(&b, base);
	pb_record(&b, 0, 113, 0, 40, 0);
	pb_commit(&b, 0);
	CHECK(pb_parse(&b, 4096, &g, &st) == 0 && g.n == 0 && g.lost == 1, "short record");
}

/* Random pages must never crash or read out of bounds (run under ASan). */
static void
test_random_pages(void)
{
	unsigned char *page = malloc(4096);
	struct got *g = malloc(sizeof *g);
	struct consumer c = { got_record, got_lost, g };
	struct page_stats st;
	uint32_t x = 12345;
	int i, j, bad = 0;

	for (i = 0; i < 3000; i++) {
		size_t n = i % 3 ? 4096 : (x % 4097);
		uint64_t commit;

		for (j = 0; j < 4096; j++) {
			x = x * 1103515245 + 12345;
			/* mostly small words, so some pages decode far */
			page[j] = (x >> 16) & (i & 1 ? 0xff : 0x1f);
		}
		commit = x % 4200;
		memcpy(page + 8, &commit, 8);
		memset(g, 0, sizeof *g);
		memset(&st, 0, sizeof st);
		if (trace_page_parse(&tl, &fmt, page, n, &(struct ring){ .cpu = 0, .prov = PROV_LIVE }, &c, &st, NULL) < 0)
			bad++;
	}
	CHECK(bad > 0, "no random page was refused");
	free(page);
	free(g);
}

static int
run(const char *cmd)
{
	int rc = system(cmd);

	return WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
}

/* The source on a fake tracefs: source_open/source_drain, auto order, instances. */
static void
test_source(void)
{
	char tmp[] = "/tmp/tracefs_test.XXXXXX", cmd[PATH_MAX * 2 + 64], path[PATH_MAX];
	char why[PATH_MAX + 80];
	struct options o;
	struct source *s = calloc(1, sizeof *s);
	struct got g;
	struct consumer c = { got_record, got_lost, &g };
	char *t;
	int fd;

	options_init(&o);
	o.source = SRC_TRACEFS;
	o.tracefs = fixture;
	CHECK(source_open(s, &o) == 0, "source_open on %s", fixture);
	CHECK(s->kind == SRC_TRACEFS && s->nrings == 2 && s->poll_ms == 1000,
	    "kind %d, %d rings, poll %d", s->kind, s->nrings, s->poll_ms);
	memset(&g, 0, sizeof g);
	CHECK(source_drain(s, &c) == 0 && g.n == 4 && g.lost_calls == 0, "%d records", g.n);
	/* a plain file is read to its end once: nothing twice */
	CHECK(source_drain(s, &c) == 0 && g.n == 4, "second drain: %d records", g.n);
	CHECK(strstr(s->desc, "tracefs (") && strstr(s->desc, "consuming"), "%s", s->desc);
	source_close(s);

	if (!mkdtemp(tmp)) {
		CHECK(0, "mkdtemp: %s", strerror(errno));
		return;
	}
	snprintf(cmd, sizeof cmd, "cp -r '%s/.' '%s/' && echo 0 > '%s/" EVENT_DIR "/enable'",
	    fixture, tmp, tmp);
	CHECK(run(cmd) == 0, "%s", cmd);

	/* auto: persistent, else tracefs only where mce_record is enabled, else perf */
	o.source = SRC_AUTO;
	o.tracefs = tmp;
	o.persist_dir = "/nonexistent";
	memset(s, 0, sizeof *s);
	CHECK(source_auto(s, &o, why, sizeof why) == 0 && s->kind == SRC_PERF, "disabled: kind %d (%s)",
	    s->kind, why);
	snprintf(path, sizeof path, "%s/" EVENT_DIR "/enable", tmp);
	CHECK(write_text(path, "1\n") == 0, "%s: %s", path, strerror(errno));
	CHECK(source_auto(s, &o, why, sizeof why) == 0 && s->kind == SRC_TRACEFS &&
	    strstr(why, "boot-time"), "enabled: kind %d (%s)", s->kind, why);
	o.persist_dir = tmp;		/* mce_record0 there: persistent wins */
	snprintf(path, sizeof path, "%s/mce_record0", tmp);
	fd = open(path, O_CREAT | O_WRONLY | O_CLOEXEC, 0644);
	CHECK(fd >= 0 && access(path, R_OK) == 0, "%s: %s", path, strerror(errno));
	close(fd);
	CHECK(source_auto(s, &o, why, sizeof why) == 0 && s->kind == SRC_PERSISTENT, "kind %d", s->kind);
	o.persist_dir = "/nonexistent";

	/* --instance: refused when missing; --enable-event creates and enables it */
	o.source = SRC_TRACEFS;
	o.instance = "ras";
	memset(s, 0, sizeof *s);
	CHECK(source_open(s, &o) < 0, "missing instance opened");
	snprintf(cmd, sizeof cmd, "mkdir -p '%s/instances/ras' && cp -r '%s/events' '%s/per_cpu' "
	    "'%s/instances/ras/' && echo 0 > '%s/instances/ras/" EVENT_DIR "/enable'",
	    tmp, fixture, fixture, tmp, tmp);
	CHECK(run(cmd) == 0, "%s", cmd);
	o.enable_event = 1;
	CHECK(source_open(s, &o) == 0 && s->nrings == 2, "instance open");
	snprintf(path, sizeof path, "%s/instances/ras/" EVENT_DIR "/enable", tmp);
	t = slurp(path, NULL);
	CHECK(t && t[0] == '1', "enable after --enable-event: %s", t ? t : strerror(errno));
	free(t);
	CHECK(strstr(s->desc, "instances/ras"), "%s", s->desc);
	memset(&g, 0, sizeof g);
	CHECK(source_drain(s, &c) == 0 && g.n == 4, "instance: %d records", g.n);
	source_close(s);

	/* auto and another tool's instance (rasdaemon makes instances/rasdaemon):
	 * not the boot's (not persistent, not on this command line), not read */
	snprintf(path, sizeof path, "%s/" EVENT_DIR "/enable", tmp);
	CHECK(write_text(path, "0\n") == 0, "%s: %s", path, strerror(errno));
	o.source = SRC_AUTO;
	o.instance = NULL;
	o.enable_event = 0;
	memset(s, 0, sizeof *s);
	t = slurp("/proc/cmdline", NULL);
	if (t && !strstr(t, "trace_instance=ras"))
		CHECK(source_auto(s, &o, why, sizeof why) == 0 && s->kind == SRC_PERF &&
		    !s->inst[0], "another tool's instance taken: kind %d inst '%s' (%s)", s->kind,
		    s->inst, why);
	free(t);
	snprintf(path, sizeof path, "%s/instances/ras/last_boot_info", tmp);
	fd = open(path, O_CREAT | O_WRONLY | O_CLOEXEC, 0644);
	close(fd);
	memset(s, 0, sizeof *s);
	CHECK(source_auto(s, &o, why, sizeof why) == 0 && s->kind == SRC_TRACEFS &&
	    !strcmp(s->inst, "ras") && strstr(why, "persistent"), "persistent instance: kind %d "
	    "inst '%s' (%s)", s->kind, s->inst, why);
	unlink(path);
	snprintf(path, sizeof path, "%s/" EVENT_DIR "/enable", tmp);
	CHECK(write_text(path, "1\n") == 0, "%s: %s", path, strerror(errno));
	o.source = SRC_TRACEFS;

	/* a truncated page in the buffer: reported as lost, the other CPU still read */
	snprintf(cmd, sizeof cmd, "head -c 100 '%s/per_cpu/cpu1/trace_pipe_raw' > '%s/t' && "
	    "mv '%s/t' '%s/per_cpu/cpu1/trace_pipe_raw'", fixture, tmp, tmp, tmp);
	CHECK(run(cmd) == 0, "%s", cmd);
	o.instance = NULL;
	o.enable_event = 0;
	memset(s, 0, sizeof *s);
	CHECK(source_open(s, &o) == 0, "open with truncated page");
	memset(&g, 0, sizeof g);
	source_drain(s, &c);
	CHECK(g.n == 2 && g.lost_calls == 1 && strstr(g.why, "corrupt"), "%d records, %s", g.n, g.why);
	source_close(s);

	/* a buffer that gives a corrupt page on every read (6.12's persistent
	 * buffer in one of its states): one page a retry, then out of poll()'s
	 * set for 1, 2, 4 ... 60 s; a good page brings it back */
	/* a page whose commit word says more bytes than a page holds */
	snprintf(cmd, sizeof cmd, "for i in 1 2 3 4 5 6 7 8; do printf '\\0\\0\\0\\0\\0\\0\\0\\0\\377\\377'; "
	    "dd if=/dev/zero bs=4086 count=1 2>/dev/null; done > '%s/t' && "
	    "cat '%s/per_cpu/cpu0/trace_pipe_raw' >> '%s/t' && mv '%s/t' '%s/per_cpu/cpu1/trace_pipe_raw'",
	    tmp, fixture, tmp, tmp, tmp);
	CHECK(run(cmd) == 0, "%s", cmd);
	memset(s, 0, sizeof *s);
	CHECK(source_open(s, &o) == 0 && s->nrings == 2, "open with a failing CPU");
	memset(&g, 0, sizeof g);
	source_drain(s, &c);
	CHECK(g.n == 2 && g.lost_calls == 1 && s->rings[1].rd_err && s->rings[1].backoff == 1,
	    "first drain: %d records, %d problems, backoff %u", g.n, g.lost_calls, s->rings[1].backoff);
	source_drain(s, &c);
	CHECK(g.lost_calls == 1, "read again before its time: %d problems", g.lost_calls);
	CHECK(source_wait_ms(s) == 1000, "wait %d ms", source_wait_ms(s));
	s->rings[1].retry_at = 0;
	source_drain(s, &c);
	CHECK(g.lost_calls == 2 && s->rings[1].backoff == 2, "retry: %d problems, backoff %u",
	    g.lost_calls, s->rings[1].backoff);
	for (fd = 0; fd < 6; fd++) {
		s->rings[1].retry_at = 0;
		source_drain(s, &c);
	}
	CHECK(g.lost_calls == 8 && s->rings[1].backoff == 60, "capped: %d problems, backoff %u",
	    g.lost_calls, s->rings[1].backoff);
	s->rings[1].retry_at = 0;
	source_drain(s, &c);
	CHECK(g.n == 4 && !s->rings[1].rd_err && !s->rings[1].backoff,
	    "good pages again: %d records, rd_err %d", g.n, s->rings[1].rd_err);
	source_close(s);

	/* a missing per_cpu directory is an error that names the path */
	snprintf(cmd, sizeof cmd, "rm -r '%s/per_cpu'", tmp);
	CHECK(run(cmd) == 0, "%s", cmd);
	memset(s, 0, sizeof *s);
	CHECK(source_open(s, &o) < 0, "opened without per_cpu");

	snprintf(cmd, sizeof cmd, "rm -r '%s'", tmp);
	run(cmd);
	free(s);
}

/* ras dump -S tracefs -T DIR, as a user runs it. */
static void
test_dump(void)
{
	char out[] = "/tmp/tracefs_dump.XXXXXX", *text;
	char *argv[] = { "dump", "-S", "tracefs", "-T", (char *)fixture, "--json", NULL };
	int fd = mkstemp(out), saved = dup(1), rc;

	CHECK(fd >= 0 && saved >= 0, "mkstemp/dup: %s", strerror(errno));
	fflush(stdout);
	dup2(fd, 1);
	optind = 0;
	rc = cmd_dump(6, argv);
	fflush(stdout);
	dup2(saved, 1);
	close(saved);
	close(fd);
	text = slurp(out, NULL);
	CHECK(rc == EXIT_OK, "ras dump exit %d", rc);
	CHECK(text && strstr(text, "\"status\":\"0x9c00410000010016\"") &&
	    strstr(text, "\"status\":\"0x9c20004000010135\"") &&
	    strstr(text, "\"status\":\"0xbd000000000000c0\"") &&
	    strstr(text, "\"status\":\"0xa000000000000000\"") &&
	    strstr(text, "\"time_ns\":\"6301107150\""), "dump output:\n%s", text ? text : "");
	free(text);
	unlink(out);
}

/* A problem repeating: said, then held and counted, then said with the count
 * and the records the held ones said lost. */
static void
test_say_limit(void)
{
	struct say_limit sl;
	uint64_t held = 7, held_n = 7;
	int i, said = 0;

	memset(&sl, 0, sizeof sl);
	CHECK(say_allow(&sl, 1, "corrupt ftrace page: bad event header at offset 48", 0, 100, &held,
	    &held_n) && held == 0 && held_n == 0, "first: held %" PRIu64, held);
	for (i = 0; i < 1000; i++)
		said += say_allow(&sl, 1, "corrupt ftrace page: bad event header at offset 96", 0,
		    101 + i * 0.01, &held, &held_n);
	CHECK(said == 0, "said %d of 1000 in the same minute", said);
	CHECK(say_allow(&sl, 0, "corrupt ftrace page: bad event header at offset 48", 0, 102,
	    &held, &held_n), "another CPU's is another problem");
	CHECK(say_due(&sl, 120) == 40, "due in %g s", say_due(&sl, 120));
	CHECK(say_allow(&sl, 1, "corrupt ftrace page: bad event header at offset 8", 0, 161, &held,
	    &held_n) && held == 1000, "after a minute: held %" PRIu64, held);
	/* lost records: the held ones' records are summed, none unsaid */
	CHECK(say_allow(&sl, 2, "lost in the ring", 5, 200, &held, &held_n), "lost: first");
	for (i = 0; i < 10; i++)
		say_allow(&sl, 2, "lost in the ring", 3, 201 + i, &held, &held_n);
	CHECK(say_allow(&sl, 2, "lost in the ring", 4, 261, &held, &held_n) && held == 10 &&
	    held_n == 30, "lost: held %" PRIu64 " notes, %" PRIu64 " records", held, held_n);
	CHECK(sl.total == 1003 + 12, "counted %" PRIu64, sl.total);
}

static uint64_t flushed, flushed_n;

static void
count_said(void *ctx, int cpu, uint64_t held, uint64_t held_n, const char *why)
{
	(void)ctx, (void)cpu, (void)why;
	flushed += held, flushed_n += held_n;
}

/* More problems than slots, every slot holding a count: nothing held is
 * dropped, the new ones are said untracked, and the flush says every count. */
static void
test_say_full(void)
{
	struct say_limit sl;
	uint64_t held, held_n, expect = 0, said_n = 0;
	char why[64];
	int i, j;

	memset(&sl, 0, sizeof sl);
	for (i = 0; i < SAY_KEYS * 3; i++) {
		snprintf(why, sizeof why, "lost in ring %c%c", 'a' + i % 26, 'a' + i / 26);
		for (j = 0; j < 5; j++)
			if (say_allow(&sl, i, why, 7, 10 + i * 0.01 + j * 0.001, &held, &held_n))
				said_n += 7 + held_n;
			else
				expect += 7;
	}
	CHECK(said_n + expect == SAY_KEYS * 3 * 5 * 7, "said %" PRIu64 " + held %" PRIu64,
	    said_n, expect);
	/* the slots' first of each said, then one for all the kinds past them */
	CHECK(expect == (SAY_KEYS * 4 + SAY_KEYS * 2 * 5 - 1) * 7, "held %" PRIu64 " records",
	    expect);
	flushed = flushed_n = 0;
	say_flush(&sl, 20, 1, count_said, NULL);
	CHECK(flushed_n == expect && flushed == expect / 7, "flushed %" PRIu64 " notes, %"
	    PRIu64 " records of %" PRIu64, flushed, flushed_n, expect);
	/* slots quiet for an interval are taken again; past them, one more */
	for (i = 0; i < SAY_KEYS * 2; i++) {
		snprintf(why, sizeof why, "read failed on %c%c", 'a' + i % 26, 'a' + i / 26);
		CHECK(say_allow(&sl, i, why, 0, 300, &held, &held_n) == (i <= SAY_KEYS),
		    "key %d", i);
	}
	/* 384 CPUs with a bad page every second for a minute: 33 lines */
	memset(&sl, 0, sizeof sl);
	for (i = 0, j = 0; i < 384 * 60; i++)
		j += say_allow(&sl, i % 384, "corrupt ftrace page", 0, 1000 + i / 384, &held,
		    &held_n);
	CHECK(j == SAY_KEYS + 1, "%d lines in a minute", j);
}

/* The previous boot: a position leaves out the records up to the one a daemon
 * read last, only where that very record (time and bytes) is in the buffer. */
static void
test_boot_leave(void)
{
	static unsigned char a[] = "aaaa", b[] = "bbbb", c[] = "cccc";
	struct { int cpu; uint64_t t; unsigned char *raw; } in[] = {
		{ 0, 100, a }, { 0, 200, b }, { 0, 300, c },	/* read up to 200 */
		{ 1, 100, a }, { 1, 200, b },	/* an older boot's position: 200 with other bytes */
		{ 2, 50, c },			/* no position */
	};
	struct boot_take bt;
	struct mce_record r;
	size_t i, kept = 0;

	memset(&bt, 0, sizeof bt);
	for (i = 0; i < sizeof in / sizeof in[0]; i++) {
		memset(&r, 0, sizeof r);
		r.src_cpu = in[i].cpu, r.time_ns = in[i].t, r.raw = in[i].raw, r.rawlen = 4;
		boot_collect(&bt, &r);
	}
	bt.pos.time[0] = 200, bt.pos.hash[0] = boot_hash(b, 4);
	bt.pos.time[1] = 200, bt.pos.hash[1] = boot_hash(c, 4);
	boot_leave_read(&bt);
	for (i = 0; i < bt.n; i++)
		kept += bt.r[i].raw != NULL;
	CHECK(bt.n == 6 && kept == 4 && bt.dropped == 2 && bt.unmatched == 1 && !bt.r[0].raw &&
	    !bt.r[1].raw && bt.r[2].raw && bt.r[4].raw, "kept %zu of %zu, dropped %" PRIu64
	    ", unmatched %u", kept, bt.n, bt.dropped, bt.unmatched);
	for (i = 0; i < bt.n; i++)
		free(bt.r[i].raw);
	free(bt.r);
}

/* The take's records that /run/ras could not keep go to the reader, from a memfd
 * replayed as a capture: every one, as the previous boot's, in time order; and a
 * memfd that cannot be written (a file size limit) gives none, and no double close. */
static void
test_boot_hand_over(void)
{
	struct options o;
	struct source *s = calloc(1, sizeof *s);
	struct boot_take bt;
	struct got g;
	const struct consumer cc = { boot_collect, boot_collect_lost, &bt };
	struct consumer c = { got_record, got_lost, &g };
	struct rlimit old, small;
	size_t i;
	int ordered = 1;

	options_init(&o);
	o.source = SRC_TRACEFS;
	o.tracefs = fixture;
	memset(&bt, 0, sizeof bt);
	CHECK(source_open(s, &o) == 0, "source_open on %s", fixture);
	source_drain(s, &cc);
	CHECK(bt.n == 4, "collected %zu", bt.n);
	memset(&g, 0, sizeof g);
	CHECK(boot_hand_over(s, &bt, &c) == 4 && g.n == 4, "handed over %d", g.n);
	for (i = 0; i < 4 && i < (size_t)g.n; i++) {
		CHECK(g.r[i].prov == PROV_BOOT, "record %zu: provenance %d", i, g.r[i].prov);
		if (i && g.r[i].time_ns < g.r[i - 1].time_ns)
			ordered = 0;
	}
	CHECK(ordered, "not in time order");
	signal(SIGXFSZ, SIG_IGN);
	getrlimit(RLIMIT_FSIZE, &old);
	small = old;
	small.rlim_cur = 1024;	/* the soft limit only: it comes back */
	setrlimit(RLIMIT_FSIZE, &small);
	memset(&g, 0, sizeof g);
	CHECK(boot_hand_over(s, &bt, &c) == 0 && g.n == 0, "under a size limit: %d", g.n);
	setrlimit(RLIMIT_FSIZE, &old);
	signal(SIGXFSZ, SIG_DFL);
	for (i = 0; i < bt.n; i++)
		free(bt.r[i].raw);
	free(bt.r);
	source_close(s);
	free(s);
}

/*
 * The mapped buffers of kernel.patch: tmap_read on a fake mapping (a meta
 * page and 4 sub-buffers of 4096 bytes) that the test fills and publishes
 * as the kernel's writer does (page commits, then the snapshot, seq + 2).
 */
static unsigned char *tm_map;
static unsigned tm_woff[4];

static unsigned char *
tm_sb(unsigned id)
{
	return tm_map + 4096 + (size_t)id * 4096;
}

static void
tm_page(unsigned id, uint64_t ts)
{
	memset(tm_sb(id), 0, 4096);
	memcpy(tm_sb(id), &ts, 8);
	tm_woff[id] = 0;
}

/* an 8-byte event 1 ns after the one before it, committed in its page */
static void
tm_event(unsigned id)
{
	uint32_t w = 2 | 1u << 5;
	uint64_t d = 0, c;
	unsigned char *p = tm_sb(id) + 16 + tm_woff[id];

	memcpy(p, &w, 4);
	memcpy(p + 4, &d, 8);
	tm_woff[id] += 12;
	c = tm_woff[id];
	memcpy(tm_sb(id) + 8, &c, 8);
}

static void
tm_publish(uint64_t entries, unsigned id, uint32_t resets, uint64_t read)
{
	uint32_t seq, off = tm_woff[id];

	memcpy(&seq, tm_map + TC_SEQ, 4);
	seq += 2;
	memcpy(tm_map + TC_ENTRIES, &entries, 8);
	memcpy(tm_map + TC_READ, &read, 8);
	memcpy(tm_map + TC_ID, &id, 4);
	memcpy(tm_map + TC_OFFSET, &off, 4);
	memcpy(tm_map + TC_RESETS, &resets, 4);
	memcpy(tm_map + TC_SEQ, &seq, 4);
}

static int
tm_times(const struct got *g, uint64_t first)
{
	int i;

	for (i = 0; i < g->n && i < MAXREC; i++)
		if (g->r[i].time_ns != first + (uint64_t)i)
			return 0;
	return 1;
}

static void
test_mapped(void)
{
	struct source s;
	struct ring *rg;
	struct got g;
	const struct consumer c = { got_record, got_lost, &g };
	uint64_t flags;
	int i;

	memset(&s, 0, sizeof s);
	tm_map = calloc(1, 4096 + 4 * 4096);
	s.kind = SRC_TRACEFS;
	s.mapped = 1;
	s.tl = (struct trace_layout){ 0, 8, 8, 8, 16, 4096, 28, 29, 30, 31 };
	s.fmt.id = -1;
	s.fmt.common_type = -1;
	s.fmt.size = 8;
	for (i = 0; i < NFIELDS; i++)
		s.fmt.idx[i] = -1;
	s.rings = rg = calloc(1, sizeof *rg);
	s.nrings = s.ringcap = 1;
	rg->fd = -1;
	rg->tseen_err = 1;	/* no kernel to tell what we saw */
	rg->tmap = tm_map, rg->tmetalen = 4096, rg->tsub = 4096, rg->tnsub = 4;
	rg->tcopy = malloc(4 * 4096);
	rg->torder = malloc(4 * sizeof *rg->torder);

	tm_page(1, 1000);
	for (i = 0; i < 3; i++)
		tm_event(1);
	tm_publish(3, 1, 1, 0);
	memset(&g, 0, sizeof g);
	tmap_read(&s, rg, &c);
	CHECK(g.n == 3 && tm_times(&g, 1001) && rg->pos == 3 && !g.lost,
	    "mapped: 3 published events read: %d, pos %" PRIu64, g.n, rg->pos);
	memset(&g, 0, sizeof g);
	tmap_read(&s, rg, &c);
	CHECK(g.n == 0 && !g.lost_calls, "mapped: read again, nothing new: %d",
	    g.n);

	/* committed in the next sub-buffer, the snapshot not yet published
	 * (a writer that moved a commit before its sequence went odd):
	 * nothing is taken, nothing counted */
	tm_page(2, 2000);
	tm_event(2);
	tm_event(2);
	memset(&g, 0, sizeof g);
	tmap_read(&s, rg, &c);
	CHECK(g.n == 0 && !g.lost && rg->pos == 3 &&
	    strstr(g.why, "more events in its pages"),
	    "mapped: unpublished events left for the next read: %d, pos %"
	    PRIu64 ", %s", g.n, rg->pos, g.why);
	tm_publish(5, 2, 1, 0);
	memset(&g, 0, sizeof g);
	tmap_read(&s, rg, &c);
	CHECK(g.n == 2 && tm_times(&g, 2001) && rg->pos == 5,
	    "mapped: then read once each: %d, pos %" PRIu64, g.n, rg->pos);

	/* 10 committed, 5 still there: a new reader counts 5 lost */
	tm_publish(10, 2, 1, 0);
	rg->pos = 0;
	memset(&g, 0, sizeof g);
	tmap_read(&s, rg, &c);
	CHECK(g.n == 5 && g.lost == 5 && g.r[0].time_ns == 1001 &&
	    g.r[4].time_ns == 2002 && rg->pos == 10,
	    "mapped: a new reader reads 5 and counts 5 overwritten: %d, %"
	    PRIu64 " lost", g.n, g.lost);

	/* a reset (commit.resets) with as many events as before: new */
	tm_page(1, 0);
	tm_page(2, 0);
	tm_page(3, 5000);
	for (i = 0; i < 10; i++)
		tm_event(3);
	tm_publish(10, 3, 2, 0);
	memset(&g, 0, sizeof g);
	tmap_read(&s, rg, &c);
	CHECK(g.n == 10 && tm_times(&g, 5001) && !g.lost && rg->pos == 10 &&
	    strstr(g.why, "reset"),
	    "mapped: a reset refilled to the same count is read again: %d, %s",
	    g.n, g.why);

	/* a consumer swapped a sub-buffer (the kernel's flag, before
	 * commit.read counts what it took): said once */
	flags = TMAP_FL_SWAPPED | 1;
	memcpy(tm_map + TMETA_FLAGS, &flags, 8);
	tm_event(3);
	tm_publish(11, 3, 2, 0);
	memset(&g, 0, sizeof g);
	tmap_read(&s, rg, &c);
	CHECK(g.n == 1 && g.lost_calls == 1 && strstr(g.why, "consumes"),
	    "mapped: a consumer's swap is said: %s", g.why);
	/* then commit.read counts it: not said again */
	tm_event(3);
	tm_publish(12, 3, 2, 5);
	memset(&g, 0, sizeof g);
	tmap_read(&s, rg, &c);
	CHECK(g.n == 1 && g.lost_calls == 0, "mapped: and said once: %d calls",
	    g.lost_calls);
	/* commit.read alone says it too */
	rg->tread_said = 0;
	flags = 1;
	memcpy(tm_map + TMETA_FLAGS, &flags, 8);
	tm_event(3);
	tm_publish(13, 3, 2, 6);
	memset(&g, 0, sizeof g);
	tmap_read(&s, rg, &c);
	CHECK(g.n == 1 && g.lost_calls == 1 && strstr(g.why, "consumes"),
	    "mapped: a consuming reader is said: %s", g.why);
	free(rg->tcopy);
	free(rg->torder);
	free(rg);
	free(tm_map);
}

int
main(int argc, char **argv)
{
	if (argc > 1)
		fixture = argv[1];
	test_headers();
	test_real_pages();
	test_built_pages();
	test_random_pages();
	test_source();
	test_say_limit();
	test_say_full();
	test_boot_leave();
	test_boot_hand_over();
	test_dump();
	test_mapped();
	free(fmt.text);
	printf("%d checks, %d failed\n", checks, failures);
	return failures != 0;
}
