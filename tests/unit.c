/*
 * Unit tests of ras.c internals: format parsing, record extraction, the
 * perf ring-buffer drain (wrap, lost records, overwrite) and captures.
 * Built by tests.sh with ras.c included, once plain and once with ASan/UBSan.
 */
#define RAS_NO_MAIN
#include "../ras.c"

#include "check.h"

static const char *fixtures;	/* tests/formats */

static int
load_fixture(const char *name, struct tp_format *fmt)
{
	char path[PATH_MAX], err[512];
	size_t len;
	char *text;
	int rc;

	snprintf(path, sizeof path, "%s/%s", fixtures, name);
	text = slurp(path, &len);
	if (!text) {
		fprintf(stderr, "%s: %s\n", path, strerror(errno));
		return -1;
	}
	rc = parse_format(text, len, path, fmt, err, sizeof err);
	if (rc < 0)
		fprintf(stderr, "%s\n", err);
	fmt->text = text;
	fmt->textlen = len;
	return rc;
}

static int
parse_text(const char *text, struct tp_format *fmt, char *err, size_t errlen)
{
	return parse_format(text, strlen(text), "t.format", fmt, err, errlen);
}

/* Lay values out at the format's offsets: the writer side of extract_record. */
static size_t
build_raw(const struct tp_format *fmt, const uint64_t *v, unsigned char *out)
{
	size_t n = ALIGN8(fmt->size);
	int i;

	memset(out, 0, n);
	if (fmt->common_type >= 0)
		memcpy(out + fmt->f[fmt->common_type].offset, &(uint16_t){ fmt->id }, 2);
	for (i = 0; i < NFIELDS; i++) {
		const struct fmt_field *f;

		if (fmt->idx[i] < 0)
			continue;
		f = &fmt->f[fmt->idx[i]];
		memcpy(out + f->offset, &v[i], f->size);	/* little-endian */
	}
	return n;
}

static void
test_formats(void)
{
	static const char *const layouts[] = {
		"linux-2.6.32", "linux-3.10", "linux-6.1", "linux-6.10", "linux-6.15",
	};
	static const unsigned expect_status_off[] = { 40, 32, 24, 24, 24 };
	uint64_t v[NFIELDS];
	unsigned char raw[512];
	struct tp_format fmt;
	struct mce_record r;
	size_t i, n;
	int f;

	for (f = 0; f < NFIELDS; f++)
		v[f] = 0x0102030405060708ULL * (f + 1);
	for (i = 0; i < LEN(layouts); i++) {
		CHECK(load_fixture(layouts[i], &fmt) == 0, "%s", layouts[i]);
		CHECK(fmt.f[fmt.idx[F_STATUS]].offset == expect_status_off[i], "%s status at %u",
		    layouts[i], fmt.f[fmt.idx[F_STATUS]].offset);
		n = build_raw(&fmt, v, raw);
		CHECK(extract_record(&fmt, raw, n, &r, NULL) == 0, "%s extract", layouts[i]);
		for (f = 0; f < NFIELDS; f++) {
			uint64_t want;

			if (fmt.idx[f] < 0) {
				CHECK(!HAS(&r, f), "%s: %s absent but present", layouts[i], fields[f].name);
				continue;
			}
			want = v[f] & (fmt.f[fmt.idx[f]].size == 8 ? ~0ULL :
			    (1ULL << (8 * fmt.f[fmt.idx[f]].size)) - 1);
			CHECK(HAS(&r, f) && r.v[f] == want, "%s: %s = %" PRIx64 " want %" PRIx64,
			    layouts[i], fields[f].name, r.v[f], want);
		}
		CHECK(extract_record(&fmt, raw, fmt.size - 1, &r, NULL) < 0, "%s short record accepted",
		    layouts[i]);
		raw[fmt.f[fmt.common_type].offset] ^= 1;
		CHECK(extract_record(&fmt, raw, n, &r, NULL) == 1, "%s other event type not skipped",
		    layouts[i]);
		free(fmt.text);
	}
	CHECK(load_fixture("linux-6.15", &fmt) == 0, "6.15");
	CHECK(fmt.idx[F_PPIN] >= 0 && fmt.idx[F_MICROCODE] >= 0, "6.15 ppin/microcode");
	CHECK(fmt.f[fmt.nf - 1].dynamic == 1 && fmt.f[fmt.nf - 1].field == -1, "v_data is dynamic");
	free(fmt.text);
}

static void
test_bad_formats(void)
{
	static const struct { const char *text, *want; } cases[] = {
		{ "", "empty format file" },
		{ "name: mce_record\nID: 1\nformat:\n", "no 'format:' section" },
		{ "name: mce_record\nformat:\n\tfield:u64 status;\toffset:8;\tsize:4;\tsigned:0;\n",
		  "t.format:3: field status: type 'u64' is 8 bytes but size says 4" },
		{ "format:\n\tfield:u64 status;\toffset:8;\tsize:8;\n\tfield:u8 bank;\toffset:12;\tsize:1;\n",
		  "overlap" },
		{ "format:\n\tfield:u64 misc;\toffset:8;\tsize:8;\n", "no 'status' field" },
		{ "format:\n\tfield:u64 status;\toffset:x;\tsize:8;\n", "t.format:2: field status: bad offset" },
		{ "format:\n\tfield:u64 status;\tsize:8;\n", "t.format:2: field status: no offset" },
		{ "format:\n\tfield:u64 status offset:8; size:8;\n", "t.format:2: cannot parse" },
		{ "format:\n\tfield:u64 status;\toffset:8;\tsize:8;\n\tfield:u64 status;\toffset:16;\tsize:8;\n",
		  "t.format:3: field status appears twice" },
		{ "name: sched_switch\nformat:\n\tfield:u64 status;\toffset:8;\tsize:8;\n", "not mce_record" },
		{ "hello world\n", "t.format:1: unexpected line" },
		{ "\tfield:u64 status;\toffset:8;\tsize:8;\n", "field before 'format:'" },
		{ "ID: -3\nformat:\n", "bad ID" },
		{ "format:\n\tfield:u64 status;\toffset:8;\tsize:99999;\n", "bad size" },
		{ "format:\n\tfield:u16 status;\toffset:8;\tsize:3;\n", "is 2 bytes but size says 3" },
		{ "format:\n\tfield:weird_t status;\toffset:8;\tsize:3;\n", "size 3 is not 1, 2, 4 or 8" },
	};
	struct tp_format fmt;
	char err[512];
	size_t i;

	for (i = 0; i < LEN(cases); i++) {
		err[0] = '\0';
		CHECK(parse_text(cases[i].text, &fmt, err, sizeof err) < 0 &&
		    strstr(err, cases[i].want), "case %zu: got '%s' want '%s'", i, err, cases[i].want);
	}
	CHECK(parse_format("format:\n\0", 9, "bin", &fmt, err, sizeof err) < 0 &&
	    strstr(err, "binary"), "NUL byte: %s", err);
}

/* A fake perf mmap: header page then data pages, as the kernel lays it out. */
struct fake_ring {
	unsigned char mem[4096 * 3];
	struct ring rg;
	uint64_t head;
};

static void
fake_init(struct fake_ring *fr, int readonly)
{
	memset(fr, 0, sizeof *fr);
	fr->rg.map = fr->mem;
	fr->rg.maplen = sizeof fr->mem;
	fr->rg.meta = (void *)fr->mem;
	fr->rg.meta->data_offset = 4096;
	fr->rg.meta->data_size = 8192;
	CHECK(ring_layout(&fr->rg, 4096) == 0, "layout");
	fr->rg.readonly = readonly;
	fr->rg.cpu = 3;
}

static void
fake_put(struct fake_ring *fr, const void *p, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		fr->rg.data[(fr->head + i) % fr->rg.size] = ((const unsigned char *)p)[i];
	fr->head += n;
	fr->rg.meta->data_head = fr->head;
}

static void
fake_sample(struct fake_ring *fr, const struct tp_format *fmt, uint64_t seq)
{
	unsigned char raw[512], s[600];
	uint64_t v[NFIELDS] = { 0 };
	struct perf_event_header h = { PERF_RECORD_SAMPLE, 0, 0 };
	uint32_t rawsize, cpu[2] = { 7, 0 };
	size_t n;

	v[F_STATUS] = 0x9c00000000000000ULL | seq;
	v[F_BANK] = seq % 32;
	v[F_CPU] = seq % 5;
	n = build_raw(fmt, v, raw);
	rawsize = ALIGN8(n + 4) - 4;
	h.size = sizeof h + 8 + 8 + 4 + rawsize;
	memset(s, 0, sizeof s);
	memcpy(s, &h, sizeof h);
	memcpy(s + 8, &seq, 8);
	memcpy(s + 16, cpu, 8);
	memcpy(s + 24, &rawsize, 4);
	memcpy(s + 28, raw, n);
	fake_put(fr, s, h.size);
}

static void
fake_lost(struct fake_ring *fr, uint64_t n)
{
	struct perf_event_header h = { PERF_RECORD_LOST, 0, 24 };
	uint64_t body[2] = { 1, n };

	fake_put(fr, &h, sizeof h);
	fake_put(fr, body, sizeof body);
}

struct collect {
	uint64_t seq[4096];
	int n;
	uint64_t lost;
	int lost_calls, unknown_loss;
};

static void
collect_record(void *ctx, const struct mce_record *r)
{
	struct collect *c = ctx;

	if (c->n < (int)LEN(c->seq))
		c->seq[c->n] = r->time_ns;
	c->n++;
	CHECK(r->v[F_STATUS] == (0x9c00000000000000ULL | r->time_ns), "status of sample %" PRIu64,
	    r->time_ns);
	CHECK(r->src_cpu == 7, "src_cpu %d", r->src_cpu);
}

static void
collect_lost(void *ctx, int cpu, uint64_t n, const char *why)
{
	struct collect *c = ctx;

	(void)why;
	CHECK(cpu == 3, "lost cpu %d", cpu);
	c->lost += n;
	c->lost_calls++;
	if (!n)
		c->unknown_loss++;
}

static void
test_ring(void)
{
	static struct fake_ring fr;
	static unsigned char scratch[65536];
	struct tp_format fmt;
	struct collect col;
	struct consumer c = { collect_record, collect_lost, &col };
	uint64_t i, seq = 0, expect_first;
	int k;

	CHECK(load_fixture("linux-6.1", &fmt) == 0, "6.1");
	CHECK(sample_size_expected(&fmt) == 144, "sample size %" PRIu64, sample_size_expected(&fmt));

	/* writable ring: many rounds, so records wrap the end; tail follows */
	fake_init(&fr, 0);
	memset(&col, 0, sizeof col);
	for (k = 0; k < 40; k++) {
		for (i = 0; i < 7; i++)
			fake_sample(&fr, &fmt, seq++);
		CHECK(ring_drain(&fr.rg, &fmt, scratch, &c) == 7, "round %d", k);
		CHECK(fr.rg.meta->data_tail == fr.head, "tail %" PRIu64 " head %" PRIu64,
		    (uint64_t)fr.rg.meta->data_tail, fr.head);
	}
	CHECK(col.n == 280, "got %d of 280", col.n);
	for (k = 0; k < col.n; k++)
		CHECK(col.seq[k] == (uint64_t)k, "order at %d: %" PRIu64, k, col.seq[k]);
	CHECK(fr.head > 4 * fr.rg.size, "wrapped several times");

	/* PERF_RECORD_LOST is counted and reported */
	memset(&col, 0, sizeof col);
	fake_sample(&fr, &fmt, seq++);
	fake_lost(&fr, 42);
	fake_sample(&fr, &fmt, seq++);
	ring_drain(&fr.rg, &fmt, scratch, &c);
	CHECK(col.n == 2 && col.lost == 42 && col.lost_calls == 1, "n %d lost %" PRIu64, col.n, col.lost);

	/* an incomplete head (never happens in the kernel) is not read past */
	memset(&col, 0, sizeof col);
	fake_sample(&fr, &fmt, seq++);
	fr.rg.meta->data_head = fr.head - 8;
	ring_drain(&fr.rg, &fmt, scratch, &c);
	CHECK(col.n == 0 && col.unknown_loss == 1, "corrupt head: n %d", col.n);

	/* read-only (persistent) ring overwritten by the kernel: exact loss count */
	fake_init(&fr, 1);
	memset(&col, 0, sizeof col);
	for (seq = 0; seq < 200; seq++)
		fake_sample(&fr, &fmt, seq);
	ring_drain(&fr.rg, &fmt, scratch, &c);
	/* 8192 / 144 = 56 whole records fit; the oldest 144 went */
	expect_first = 200 - 8192 / 144;
	CHECK(col.lost == expect_first, "lost %" PRIu64 " want %" PRIu64, col.lost, expect_first);
	CHECK(col.n == (int)(200 - expect_first), "read %d", col.n);
	CHECK(col.n > 0 && col.seq[0] == expect_first, "first %" PRIu64, col.seq[0]);
	CHECK(fr.rg.meta->data_tail == 0, "read-only ring must not write data_tail");
	/* and it keeps following once caught up */
	memset(&col, 0, sizeof col);
	for (i = 0; i < 10; i++)
		fake_sample(&fr, &fmt, seq++);
	ring_drain(&fr.rg, &fmt, scratch, &c);
	CHECK(col.n == 10 && col.lost == 0, "follow: n %d lost %" PRIu64, col.n, col.lost);

	/*
	 * A data_head read as 0 while the writer stores it (Python's struct.pack_into
	 * zero-fills the field before writing its bytes, as the lapped-ring test's
	 * writer did): at record 11526 the old resync took 0 - pos as a lap and
	 * counted floor((2^64 - 11526 * 144) / 144) = 128102389400749249 lost, the
	 * count the lapped-ring test logged once.  Nothing is lost, nothing moves.
	 */
	fake_init(&fr, 1);
	memset(&col, 0, sizeof col);
	for (seq = 0; seq < 11526; seq++) {
		fake_sample(&fr, &fmt, seq);
		if (seq % 40 == 39)
			ring_drain(&fr.rg, &fmt, scratch, &c);
	}
	ring_drain(&fr.rg, &fmt, scratch, &c);
	CHECK(col.n == 11526 && col.lost == 0 && fr.rg.pos == 11526 * 144,
	    "before: n %d lost %" PRIu64 " pos %" PRIu64, col.n, col.lost, fr.rg.pos);
	fr.rg.meta->data_head = 0;
	memset(&col, 0, sizeof col);
	ring_drain(&fr.rg, &fmt, scratch, &c);
	ring_lapped_report(&fr.rg, &c, 1);
	CHECK(col.n == 0 && col.lost == 0 && col.lost_calls == 0 && fr.rg.pos == 11526 * 144,
	    "data_head read as 0: n %d lost %" PRIu64 " in %d notes, pos %" PRIu64,
	    col.n, col.lost, col.lost_calls, fr.rg.pos);
	fr.rg.meta->data_head = fr.head;
	memset(&col, 0, sizeof col);
	for (i = 0; i < 5; i++)
		fake_sample(&fr, &fmt, seq++);
	ring_drain(&fr.rg, &fmt, scratch, &c);
	ring_lapped_report(&fr.rg, &c, 1);
	CHECK(col.n == 5 && col.lost == 0 && col.unknown_loss == 0 && col.seq[0] == 11526,
	    "after data_head is whole again: n %d lost %" PRIu64 " unknown %d first %" PRIu64,
	    col.n, col.lost, col.unknown_loss, col.seq[0]);
	free(fmt.text);
}

static void
test_capture(void)
{
	char path[] = "/tmp/ras-unit-XXXXXX";
	struct capture_writer w;
	static struct source s, in;
	struct collect col;
	struct consumer c = { collect_record, collect_lost, &col };
	unsigned char raw[512];
	uint64_t v[NFIELDS] = { 0 }, i, lost = 5;
	int fd = mkstemp(path);
	size_t n;

	CHECK(fd >= 0, "mkstemp");
	close(fd);
	unlink(path);
	memset(&s, 0, sizeof s);
	CHECK(load_fixture("linux-6.1", &s.fmt) == 0, "6.1");
	snprintf(s.desc, sizeof s.desc, "unit");
	s.model = (struct cpu_model){ VENDOR_AMD, 0x19, 0x11, 1, 1 };
	CHECK(capture_begin(&w, path, &s) == 0, "begin");
	for (i = 0; i < 100; i++) {
		v[F_STATUS] = 0x9c00000000000000ULL | i;
		n = build_raw(&s.fmt, v, raw);
		capture_chunk(&w, CAP_SAMPLE, i, 7, raw, n);
	}
	capture_chunk(&w, CAP_LOST, 0, 3, &lost, 8);
	CHECK(capture_end(&w) == 0, "end");
	CHECK(capture_begin(&w, path, &s) < 0, "capture_begin must not overwrite");

	memset(&col, 0, sizeof col);
	CHECK(capture_open(&in, path) == 0, "open");
	CHECK(in.model.known && in.model.vendor == VENDOR_AMD && in.model.family == 0x19 &&
	    in.model.model == 0x11, "model from the header");
	CHECK(capture_drain(&in, &c) == 0, "drain");
	CHECK(col.n == 100 && col.lost == 5, "n %d lost %" PRIu64, col.n, col.lost);
	source_close(&in);
	source_close(&s);
	unlink(path);
}

static void
test_cpu_model(void)
{
	struct cpu_model m;

	cpu_model_from_cpuid(&m, VENDOR_INTEL, 0x50654);
	CHECK(m.family == 6 && m.model == 0x55 && m.stepping == 4, "skx %x %x", m.family, m.model);
	cpu_model_from_cpuid(&m, VENDOR_AMD, 0x800f12);
	CHECK(m.family == 0x17 && m.model == 0x1 && m.stepping == 2, "epyc %x %x", m.family, m.model);
	cpu_model_from_cpuid(&m, VENDOR_AMD, 0xa10f11);
	CHECK(m.family == 0x19 && m.model == 0x11, "genoa %x %x", m.family, m.model);
	cpu_model_from_cpuid(&m, VENDOR_AMD, 0x100f42);
	CHECK(m.family == 0x10 && m.model == 0x4, "f10 %x %x", m.family, m.model);
	CHECK(parse_cpu_model("intel:6:0x8f", &m) == 0 && m.model == 0x8f, "parse");
	CHECK(parse_cpu_model("amd:0x19:0x11:2", &m) == 0 && m.stepping == 2, "parse stepping");
	CHECK(parse_cpu_model("via:6:1", &m) < 0, "bad vendor");
	CHECK(parse_cpu_model("intel:6", &m) < 0, "too few");
	CHECK(parse_cpu_model("0:50654", &m) == 0 && m.vendor == VENDOR_INTEL && m.family == 6 &&
	    m.model == 0x55 && m.stepping == 4, "kernel PROCESSOR field");
	CHECK(parse_cpu_model("2:a10f11", &m) == 0 && m.vendor == VENDOR_AMD && m.family == 0x19 &&
	    m.model == 0x11, "kernel PROCESSOR field, AMD");
	CHECK(parse_cpu_model("GenuineIntel:6:85", &m) == 0 && m.model == 0x55, "vendor string");
	CHECK(parse_cpu_model("AuthenticAMD:0x19:0x11", &m) == 0 && m.vendor == VENDOR_AMD, "AMD string");
	CHECK(parse_cpu_model("5:50654", &m) < 0, "unknown vendor number");
	CHECK(parse_cpu_model("intel:6:1:2:3", &m) < 0, "too many");
	CHECK(parse_cpu_model("intel:6:0x100", &m) < 0, "model range");
}

/*
 * Table walk: every row of every decode table must be reachable (its own
 * example decodes to its own text, so no earlier row shadows it) and
 * non-empty.  Catches a row added in the wrong order or with a bad mask.
 */
static struct decoded
decode_example(int vendor, unsigned family, unsigned model, unsigned bank, uint64_t status,
    uint64_t ipid)
{
	struct mce_record r = { 0 };
	struct cpu_model m = { vendor, family, model, 0, 1 };
	struct decoded d;

	r.v[F_STATUS] = (1ULL << 63) | status;
	r.v[F_BANK] = bank;
	r.v[F_IPID] = ipid;
	r.present = 1u << F_STATUS | 1u << F_BANK | (vendor == VENDOR_AMD ? 1u << F_IPID : 0);
	decode_record(&r, &m, &d);
	return d;
}

static const struct platform_row *
platform_of(enum platform plat)
{
	size_t i;

	for (i = 0; i < LEN(intel_platforms); i++)
		if (intel_platforms[i].plat == plat)
			return &intel_platforms[i];
	return NULL;
}

static void
test_intel_tables(void)
{
	const struct platform_row *p;
	struct decoded d;
	size_t i;

	for (i = 0; i < LEN(intel_banks); i++) {
		const struct bank_row *b = &intel_banks[i];

		CHECK((p = platform_of(b->plat)) != NULL, "intel_banks[%zu]: no platform", i);
		CHECK(b->lo <= b->hi && *b->unit && *b->desc, "intel_banks[%zu] empty or bad range", i);
		if (!p)
			continue;
		d = decode_example(VENDOR_INTEL, p->family, p->model, b->hi, 0, 0);
		CHECK(!strcmp(d.bank_name, b->unit), "intel_banks[%zu] %s bank %u: got %s", i,
		    p->name, b->hi, d.bank_name);
	}
	for (i = 1; i < LEN(intel_mem_banks); i++) {	/* mce_where stops after its platform's rows */
		size_t j;

		for (j = 0; j + 1 < i && intel_mem_banks[i].plat != intel_mem_banks[i - 1].plat; j++)
			CHECK(intel_mem_banks[j].plat != intel_mem_banks[i].plat,
			    "intel_mem_banks[%zu]: its platform's rows are not together", i);
	}
	for (i = 0; i < LEN(intel_mem_banks); i++) {	/* the location agrees with the bank's name */
		const struct mem_bank_row *b = &intel_mem_banks[i];
		char want[32];

		CHECK((p = platform_of(b->plat)) != NULL, "intel_mem_banks[%zu]: no platform", i);
		if (!p)
			continue;
		d = decode_example(VENDOR_INTEL, p->family, p->model, b->bank, 0x0090, 0);
		if (b->imc >= 0 && b->channel >= 0)
			snprintf(want, sizeof want, "iMC%d ch%d", b->imc, b->channel);
		else if (b->imc >= 0)
			snprintf(want, sizeof want, "iMC%d", b->imc);
		else
			snprintf(want, sizeof want, "MCCHAN%d", b->channel);
		CHECK(!strcmp(d.bank_name, want), "intel_mem_banks[%zu] %s bank %u: named %s, row says %s", i,
		    p->name, b->bank, d.bank_name, want);
	}
	for (i = 0; i < LEN(intel_mscod); i++) {
		const struct mscod_row *m = &intel_mscod[i];

		CHECK(i == 0 || intel_mscod[i - 1].plat <= m->plat, "intel_mscod[%zu] not sorted by platform", i);

		CHECK((p = platform_of(m->plat)) != NULL, "intel_mscod[%zu]: no platform", i);
		if (!m->text) {	/* a stop row (U): nothing to reach */
			CHECK(m->kind == MS_FIRST && !m->mscod_mask, "intel_mscod[%zu]: bad stop row", i);
			continue;
		}
		CHECK(m->lo <= m->hi && *m->text && (m->mscod & ~m->mscod_mask) == 0 &&
		    (m->mcacod & ~m->mcacod_mask) == 0 && m->kind <= MS_NUMBER &&
		    (m->kind != MS_NUMBER || (m->mscod_mask && !m->mscod)), "intel_mscod[%zu] malformed", i);
		if (!p)
			continue;
		/* a number row's example: its field all ones */
		d = decode_example(VENDOR_INTEL, p->family, p->model, m->lo,
		    (uint64_t)(m->kind == MS_NUMBER ? m->mscod_mask : m->mscod) << 16 | m->mcacod, 0);
		CHECK(strstr(d.details, m->text) != NULL, "intel_mscod[%zu] (%s) unreachable: %s", i,
		    m->text, d.details);
	}
	for (i = 0; i < LEN(intel_bits); i++) {
		const struct intel_bits_row *b = &intel_bits[i];
		const int misc = b->misc_mask || b->freg == FREG_MISC;
		struct mce_record r = { 0 };
		struct cpu_model m = { VENDOR_INTEL, 0, 0, 0, 1 };

		CHECK((p = platform_of(b->plat)) != NULL, "intel_bits[%zu]: no platform", i);
		CHECK(b->lo <= b->hi && *b->text && (b->st_value & ~b->st_mask) == 0 &&
		    (b->misc_value & ~b->misc_mask) == 0 && (b->mcacod & ~b->mcacod_mask) == 0 &&
		    (b->st_mask & 0xffffffffULL) == 0 && b->freg <= FREG_MISC &&
		    (b->freg == FREG_NONE || b->fhi >= b->flo), "intel_bits[%zu] malformed", i);
		if (!p)
			continue;
		m.family = p->family;
		m.model = p->model;
		r.v[F_STATUS] = BIT(63) | b->st_value | b->mcacod | (misc ? S_MISCV : 0);
		r.v[F_BANK] = b->lo;
		r.v[F_MISC] = b->misc_value;
		r.present = 1u << F_STATUS | 1u << F_BANK | (misc ? 1u << F_MISC : 0);
		decode_record(&r, &m, &d);
		CHECK(strstr(d.details, b->text) != NULL, "intel_bits[%zu] (%s) unreachable: %s", i,
		    b->text, d.details);
		if (misc) {	/* and not without a valid MCi_MISC */
			r.v[F_STATUS] &= ~S_MISCV;
			decode_record(&r, &m, &d);
			CHECK(strstr(d.details, b->text) == NULL, "intel_bits[%zu] used MISC without MISCV", i);
		}
	}
	/* mirroring is a way of correcting: never said of an uncorrected error
	 * (Broadwell-EP HA0, MCi_MISC bit 41, mcelog check_for_mirror) */
	{
		struct mce_record r = { 0 };
		struct cpu_model m = { VENDOR_INTEL, 6, 0x4f, 0, 1 };

		r.v[F_STATUS] = 0xbc00000000000090ULL;
		r.v[F_BANK] = 7;
		r.v[F_MISC] = BIT(41);
		r.present = 1u << F_STATUS | 1u << F_BANK | 1u << F_MISC;
		decode_record(&r, &m, &d);
		CHECK(!strstr(d.details, "mirroring"), "mirroring said of an uncorrected error: %s", d.details);
		r.v[F_STATUS] &= ~S_UC;
		decode_record(&r, &m, &d);
		CHECK(strstr(d.details, "mirroring with channel failover") != NULL, "mirroring: %s", d.details);
	}
	for (i = 0; i < LEN(intel_pcu_mcacod); i++) {
		const struct mscod_row *m = &intel_pcu_mcacod[i];

		CHECK((p = platform_of(m->plat)) != NULL, "intel_pcu_mcacod[%zu]: no platform", i);
		if (!p)
			continue;
		d = decode_example(VENDOR_INTEL, p->family, p->model, m->lo, m->mcacod, 0);
		CHECK(strstr(d.details, m->text) != NULL, "intel_pcu_mcacod[%zu] unreachable", i);
	}
}

/*
 * The decode memo keys on exactly what decode_record reads (issue 32): on
 * Intel, records that differ only in status bits 52:38 (the corrected-error
 * count) or in MISC bits outside misc_bits decode the same whenever the
 * decode says it did not read them; a bit it did read changes the result or
 * the key.  Random records over every Intel platform, bank and table-relevant
 * status, with and without MCG_CAP (CMCI, TES) and MISC.
 */
static int
decoded_same(const struct decoded *a, const struct decoded *b)
{
	return a->sev == b->sev && a->why == b->why && a->memory == b->memory &&
	    !strcmp(a->bank_name, b->bank_name) && !strcmp(a->error, b->error) &&
	    !strcmp(a->details, b->details);
}

static void
test_memo_key(void)
{
	static struct decode_memo memo;
	uint64_t x = 0x9e3779b97f4a7c15ULL;
	unsigned n, bit, count_free = 0, count_read = 0, misc_free = 0;
	size_t i;

	for (n = 0; n < 20000; n++) {
		const struct platform_row *p;
		struct mce_record r = { 0 }, r2;
		struct cpu_model m = { VENDOR_INTEL, 6, 0, 0, 1 };
		struct decoded d, d2;

		x ^= x << 13, x ^= x >> 7, x ^= x << 17;
		p = &intel_platforms[x % LEN(intel_platforms)];
		m.family = p->family;
		m.model = p->model;
		x ^= x << 13, x ^= x >> 7, x ^= x << 17;
		/* the row bits tables test (63:53, MCACOD, MSCOD) from the
		 * tables' own values half the time, else random */
		if (x & 1 && LEN(intel_bits)) {
			const struct intel_bits_row *b = &intel_bits[x / 2 % LEN(intel_bits)];

			r.v[F_STATUS] = S_VAL | b->st_value | b->mcacod | (x >> 20 & ST_COUNT) |
			    (x & 2 ? S_MISCV : 0) | (x & 4 ? S_UC : 0);
			r.v[F_BANK] = b->lo;
			r.v[F_MISC] = b->misc_value | (x >> 7 & ~b->misc_mask);
		} else {
			r.v[F_STATUS] = S_VAL | (x * 0x2545f4914f6cdd1dULL);
			r.v[F_BANK] = x >> 40 & 31;
			r.v[F_MISC] = x * 0x9e3779b97f4a7c15ULL;
		}
		r.v[F_MCGCAP] = x & 8 ? MCG_CAP_CMCI | (x & 16 ? MCG_CAP_TES : 0) | 0x100 | 22 : 0;
		r.present = 1u << F_STATUS | 1u << F_BANK | (x & 32 ? 1u << F_MISC : 0) |
		    (x & 8 ? 1u << F_MCGCAP : 0);
		decode_record(&r, &m, &d);
		d.count_free ? count_free++ : count_read++;
		for (bit = 38; bit <= 52; bit++) {
			r2 = r;
			r2.v[F_STATUS] ^= BIT(bit);
			decode_record(&r2, &m, &d2);
			if (d.count_free)
				CHECK(decoded_same(&d, &d2), "status bit %u not read, but the decode changed: "
				    "status %#" PRIx64 " bank %" PRIu64 " model %#x: %s / %s", bit,
				    r.v[F_STATUS], r.v[F_BANK], m.model, d.details, d2.details);
		}
		for (bit = 0; bit < 64; bit++) {
			if (d.read_misc && d.misc_bits >> bit & 1)
				continue;
			r2 = r;
			r2.v[F_MISC] ^= BIT(bit);
			decode_record(&r2, &m, &d2);
			misc_free++;
			CHECK(decoded_same(&d, &d2), "MISC bit %u not read, but the decode changed: "
			    "status %#" PRIx64 " bank %" PRIu64 " model %#x", bit, r.v[F_STATUS],
			    r.v[F_BANK], m.model);
		}
		/* through the memo, whatever it met before: what decode_record
		 * says of the record, its count or a MISC bit or MISC's
		 * presence changed */
		for (bit = 0; bit < 4; bit++) {
			r2 = r;
			r2.v[F_STATUS] ^= bit == 1 ? BIT(38 + x % 15) : 0;
			r2.v[F_MISC] ^= bit == 2 ? BIT(x % 64) : 0;
			r2.present ^= bit == 3 ? 1u << F_MISC : 0;
			decode_record(&r2, &m, &d2);
			CHECK(decoded_same(decode_memoized(&memo, &r2, &m), &d2),
			    "memo: a record decoded as another (variant %u, status %#" PRIx64 ")", bit,
			    r2.v[F_STATUS]);
		}
	}
	CHECK(count_free > 1000 && count_read > 1000, "memo key: %u records with the count unread, %u read",
	    count_free, count_read);
	/* through the memo: the count varies, the text does not, one decode */
	{
		struct mce_record r = { 0 };
		struct cpu_model m = { VENDOR_INTEL, 6, 0x55, 4, 1 };
		const struct decoded *a;
		char first[sizeof a->details];
		uint64_t misses;

		r.v[F_STATUS] = 0x9c00000000010090ULL;
		r.v[F_BANK] = 13;
		r.present = 1u << F_STATUS | 1u << F_BANK;
		a = decode_memoized(&memo, &r, &m);
		snprintf(first, sizeof first, "%s", a->details);
		misses = memo.misses;
		for (i = 1; i < 100; i++) {
			r.v[F_STATUS] = (r.v[F_STATUS] & ~ST_COUNT) | (uint64_t)i << 38;
			a = decode_memoized(&memo, &r, &m);
			CHECK(!strcmp(a->details, first), "memo: count %zu printed differently", i);
		}
		CHECK(memo.misses == misses, "memo: %" PRIu64 " misses for counts alone (no MCG_CAP)",
		    memo.misses - misses);
		/* with CMCI the count is printed: each one its own key */
		r.v[F_MCGCAP] = MCG_CAP_CMCI | 0x100 | 22;
		r.present |= 1u << F_MCGCAP;
		misses = memo.misses;
		for (i = 1; i < 10; i++) {
			r.v[F_STATUS] = (r.v[F_STATUS] & ~ST_COUNT) | (uint64_t)i << 38;
			a = decode_memoized(&memo, &r, &m);
			snprintf(first, sizeof first, "corrected count %zu", i);
			CHECK(strstr(a->details, first) != NULL, "memo: with CMCI, count %zu: %s", i, a->details);
		}
		CHECK(memo.misses - misses == 9, "memo: with CMCI, %" PRIu64 " misses for 9 counts",
		    memo.misses - misses);
	}
	printf("memo key: %u records with the count unread, %u read; %u MISC bits flipped unread\n",
	    count_free, count_read, misc_free);
}

static void
test_smca_type(const struct smca_bank_type *t, unsigned family, unsigned model)
{
	uint64_t ipid = (uint64_t)t->mcatype << 48 | (uint64_t)t->hwid << 32;
	struct decoded d;
	unsigned x;

	CHECK(*t->name && *t->desc && t->nxec > 0 && t->nxec <= 64, "smca %s malformed", t->name);
	for (x = 0; x < t->nxec; x++) {
		d = decode_example(VENDOR_AMD, family, model, 0, (uint64_t)x << 16, ipid);
		CHECK(!strcmp(d.bank_name, t->name), "smca %s: bank name %s", t->name, d.bank_name);
		if (t->xec[x])
			CHECK(*t->xec[x] && !strcmp(d.error, t->xec[x]), "smca %s xec 0x%x: %s",
			    t->name, x, d.error);
		else
			CHECK(strstr(d.error, "unknown extended error code") != NULL,
			    "smca %s reserved xec 0x%x decoded as %s", t->name, x, d.error);
	}
}

/* Spread the bits of k over the bits clear in mask (up to bit 11). */
static unsigned
spread_bits(unsigned k, unsigned mask, unsigned width)
{
	unsigned v = 0, b;

	for (b = 0; b < width && k; b++)
		if (!(mask & 1u << b)) {
			v |= (k & 1) << b;
			k >>= 1;
		}
	return v;
}

/* Some value of family, extended error code and error code reaches the row:
 * rows with wildcards are the fallback after more specific ones. */
static int
amd_xec_reachable(const struct amd_xec_row *x)
{
	struct decoded d;
	unsigned fam, k, j;

	for (fam = x->fam_lo; fam <= x->fam_hi; fam++)
		for (k = 0; k < 32; k++)
			for (j = 0; j < 64; j++) {
				unsigned xec = x->xec | spread_bits(k, x->xec_mask, 5);
				unsigned ec = x->ec | spread_bits(j, x->ec_mask, 12);

				d = decode_example(VENDOR_AMD, fam, 0, x->bank, (uint64_t)xec << 16 | ec, 0);
				if (strstr(d.details, x->text))
					return 1;
			}
	return 0;
}

static void
test_amd_tables(void)
{
	struct decoded d;
	size_t i, j;

	for (i = 0; i < LEN(smca_types); i++)
		test_smca_type(&smca_types[i], 0x17, 0x31);
	for (i = 0; i < LEN(smca_quirk_types); i++) {
		for (j = 0; j < LEN(smca_quirk_models); j++)
			if (!strcmp(smca_quirk_models[j].type, smca_quirk_types[i].name))
				break;
		CHECK(j < LEN(smca_quirk_models), "quirk %s used by no model", smca_quirk_types[i].name);
		if (j < LEN(smca_quirk_models))
			test_smca_type(&smca_quirk_types[i], smca_quirk_models[j].family,
			    smca_quirk_models[j].model_lo);
	}
	for (i = 0; i < LEN(amd_banks); i++) {
		const struct amd_bank_row *b = &amd_banks[i];

		CHECK(b->fam_lo <= b->fam_hi && *b->name && *b->desc, "amd_banks[%zu] malformed", i);
		d = decode_example(VENDOR_AMD, b->fam_hi, 0, b->bank, 0, 0);
		CHECK(!strcmp(d.bank_name, b->name), "amd_banks[%zu]: got %s", i, d.bank_name);
	}
	for (i = 0; i < LEN(amd_xec); i++) {
		const struct amd_xec_row *x = &amd_xec[i];

		CHECK(*x->text && (x->xec & ~x->xec_mask) == 0 && (x->ec & ~x->ec_mask) == 0,
		    "amd_xec[%zu] malformed", i);
		CHECK(amd_xec_reachable(x), "amd_xec[%zu] (%s) unreachable", i, x->text);
	}
	for (i = 0; i < LEN(amd_fields); i++) {
		for (j = 0; j < LEN(smca_types); j++)
			if (!strcmp(smca_types[j].name, amd_fields[i].bank_type))
				break;
		if (j == LEN(smca_types))
			for (j = 0; j < LEN(smca_quirk_types); j++)
				if (!strcmp(smca_quirk_types[j].name, amd_fields[i].bank_type))
					break;
		CHECK(j < LEN(smca_types) + LEN(smca_quirk_types) && amd_fields[i].hi >= amd_fields[i].lo,
		    "amd_fields[%zu]: no bank type %s", i, amd_fields[i].bank_type);
	}
	printf("tables: intel %zu platforms %zu banks %zu mscod %zu bits; amd %zu smca types, %zu legacy banks, %zu xec\n",
	    LEN(intel_platforms), LEN(intel_banks), LEN(intel_mscod), LEN(intel_bits), LEN(smca_types),
	    LEN(amd_banks), LEN(amd_xec));
}

/*
 * Landlock: files are made and written in the logs' directories, nowhere
 * else (root's file permissions alone would allow /etc).  Skipped where
 * the kernel has no Landlock (the daemon says so when it starts).
 */
static void
test_landlock(void)
{
	char base[] = "/tmp/ras-landlock-XXXXXX", in[64], log[80], out[96], why[200];
	int status = 0, fd;
	pid_t pid;

	if (!mkdtemp(base))
		return;
	snprintf(in, sizeof in, "%s/logs", base);
	mkdir(in, 0755);
	snprintf(log, sizeof log, "%s/log", in);
	if (syscall(SYS_landlock_create_ruleset, NULL, 0, LANDLOCK_CREATE_RULESET_VERSION) < 0) {
		printf("skip: no Landlock on this kernel\n");
		return;
	}
	snprintf(out, sizeof out, "%s/online", base);	/* an action's file: written, nothing beside it */
	if ((fd = open(out, O_WRONLY | O_CREAT, 0600)) >= 0)
		close(fd);
	if ((pid = fork()) == 0) {
		const char *paths[] = { log };
		char file[96];
		const char *files[] = { file };

		snprintf(file, sizeof file, "%s/online", base);
		prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
		if (confine_writes(paths, 1, NULL, files, 1, why, sizeof why) < 0)
			_exit(10);
		if ((fd = open(file, O_WRONLY)) < 0 || write(fd, "0\n", 2) != 2)
			_exit(14);
		close(fd);
		snprintf(out, sizeof out, "%s/new", in);
		if ((fd = open(out, O_WRONLY | O_CREAT, 0600)) < 0)
			_exit(11);
		close(fd);
		snprintf(out, sizeof out, "%s/outside", base);
		if ((fd = open(out, O_WRONLY | O_CREAT, 0600)) >= 0 || errno != EACCES)
			_exit(12);
		if ((fd = open("/etc/hostname", O_RDONLY)) < 0)
			_exit(13);
		_exit(0);
	}
	CHECK(pid > 0 && waitpid(pid, &status, 0) == pid, "fork");
	CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0, "landlock child: exit %d (10 not "
	    "applied, 11 log dir refused, 12 a file outside created, 13 reading refused, 14 an "
	    "action's file refused)", WEXITSTATUS(status));
	snprintf(out, sizeof out, "rm -rf '%s'", base);
	CHECK(system(out) == 0, "cleanup");
}

/* The daemon's sandbox: what the main loop needs works, execve does not. */
static void
test_sandbox(void)
{
	int status = 0, fd;
	pid_t pid = fork();

	if (pid == 0) {
		char *argv[] = { "/bin/true", NULL }, *envp[] = { NULL };

		if (sandbox(1) < 0)
			_exit(10);
		if ((fd = open("/dev/null", O_WRONLY)) < 0 || write(fd, "x", 1) != 1)
			_exit(11);
		close(fd);
		execve(argv[0], argv, envp);
		_exit(errno == EPERM ? 0 : 12);
	}
	CHECK(pid > 0 && waitpid(pid, &status, 0) == pid, "fork");
	CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0,
	    "sandboxed child: exit %d (10 no sandbox, 11 open refused, 12 execve not refused)",
	    WEXITSTATUS(status));
	test_landlock();
}

/* Store v little-endian at p: the writer side of the ras: events. */
static void
put_le(unsigned char *p, uint64_t v, unsigned size)
{
	unsigned i;

	for (i = 0; i < size; i++)
		p[i] = v >> (8 * i);
}

/* A ras: event's 6.1 format, parsed as event ev; its text (the caller frees it), NULL if not. */
static char *
load_ras_format(const char *name, int ev, struct tp_format *fmt)
{
	char path[PATH_MAX], err[512];
	size_t len;
	char *text;

	snprintf(path, sizeof path, "tests/tracefs/ras-6.1/events/ras/%s/format", name);
	CHECK((text = slurp(path, &len)) && parse_format(text, len, path, fmt, err, sizeof err) == 0 &&
	    fmt->event == ev, "%s parsed as %s", path, name);
	if (text) {
		fmt->text = text;
		fmt->textlen = len;
	}
	return text;
}

/*
 * ras:extlog_mem_event with its cper_mem_err_compact filled in (the tracefs
 * inject file refuses the struct, so the kernel could not make these for
 * us), and ras:mc_event with __data_loc strings pointing anywhere.
 */
static void
test_ras_events(void)
{
	struct tp_format fe, fm;
	struct mce_record r;
	struct mem_error m;
	unsigned char raw[256];
	const struct fmt_field *f;
	char *text;

	if (!(text = load_ras_format("extlog_mem_event", EV_EXTLOG, &fe)))
		return;
	memset(raw, 0, sizeof raw);
	put_le(raw, 1228, 2);
	put_le(raw + fmt_find(&fe, "err_seq")->offset, 9, 4);
	put_le(raw + fmt_find(&fe, "etype")->offset, 3, 1);	/* multi-bit ECC */
	put_le(raw + fmt_find(&fe, "sev")->offset, 0, 1);	/* recoverable */
	put_le(raw + fmt_find(&fe, "pa")->offset, 0x4a3f2c1040ull, 8);
	put_le(raw + fmt_find(&fe, "pa_mask_lsb")->offset, 6, 1);
	f = fmt_find(&fe, "fru_text");
	put_le(raw + f->offset, (uint32_t)6 << 16 | 120, 4);	/* "DIMMB2" at 120 */
	memcpy(raw + 120, "DIMMB2", 6);
	f = fmt_find(&fe, "data");
	/* NODE CARD MODULE ROW COLUMN RANK MODULE_HANDLE ROW_EXT BANK_GROUP BANK_ADDRESS */
	put_le(raw + f->offset, 0x08 | 0x10 | 0x20 | 0x100 | 0x200 | 0x8000 | 0x20000 | 0x40000 | 0x80000 | 0x100000, 8);
	put_le(raw + f->offset + 8, 1, 2);		/* node */
	put_le(raw + f->offset + 10, 2, 2);		/* card */
	put_le(raw + f->offset + 12, 3, 2);		/* module */
	put_le(raw + f->offset + 14, 0x0205, 2);	/* bank: group 2, address 5 */
	put_le(raw + f->offset + 18, 0x1234, 2);	/* row, bits 17:16 from extended */
	put_le(raw + f->offset + 20, 0x3f8, 2);		/* column */
	put_le(raw + f->offset + 48, 1, 2);		/* rank */
	put_le(raw + f->offset + 52, 0x0031, 2);	/* SMBIOS handle of the DIMM */
	raw[f->offset + 54] = 0x2;			/* extended: row bit 17 */
	CHECK(extract_mem(&fe, raw, 128, &r, &m) == 0, "extlog extract");
	CHECK(r.kind == KIND_MEM && m.source == MEM_CPER && m.v[M_SEV] == MSEV_RECOVERABLE &&
	    m.v[M_ADDR] == 0x4a3f2c1040ull && m.v[M_GRAIN] == 64 && m.v[M_SEQ] == 9 &&
	    !strcmp(m.op, "multi-bit ECC") && !strcmp(m.fru, "DIMMB2"), "extlog: sev %" PRIu64 " op '%s' fru '%s'",
	    m.v[M_SEV], m.op, m.fru);
	CHECK(MHAS(&m, M_NODE) && m.v[M_NODE] == 1 && m.v[M_CARD] == 2 && m.v[M_MODULE] == 3 &&
	    m.v[M_BANK_GROUP] == 2 && m.v[M_BANK] == 5 && m.v[M_ROW] == 0x21234 && m.v[M_COLUMN] == 0x3f8 &&
	    m.v[M_RANK] == 1 && MHAS(&m, M_HANDLE) && m.v[M_HANDLE] == 0x31 && !MHAS(&m, M_DEVICE) &&
	    !MHAS(&m, M_BIT), "extlog: CPER location fields, only those the validation bits give");
	/* a string pointing past the record: empty, never bytes beyond it */
	put_le(raw + fmt_find(&fe, "fru_text")->offset, (uint32_t)40 << 16 | 250, 4);
	CHECK(extract_mem(&fe, raw, fe.size + 10, &r, &m) == 0 && m.fru[0] == '\0', "extlog: fru_text out of bounds");
	CHECK(extract_mem(&fe, raw, fe.size - 1, &r, &m) < 0, "extlog: short record refused");
	free(text);

	if (!(text = load_ras_format("mc_event", EV_MC, &fm)))
		return;
	memset(raw, 0, sizeof raw);
	put_le(raw, 1227, 2);
	put_le(raw + fmt_find(&fm, "error_type")->offset, 1, 4);
	put_le(raw + fmt_find(&fm, "top_layer")->offset, 0xff, 1);	/* -1: not known */
	put_le(raw + fmt_find(&fm, "msg")->offset, (uint32_t)0xffff << 16 | 100, 4);	/* longer than the record */
	put_le(raw + fmt_find(&fm, "label")->offset, (uint32_t)8 << 16 | 100, 4);
	memcpy(raw + 100, "DIMM_A1\0", 8);
	CHECK(extract_mem(&fm, raw, 120, &r, &m) == 0 && m.v[M_SEV] == MSEV_UNCORRECTED &&
	    !MHAS(&m, M_LAYER_TOP) && MHAS(&m, M_LAYER_MID) && m.op[0] == '\0' && !strcmp(m.label, "DIMM_A1"),
	    "mc_event: layer -1 absent, a string past the end empty, label '%s'", m.label);
	free(text);
}

/*
 * ras:aer_event of 6.1 and 6.12 (their format files, as the kernels wrote
 * them): the device name through __data_loc, status and severity, the TLP
 * header only when valid; the decode names the bits of the register the
 * severity says, a reserved bit by its number; no sysfs for a replay.
 */
static void
test_aer_event(void)
{
	static const char *const paths[] = {
		"/work/shared/reference/ras-events-linux-6.1/aer_event.format",
		"tests/fixtures/ras-events/linux-6.12/ras-aer_event.format",
	};
	struct tp_format fa, fm;
	struct rec_parts parts;
	struct mce_record r;
	struct decoded d;
	unsigned char raw[128];
	char err[512], *text;
	size_t i, len;

	for (i = 0; i < LEN(paths); i++) {
		if (!(text = slurp(paths[i], &len))) {
			if (i == 0)
				continue;	/* the shared reference: not in a clone */
			CHECK(0, "%s: %s", paths[i], strerror(errno));
			continue;
		}
		CHECK(parse_format(text, len, paths[i], &fa, err, sizeof err) == 0 &&
		    fa.event == EV_AER, "%s parsed as aer_event", paths[i]);
		memset(raw, 0, sizeof raw);
		put_le(raw, fa.id, 2);
		put_le(raw + fmt_find(&fa, "dev_name")->offset, (uint32_t)13 << 16 | 40, 4);
		memcpy(raw + 40, "0000:01:00.0", 13);
		put_le(raw + fmt_find(&fa, "status")->offset, 0x41, 4);	/* RxErr, BadTLP */
		put_le(raw + fmt_find(&fa, "severity")->offset, 2, 1);	/* AER_CORRECTABLE */
		put_le(raw + fmt_find(&fa, "tlp_header")->offset, 0x4000000f, 4);
		CHECK(extract_aer(&fa, raw, 56, &r, &parts.pcie) == 0 && r.kind == KIND_PCIE &&
		    r.pcie == &parts.pcie && !strcmp(parts.pcie.dev, "0000:01:00.0") &&
		    parts.pcie.status == 0x41 && parts.pcie.sev == PSEV_CORRECTED &&
		    !(parts.pcie.present & P_TLP) && !r.present, "%s: a corrected error, no TLP header", paths[i]);
		decode_pcie(&r, &d);
		CHECK(d.sev == SEV_CORRECTED && !strcmp(d.bank_name, "PCIe 0000:01:00.0") &&
		    !strcmp(d.error, "receiver error (RxErr), bad TLP (BadTLP)"), "aer decode: '%s'", d.error);
		r.prov = PROV_REPLAY;
		pcie_sysfs(&r, &parts.pcie);
		CHECK(!(parts.pcie.present & P_IDS) && !parts.pcie.driver[0] && !parts.pcie.slot[0],
		    "aer: a replayed record is not looked up in this machine's sysfs");
		/* fatal: the uncorrectable register's names; a reserved bit by its number */
		put_le(raw + fmt_find(&fa, "status")->offset, 0x08040000, 4);
		put_le(raw + fmt_find(&fa, "severity")->offset, 1, 1);
		put_le(raw + fmt_find(&fa, "tlp_header_valid")->offset, 1, 1);
		CHECK(extract_aer(&fa, raw, 56, &r, &parts.pcie) == 0 && r.kind == KIND_PCIE &&
		    parts.pcie.present & P_TLP && parts.pcie.tlp[0] == 0x4000000f, "aer: the TLP header when valid");
		decode_pcie(&r, &d);
		CHECK(d.sev == SEV_FATAL && !strcmp(d.error,
		    "malformed TLP (MalfTLP), bit 27 (not in our table)") &&
		    strstr(d.details, "TLP header 4000000f 00000000 00000000 00000000"),
		    "aer fatal decode: '%s' / '%s'", d.error, d.details);
		/* a severity the event never had: no register to name the bits from */
		put_le(raw + fmt_find(&fa, "severity")->offset, 7, 1);
		CHECK(extract_aer(&fa, raw, 56, &r, &parts.pcie) == 0 && !(parts.pcie.present & P_SEV),
		    "aer: an unknown severity is not given");
		decode_pcie(&r, &d);
		CHECK(d.sev == SEV_INVALID && strstr(d.error, "not given"), "aer without severity: '%s'", d.error);
		CHECK(extract_aer(&fa, raw, fa.size - 1, &r, &parts.pcie) < 0, "aer: short record refused");
		/* as a live source reads it: chained behind mce_record, by common_type */
		if (load_fixture("linux-6.1", &fm) == 0) {
			fm.next = &fa;
			put_le(raw + fmt_find(&fa, "severity")->offset, 0, 1);
			CHECK(extract_record(&fm, raw, 56, &r, &parts) == 0 && r.kind == KIND_PCIE &&
			    parts.pcie.sev == PSEV_NONFATAL && r.pcie == &parts.pcie,
			    "aer_event read from the buffers of mce_record, by its common_type");
			CHECK(extract_record(&fm, raw, 56, &r, NULL) == 1,
			    "aer_event skipped by a reader of machine checks only");
			free(fm.text);
		}
		free(text);
	}
}

/* A JSON line into a record: 1, 0, -1 as json_record says */
static int
json_line(const char *line, struct json_record *j)
{
	return json_record(line, line + strlen(line), j);
}

/*
 * CXL records where no format file helps (tests/cxl_check.py lays out real
 * ones): a short record, a grade the event does not give, what a forged
 * JSON line may claim, and the policy: never a page or a CPU.
 */
static void
test_cxl_event(void)
{
	static const char *const path = "tests/fixtures/cxl/linux-6.12/cxl-cxl_poison.format";
	static struct json_record j;
	struct tp_format f;
	struct rec_parts parts;
	struct mce_record r;
	struct decoded d;
	unsigned char raw[160];
	char err[512], why[256], *text;
	size_t len;

	if (!(text = slurp(path, &len))) {
		CHECK(0, "%s: %s", path, strerror(errno));
		return;
	}
	CHECK(parse_format(text, len, path, &f, err, sizeof err) == 0 &&
	    f.event == EV_CXL + CXL_POISON, "%s parsed as cxl_poison", path);
	memset(raw, 0, sizeof raw);
	put_le(raw, f.id, 2);
	put_le(raw + fmt_find(&f, "trace_type")->offset, 5, 1);	/* none of List, Inject, Clear */
	put_le(raw + fmt_find(&f, "hpa")->offset, ~0ull, 8);
	CHECK(extract_cxl(&f, raw, f.size, &r, &parts.pcie) == 0 && r.kind == KIND_CXL &&
	    !CHAS(&parts.pcie.cxl, C_HPA) && CHAS(&parts.pcie.cxl, C_DPA) &&
	    !CHAS(&parts.pcie.cxl, C_OVERFLOW_TS) && !parts.pcie.dev[0] && !r.present,
	    "cxl_poison: an HPA of all ones and an overflow time of 0 are not given");
	decode_cxl(&r, &d);
	CHECK(d.sev == SEV_INVALID && strstr(d.error, "trace_type 0x5 (not in our table)") &&
	    !strcmp(d.bank_name, "CXL (memdev not named)") && strstr(d.details, "host not named"),
	    "cxl: a trace type outside the kernel's names grades nothing: '%s' / '%s'", d.error,
	    d.details);
	CHECK(cxl_bucket(&parts.pcie.cxl) < 0, "cxl: an ungraded record counts as no error");
	CHECK(extract_cxl(&f, raw, f.size - 1, &r, &parts.pcie) < 0, "cxl: short record refused");
	/* the policy: live, a CXL record may trigger and count, never act on a page or a CPU */
	put_le(raw + fmt_find(&f, "trace_type")->offset, 0, 1);
	extract_cxl(&f, raw, f.size, &r, &parts.pcie);
	r.prov = PROV_LIVE;
	CHECK(policy_kind(&r) == PK_CXL && policy_may(&r, ACT_TRIGGER, NULL, NULL, why, sizeof why) &&
	    policy_may(&r, ACT_HEALTH, NULL, NULL, why, sizeof why) &&
	    !policy_may(&r, ACT_PAGE, NULL, NULL, why, sizeof why) &&
	    !policy_may(&r, ACT_CPU, NULL, NULL, why, sizeof why),
	    "cxl: live records trigger and count, never a page or CPU action");
	free(text);
	/* forged JSON lines */
	CHECK(json_line("{\"kind\":\"cxl\",\"severity\":\"fatal\"}", &j) < 0,
	    "json: kind cxl without a cxl object is not a record of ours");
	CHECK(json_line("{\"kind\":\"cxl\",\"severity\":\"fatal\",\"cxl\":{\"event\":\"nosuch\","
	    "\"dpa\":\"0x1000\"}}", &j) < 0, "json: an event ras does not know is not a record");
	CHECK(json_line("{\"kind\":\"cxl\",\"cpu\":3,\"bank\":4,\"status\":\"0xbe00000000800400\","
	    "\"pcie\":{\"device\":\"0000:0d:00.0\",\"aer_status\":\"0x1\",\"aer_severity\":\"fatal\"},"
	    "\"cxl\":{\"event\":\"poison\",\"memdev\":\"mem0\",\"dpa\":\"0x40000\",\"channel\":3,"
	    "\"device_temp\":-7,\"trace_type\":0}}", &j) == 1 && j.r.kind == KIND_CXL &&
	    !HAS(&j.r, F_CPU) && !HAS(&j.r, F_BANK) && !HAS(&j.r, F_STATUS) &&
	    !(j.pcie.present & (P_STATUS | P_SEV)) && !CHAS(&j.pcie.cxl, C_CHANNEL) &&
	    !CHAS(&j.pcie.cxl, C_TEMP) && CHAS(&j.pcie.cxl, C_DPA) && j.pcie.cxl.v[C_DPA] == 0x40000 &&
	    !strcmp(j.pcie.cxl.memdev, "mem0") && !strcmp(j.pcie.dev, "0000:0d:00.0"),
	    "json: a CXL line keeps no bank registers, no AER fields, no field its event lacks");
	CHECK(json_line("{\"kind\":\"cxl\",\"cxl\":{\"event\":\"memory_module\","
	    "\"device_temp\":-7,\"memdev\":\"m\\u0007em 1/\"}}", &j) == 1 &&
	    CHAS(&j.pcie.cxl, C_TEMP) && (int16_t)j.pcie.cxl.v[C_TEMP] == -7 &&
	    !strcmp(j.pcie.cxl.memdev, "m?em?1?"), "json: a negative temperature; a memdev's "
	    "control bytes, blanks and slashes cleaned: '%s'", j.pcie.cxl.memdev);
	CHECK(json_line("{\"kind\":\"pcie\",\"pcie\":{\"device\":\"0000:01:00.0\"},"
	    "\"cxl\":{\"event\":\"dram\",\"row\":5}}", &j) == 1 && j.r.kind == KIND_PCIE &&
	    !j.pcie.cxl.present, "json: a PCIe line's cxl object is dropped");
	/* review: what a read-back line may not carry or invent */
	CHECK(json_line("{\"kind\":\"cxl\",\"cxl\":{\"event\":\"poison\",\"trace_type\":0,"
	    "\"hpa\":\"0xffffffffffffffff\",\"overflow_time\":0,\"dpa\":\"0x40\"}}", &j) == 1 &&
	    !CHAS(&j.pcie.cxl, C_HPA) && !CHAS(&j.pcie.cxl, C_OVERFLOW_TS) && CHAS(&j.pcie.cxl, C_DPA),
	    "json: the kernel's not-given values (HPA all ones, overflow time 0) read back as not given");
	CHECK(json_line("{\"kind\":\"cxl\",\"cxl\":{\"event\":\"memory_module\","
	    "\"device_temp\":-99999999999999999999,\"life_used\":\"0x5\",\"dirty_shutdowns\":010}}",
	    &j) == 1 && !CHAS(&j.pcie.cxl, C_TEMP) && !CHAS(&j.pcie.cxl, C_LIFE_USED) &&
	    CHAS(&j.pcie.cxl, C_DIRTY_SHUTDOWNS) && j.pcie.cxl.v[C_DIRTY_SHUTDOWNS] == 10,
	    "json: an overflowing number and a hex string for a decimal field are no value; "
	    "decimal is base 10");
	CHECK(json_line("{\"kind\":\"cxl\",\"cxl\":{\"event\":\"memory_module\","
	    "\"device_temp\":-70000}}", &j) == 1 && !CHAS(&j.pcie.cxl, C_TEMP),
	    "json: a temperature outside 16 bits is no value");
	CHECK(json_line("{\"kind\":\"cxl\",\"cxl\":{\"event\":\"dram\",\"dpa\":-}}", &j) < 0,
	    "json: a lone minus sign is malformed");
	CHECK(json_line("{\"kind\":\"cxl\",\"cxl\":{\"event\":\"general_media\","
	    "\"dpa\":\"0x1000\",\"log\":1}}", &j) == 1, "json: a general media line without "
	    "its descriptor");
	j.r.pcie = &j.pcie;
	decode_cxl(&j.r, &d);
	CHECK(d.sev == SEV_INVALID && strstr(d.error, "(descriptor not given)") &&
	    !strstr(d.error, "corrected"), "cxl: no descriptor, no claim of corrected: '%s'", d.error);
	CHECK(json_line("{\"kind\":\"cxl\",\"cxl\":{\"event\":\"overflow\",\"log\":2}}",
	    &j) == 1, "json: an overflow line without its count");
	j.r.pcie = &j.pcie;
	decode_cxl(&j.r, &d);
	CHECK(strstr(d.error, "(count not given)") != NULL, "cxl: no count, none invented: '%s'",
	    d.error);
}

/* A format file's text without the lines that name any of the fields,
 * as an older kernel's format of the event */
static char *
format_without(const char *text, const char *const *fields, size_t n)
{
	char *out = malloc(strlen(text) + 1), *o = out;
	const char *p = text, *nl;
	size_t i;

	while (*p) {
		nl = strchr(p, '\n');
		nl = nl ? nl + 1 : p + strlen(p);
		for (i = 0; i < n; i++)
			if (memmem(p, nl - p, fields[i], strlen(fields[i])))
				break;
		if (i == n) {
			memcpy(o, p, nl - p);
			o += nl - p;
		}
		p = nl;
	}
	*o = '\0';
	return out;
}

/* The layouts before 6.12: 6.3-6.9's general media had no HPA and no region
 * (ras then says nothing of one), 6.2's cxl_aer_* named the memdev only */
static void
test_cxl_older(void)
{
	static const char *const gm = "tests/fixtures/cxl/linux-6.12/cxl-cxl_general_media.format";
	static const char *const no_hpa[] = { " hpa;", "region_uuid;", "region_name;" };
	static const char fmt62[] =
	    "name: cxl_aer_correctable_error\nID: 1200\nformat:\n"
	    "\tfield:unsigned short common_type;\toffset:0;\tsize:2;\tsigned:0;\n"
	    "\tfield:unsigned char common_flags;\toffset:2;\tsize:1;\tsigned:0;\n"
	    "\tfield:unsigned char common_preempt_count;\toffset:3;\tsize:1;\tsigned:0;\n"
	    "\tfield:int common_pid;\toffset:4;\tsize:4;\tsigned:1;\n\n"
	    "\tfield:__data_loc char[] dev_name;\toffset:8;\tsize:4;\tsigned:0;\n"
	    "\tfield:u32 status;\toffset:12;\tsize:4;\tsigned:0;\n\n"
	    "print fmt: \"%s: status: '%s'\", __get_str(dev_name), \"\"\n";
	struct tp_format f;
	struct rec_parts parts;
	struct mce_record r;
	struct decoded d;
	unsigned char raw[256];
	char err[512], *text, *old;
	size_t len;

	if (!(text = slurp(gm, &len))) {
		CHECK(0, "%s: %s", gm, strerror(errno));
		return;
	}
	old = format_without(text, no_hpa, LEN(no_hpa));
	CHECK(parse_format(old, strlen(old), "gm-6.9", &f, err, sizeof err) == 0 &&
	    f.event == EV_CXL + CXL_GENERAL_MEDIA && !fmt_find(&f, "hpa"),
	    "a general media format without hpa and region parses: %s", err);
	memset(raw, 0, sizeof raw);
	put_le(raw, f.id, 2);
	put_le(raw + fmt_find(&f, "dpa")->offset, 0x4000, 8);
	CHECK(extract_cxl(&f, raw, f.size, &r, &parts.pcie) == 0 && !CHAS(&parts.pcie.cxl, C_HPA) &&
	    CHAS(&parts.pcie.cxl, C_DPA), "6.3-6.9 layout: a DPA, no HPA");
	decode_cxl(&r, &d);
	CHECK(!strstr(d.details, "HPA"), "6.3-6.9 layout: nothing said of an HPA: '%s'", d.details);
	free(old);
	free(text);
	CHECK(parse_format(fmt62, sizeof fmt62 - 1, "aer-6.2", &f, err, sizeof err) == 0 &&
	    f.event == EV_CXL + CXL_AER_COR, "6.2's cxl_aer_correctable_error parses: %s", err);
	memset(raw, 0, sizeof raw);
	put_le(raw, f.id, 2);
	put_le(raw + 8, (uint32_t)5 << 16 | 16, 4);
	memcpy(raw + 16, "mem3", 5);
	put_le(raw + 12, 0x4, 4);
	CHECK(extract_cxl(&f, raw, 24, &r, &parts.pcie) == 0 &&
	    !strcmp(parts.pcie.cxl.memdev, "mem3") && !parts.pcie.dev[0] &&
	    CHAS(&parts.pcie.cxl, C_STATUS) && parts.pcie.cxl.v[C_STATUS] == 4,
	    "6.2 layout: dev_name is the memdev, no host invented");
}

/* A memory-controller MCE at addr on CPU 0, graded sev, with a wall time. */
static void
dimm_rec(struct mce_record *r, struct decoded *d, uint64_t addr, int sev, double t)
{
	memset(r, 0, sizeof *r);
	memset(d, 0, sizeof *d);
	r->kind = KIND_MCE;
	r->prov = PROV_LIVE;	/* as the kernel's records are */
	r->v[F_STATUS] = S_VAL | S_ADDRV | 0x0091;
	r->v[F_ADDR] = addr;
	r->v[F_BANK] = 7;
	r->v[F_WALLTIME] = (uint64_t)t;
	r->present = 1u << F_STATUS | 1u << F_ADDR | 1u << F_BANK | 1u << F_WALLTIME;
	d->sev = sev;
	d->memory = 1;
	d->model.vendor = VENDOR_INTEL;
}

/* A memory record of reporter src: SMBIOS handle h (-1 none) or EDAC label, address (CELL_NONE none). */
static void
dimm_mem(struct mce_record *r, struct decoded *d, struct mem_error *m, int src, int h, const char *label,
    uint64_t addr, int sev)
{
	memset(r, 0, sizeof *r);
	memset(d, 0, sizeof *d);
	memset(m, 0, sizeof *m);
	m->source = src;
	if (h >= 0)
		m->v[M_HANDLE] = (uint64_t)h, m->present |= 1ull << M_HANDLE;
	if (label)
		snprintf(m->label, sizeof m->label, "%s", label);
	if (addr != CELL_NONE)
		m->v[M_ADDR] = addr, m->present |= 1ull << M_ADDR;
	r->mem = m;
	r->kind = KIND_MEM;
	r->prov = PROV_LIVE;	/* as the kernel's records are */
	d->sev = sev;
	d->memory = 1;
}

static void
dimm_dram(struct mem_error *m, int bank, int row, int col)
{
	m->v[M_RANK] = 0, m->v[M_BANK] = (uint64_t)bank, m->v[M_ROW] = (uint64_t)row, m->v[M_COLUMN] = (uint64_t)col;
	m->present |= 1ull << M_RANK | 1ull << M_BANK | 1ull << M_ROW | 1ull << M_COLUMN;
}

static int
verdict_of(const struct dimm_count *k, double now, char *why, size_t len)
{
	return dimm_verdict(k, now, why, len);
}

/*
 * Per-DIMM counting, the verdict rules (rasd.8 DIMM verdicts), the fault
 * view, pairing an error's reports, the state file; with the cases of the
 * maintainer review of this code (S1-S9) as regressions.
 */
static void
test_dimms(void)
{
	static unsigned char raw[3][64];
	struct smbios_dimm slots[3];
	struct inventory inv = { slots, 1, NULL, 0, NULL, 0 };
	struct counters c = { 0 }, back = { 0 }, early = { 0 };
	struct mce_record r;
	struct decoded d;
	struct dimm_count *k = NULL, *cur = NULL;
	char why[200], desc[96], *buf = NULL, *line, *save;
	size_t len = 0, cap = 0;
	double t0 = 1.7e9;
	int i, bad = 0;
	struct mem_error m;

	memset(slots, 0, sizeof slots);
	for (i = 0; i < 3; i++) {
		slots[i].raw = raw[i];
		slots[i].handle = 0x30 + i;
		slots[i].present = 1u << T17_SIZE;
		slots[i].v[T17_SIZE] = 2048;
		slots[i].str[T17_LOCATOR] = i == 0 ? "P1-DIMMA1" : i == 1 ? "P1-DIMMB1" : "P2-DIMMA1";
		slots[i].str[T17_SERIAL] = i == 0 ? "03A5B6C7" : i == 1 ? "2A1B3C4D" : "77AA88BB";
		slots[i].edac = -1;
	}
	dimm_inv = &inv;

	/* serials firmware writes for "none" are not keys */
	CHECK(!serial_usable("Not Specified") && !serial_usable("00000000") && !serial_usable("  ") &&
	    !serial_usable("0x00000000") && !serial_usable("FFFFFFFF") && serial_usable("03A5B6C7"),
	    "serial_usable");

	/* one error: ok; a second on the same page within 24 h: watch (R5), for 30 days */
	dimm_rec(&r, &d, 0x1000, SEV_CORRECTED, t0);
	CHECK((k = dimm_count_record(&c, &r, &d, t0)) != NULL, "one slot: counted");
	CHECK(k && !strcmp(k->key, "serial 03A5B6C7"), "keyed by serial: %s", k ? k->key : "-");
	CHECK(k && verdict_of(k, t0, why, sizeof why) == V_OK, "one error: ok (%s)", why);
	dimm_rec(&r, &d, 0x1040, SEV_CORRECTED, t0 + 3600);
	CHECK(dimm_count_record(&c, &r, &d, t0 + 3600) == k && k->ce == 2, "second error counted");
	CHECK(verdict_of(k, t0 + 3600, why, sizeof why) == V_WATCH && strstr(why, "R5"), "same page: %s", why);
	CHECK(dimm_fault(k, desc, sizeof desc) == FV_PAGE, "fault: one page (%s)", desc);
	CHECK(verdict_of(k, t0 + 3600 + 29 * DAY, why, sizeof why) == V_WATCH, "watch after 29 days");
	CHECK(verdict_of(k, t0 + 3600 + 31 * DAY, why, sizeof why) == V_OK, "ok after 31 days: %s", why);
	/* S3: later lone errors on other pages do not re-arm R5 */
	for (i = 1; i <= 12; i++) {
		dimm_rec(&r, &d, 0x100000ull * (i + 10), SEV_CORRECTED, t0 + i * 29 * DAY);
		dimm_count_record(&c, &r, &d, t0 + i * 29 * DAY);
	}
	CHECK(verdict_of(k, t0 + 12 * 29 * DAY + DAY, why, sizeof why) == V_OK, "S3: lone errors later: %s", why);
	counters_free(&c);

	/* 10 in 24 h on different pages: R4 watch; 25: R2 replace, for good */
	for (i = 0; i < 25; i++) {
		dimm_rec(&r, &d, 0x100000ull * (i + 1), SEV_CORRECTED, t0 + i * 60);
		k = dimm_count_record(&c, &r, &d, t0 + i * 60);
		if (i == 9)
			CHECK(k && verdict_of(k, t0 + i * 60, why, sizeof why) == V_WATCH && strstr(why, "R4"),
			    "10 in 24 h: %s", why);
		if (i == 23)
			CHECK(k && verdict_of(k, t0 + i * 60, why, sizeof why) == V_WATCH, "24: still watch");
	}
	CHECK(k && verdict_of(k, t0 + 25 * 60, why, sizeof why) == V_REPLACE && strstr(why, "R2"), "25: %s", why);
	CHECK(k && dimm_fault(k, desc, sizeof desc) == FV_ADDRS, "fault: several pages (%s)", desc);
	CHECK(k && verdict_of(k, t0 + 365 * DAY, why, sizeof why) == V_REPLACE, "replace stays");
	counters_free(&c);
	/* 10 spread over more than 24 h: never 10 in a window */
	for (i = 0; i < 10; i++) {
		dimm_rec(&r, &d, 0x100000ull * (i + 1), SEV_CORRECTED, t0 + i * 3 * 3600);
		k = dimm_count_record(&c, &r, &d, t0 + i * 3 * 3600);
	}
	CHECK(k && k->ce == 10 && dimm_ce_day(k, t0 + 27 * 3600) == 8 &&
	    verdict_of(k, t0 + 27 * 3600, why, sizeof why) == V_OK, "10 over 27 h: %s", why);
	/* an uncorrected error: R1 */
	dimm_rec(&r, &d, 0x5000, SEV_UC, t0);
	CHECK((k = dimm_count_record(&c, &r, &d, t0)) && k->ue == 1 &&
	    verdict_of(k, t0, why, sizeof why) == V_REPLACE && strstr(why, "R1"), "UE: %s", why);
	counters_free(&c);
	/* an address/command error (MMM 011) is not a DRAM cell's: not counted */
	dimm_rec(&r, &d, 0x5000, SEV_UC, t0);
	r.v[F_STATUS] = S_VAL | S_ADDRV | 0x00b1;
	CHECK(!dimm_count_record(&c, &r, &d, t0) && c.ndimm == 0 && c.unplaced[1] == 0, "address/command: not a DIMM's");
	/* a record without a time: counted, no rate rule; R1 still */
	dimm_rec(&r, &d, 0x5000, SEV_CORRECTED, t0);
	for (i = 0; i < 30; i++)
		k = dimm_count_record(&c, &r, &d, 0);
	CHECK(k && k->ce == 30 && k->untimed == 30 && verdict_of(k, t0, why, sizeof why) == V_OK,
	    "untimed: counted, no rate rule (%s)", why);
	counters_free(&c);

	/* two populated slots: an MCE is not one slot's: not placed, counted as such */
	inv.nd = 2;
	dimm_rec(&r, &d, 0x1000, SEV_CORRECTED, t0);
	CHECK(!dimm_count_record(&c, &r, &d, t0) && c.ndimm == 0 && c.unplaced[0] == 1, "two slots: unplaced");
	counters_free(&c);

	/* CPER records with DRAM coordinates and a handle: faults as the field studies form them */
	dimm_mem(&r, &d, &m, MEM_CPER, 0x31, NULL, CELL_NONE, SEV_CORRECTED);
	dimm_dram(&m, 5, 100, 8);
	CHECK((k = dimm_count_record(&c, &r, &d, t0)) && !strcmp(k->locator, "P1-DIMMB1"), "handle: B1");
	m.v[M_COLUMN] = 9;
	dimm_count_record(&c, &r, &d, t0 + 10);
	CHECK(k && dimm_fault(k, desc, sizeof desc) == FV_ROW && verdict_of(k, t0 + 10, why, sizeof why) ==
	    V_WATCH && strstr(why, "R6"), "row fault: %s, %s", desc, why);
	m.v[M_ROW] = 101;	/* crosses the row at column 9: one bank fault */
	dimm_count_record(&c, &r, &d, t0 + 20);
	CHECK(k && dimm_fault(k, desc, sizeof desc) == FV_BANK && verdict_of(k, t0 + 20, why, sizeof why) ==
	    V_REPLACE && strstr(why, "R3"), "bank fault: %s, %s", desc, why);
	counters_free(&c);
	/* S1: two unrelated cells of one bank, far apart in time: two single-cell faults, no replace */
	dimm_mem(&r, &d, &m, MEM_CPER, 0x30, NULL, CELL_NONE, SEV_CORRECTED);
	dimm_dram(&m, 5, 100, 8);
	dimm_count_record(&c, &r, &d, t0);
	dimm_dram(&m, 5, 40000, 900);
	k = dimm_count_record(&c, &r, &d, t0 + 200 * DAY);
	CHECK(k && dimm_fault(k, desc, sizeof desc) == FV_CELL && verdict_of(k, t0 + 200 * DAY, why,
	    sizeof why) == V_OK, "S1: unrelated cells: %s, %s", desc, why);
	counters_free(&c);
	/* S1b: one cell repeating in bank 1, another in bank 2: cells, not several banks */
	dimm_dram(&m, 1, 7, 7);
	dimm_count_record(&c, &r, &d, t0);
	dimm_count_record(&c, &r, &d, t0 + 90 * DAY);
	dimm_dram(&m, 2, 9, 9);
	dimm_count_record(&c, &r, &d, t0 + 120 * DAY);
	k = dimm_count_record(&c, &r, &d, t0 + 300 * DAY);
	CHECK(k && dimm_fault(k, desc, sizeof desc) == FV_CELL && k->replace_rule < 0, "S1b: %s", desc);
	/* a row fault in bank 1 and one in bank 3: several banks, replace */
	dimm_dram(&m, 1, 50, 1);
	dimm_count_record(&c, &r, &d, t0 + 301 * DAY);
	dimm_dram(&m, 1, 50, 2);
	dimm_count_record(&c, &r, &d, t0 + 302 * DAY);
	dimm_dram(&m, 3, 60, 1);
	dimm_count_record(&c, &r, &d, t0 + 303 * DAY);
	dimm_dram(&m, 3, 60, 2);
	dimm_count_record(&c, &r, &d, t0 + 304 * DAY);
	CHECK(dimm_fault(k, desc, sizeof desc) == FV_BANKS && verdict_of(k, t0 + 304 * DAY, why, sizeof why) ==
	    V_REPLACE && strstr(why, "R3"), "two row faults in two banks: %s, %s", desc, why);
	counters_free(&c);

	/* pairing: S2, two MCEs then their two EDAC reports: two errors */
	inv.nd = 1;
	dimm_rec(&r, &d, 0x1000, SEV_CORRECTED, t0);
	dimm_count_record(&c, &r, &d, t0);
	dimm_rec(&r, &d, 0x900000, SEV_CORRECTED, t0);
	dimm_count_record(&c, &r, &d, t0);
	dimm_mem(&r, &d, &m, MEM_EDAC, -1, "P1-DIMMA1", 0x1000, SEV_CORRECTED);
	dimm_count_record(&c, &r, &d, t0 + 1);
	dimm_mem(&r, &d, &m, MEM_EDAC, -1, "P1-DIMMA1", 0x900000, SEV_CORRECTED);
	dimm_count_record(&c, &r, &d, t0 + 1);
	CHECK(c.ndimm == 1 && c.dimm[0].ce == 2, "S2: MCE MCE EDAC EDAC: %" PRIu64, c.ndimm ? c.dimm[0].ce : 0);
	counters_free(&c);
	/* S2b: an EDAC report of another address is another error (and its UE counts) */
	dimm_rec(&r, &d, 0x1000, SEV_CORRECTED, t0);
	dimm_count_record(&c, &r, &d, t0);
	dimm_mem(&r, &d, &m, MEM_EDAC, -1, "P1-DIMMA1", 0x7777000, SEV_UC);
	dimm_count_record(&c, &r, &d, t0 + 3);
	CHECK(c.dimm[0].ce == 1 && c.dimm[0].ue == 1, "S2b: ce %" PRIu64 " ue %" PRIu64, c.dimm[0].ce, c.dimm[0].ue);
	counters_free(&c);
	/* S2c: MCE, extlog CPER and EDAC of one error: one */
	dimm_rec(&r, &d, 0x1000, SEV_CORRECTED, t0);
	dimm_count_record(&c, &r, &d, t0);
	dimm_mem(&r, &d, &m, MEM_CPER, 0x30, NULL, 0x1000, SEV_CORRECTED);
	dimm_count_record(&c, &r, &d, t0);
	dimm_mem(&r, &d, &m, MEM_EDAC, -1, "P1-DIMMA1", 0x1000, SEV_CORRECTED);
	dimm_count_record(&c, &r, &d, t0);
	CHECK(c.dimm[0].ce == 1, "S2c: %" PRIu64, c.dimm[0].ce);
	/* an EDAC report alone later: counted; S2d: its error_count counts */
	m.v[M_COUNT] = 5, m.present |= 1ull << M_COUNT;
	dimm_count_record(&c, &r, &d, t0 + 100);
	CHECK(c.dimm[0].ce == 6, "S2d: error_count 5: %" PRIu64, c.dimm[0].ce);
	counters_free(&c);
	/* AMD: the UMC MCE's address is the UMC's; amd64_edac's event pairs by chip select and UMC */
	dimm_rec(&r, &d, 0x7f4c52e0, SEV_CORRECTED, t0);
	r.v[F_STATUS] = S_VAL | S_ADDRV | BIT(53) | 0x011b;
	r.v[F_IPID] = 0x0000009600350f00ull, r.v[F_SYND] = 0x5a020001, r.v[F_BANK] = 22;
	r.present |= 1u << F_IPID | 1u << F_SYND;
	d.model = (struct cpu_model){ VENDOR_AMD, 0x17, 0x31, 0, 1 };
	dimm_count_record(&c, &r, &d, t0);
	CHECK(amd_umc_addr(&r, &d), "an AMD UMC MCE's address is the UMC's: no page is named by it");
	dimm_mem(&r, &d, &m, MEM_EDAC, -1, "P1-DIMMA1", 0x1234567000, SEV_CORRECTED);
	m.v[M_LAYER_TOP] = 1, m.v[M_LAYER_MID] = 3, m.present |= 1ull << M_LAYER_TOP | 1ull << M_LAYER_MID;
	dimm_count_record(&c, &r, &d, t0 + 1);
	CHECK(c.ndimm == 1 && c.dimm[0].ce == 1, "AMD UMC 3 cs 1 and amd64_edac csrow 1 channel 3: one");
	counters_free(&c);

	/* S4, S4b: times far ahead are not rate evidence (record_time makes them untimed) */
	dimm_rec(&r, &d, 0x1000, SEV_CORRECTED, 4102444800.0);
	CHECK(record_time(&r) == 0, "a time in 2100 is no time");
	/* S5: one error on another DIMM does not turn R2 into a watch; another DIMM with 10 does */
	inv.nd = 3;
	dimm_mem(&r, &d, &m, MEM_CPER, 0x32, NULL, 0x5000, SEV_CORRECTED);
	dimm_count_record(&c, &r, &d, t0);
	for (i = 0; i < 30; i++) {
		dimm_mem(&r, &d, &m, MEM_CPER, 0x30, NULL, 0x100000ull * (i + 1), SEV_CORRECTED);
		k = dimm_count_record(&c, &r, &d, t0 + 3600 + i * 60);
	}
	CHECK(k && verdict_of(k, t0 + 2 * 3600, why, sizeof why) == V_REPLACE, "S5: %s", why);
	counters_free(&c);
	for (i = 0; i < 10; i++) {
		dimm_mem(&r, &d, &m, MEM_CPER, 0x32, NULL, 0x100000ull * (i + 1), SEV_CORRECTED);
		dimm_count_record(&c, &r, &d, t0 + i);
	}
	for (i = 0; i < 30; i++) {
		dimm_mem(&r, &d, &m, MEM_CPER, 0x30, NULL, 0x100000ull * (i + 1), SEV_CORRECTED);
		k = dimm_count_record(&c, &r, &d, t0 + 3600 + i * 60);
	}
	CHECK(k && verdict_of(k, t0 + 2 * 3600, why, sizeof why) == V_WATCH && strstr(why, "another DIMM"),
	    "two DIMMs with 10 or more: the channel may be at fault: %s", why);
	counters_free(&c);
	/* S6: a full list of places gives up its oldest: a new page repeating is still seen */
	inv.nd = 1;
	for (i = 0; i < 16; i++) {
		dimm_rec(&r, &d, 0x100000ull * (i + 1), SEV_CORRECTED, t0 + i * 2 * DAY);
		dimm_count_record(&c, &r, &d, t0 + i * 2 * DAY);
	}
	for (i = 0; i < 3; i++) {
		dimm_rec(&r, &d, 0xabc000 + 64 * (uint64_t)i, SEV_CORRECTED, t0 + 40 * DAY + i * 60);
		k = dimm_count_record(&c, &r, &d, t0 + 40 * DAY + i * 60);
	}
	CHECK(k && verdict_of(k, t0 + 40 * DAY + 180, why, sizeof why) == V_WATCH && strstr(why, "R5") &&
	    k->ncell == DIMM_CELLS && k->cells_over == 3, "S6: %s, over %" PRIu64, why, k ? k->cells_over : 0);
	counters_free(&c);
	/* S7, S7b: a merge keeps the cells' times and judges again */
	dimm_rec(&r, &d, 0x1000, SEV_CORRECTED, t0);
	dimm_count_record(&c, &r, &d, t0);
	dimm_rec(&r, &d, 0x1000, SEV_CORRECTED, t0 + 3600);
	dimm_count_record(&early, &r, &d, t0 + 3600);
	dimm_merge(&c, &early.dimm[0], 1);
	CHECK(verdict_of(&c.dimm[0], t0 + 3600, why, sizeof why) == V_WATCH && strstr(why, "R5"), "S7: %s", why);
	counters_free(&c);
	counters_free(&early);
	for (i = 0; i < 20; i++) {
		dimm_rec(&r, &d, 0x100000ull * (i + 1), SEV_CORRECTED, t0 + i);
		dimm_count_record(&c, &r, &d, t0 + i);
	}
	for (i = 0; i < 10; i++) {
		dimm_rec(&r, &d, 0x10000000ull * (i + 1), SEV_CORRECTED, t0 + 100 + i);
		dimm_count_record(&early, &r, &d, t0 + 100 + i);
	}
	dimm_merge(&c, &early.dimm[0], 1);
	CHECK(c.dimm[0].ce == 30 && verdict_of(&c.dimm[0], t0 + 200, why, sizeof why) == V_REPLACE &&
	    strstr(why, "R2"), "S7b: %s", why);
	counters_free(&early);

	/* the state file: written, read back the same */
	snprintf(c.dimm[0].serial, sizeof c.dimm[0].serial, "a b%%-");
	c.unplaced[1] = 4;
	CHECK(state_dimms(&buf, &len, &cap, &c) == 0 && buf, "state written");
	buf[len] = '\0';
	for (line = strtok_r(buf, "\n", &save); line; line = strtok_r(NULL, "\n", &save))
		bad += state_dimm_line(&back, line, &cur) != 0;
	CHECK(!bad && back.ndimm == 1 && back.dimm[0].ce == 30 && back.dimm[0].ncell == c.dimm[0].ncell &&
	    !strcmp(back.dimm[0].serial, "a b%-") && !strcmp(back.dimm[0].key, c.dimm[0].key) &&
	    back.dimm[0].nrecent == 30 && dimm_ce_day(&back.dimm[0], t0 + 200) == 25 &&
	    dimm_day_capped(&back.dimm[0], t0 + 200) && back.unplaced[1] == 4 &&
	    back.dimm[0].replace_rule == c.dimm[0].replace_rule &&
	    back.dimm[0].cell[0].t[1] == c.dimm[0].cell[0].t[1], "state read back (%d bad lines)", bad);
	{
		/* S8: bad escapes, rule numbers, inf and nan refused, one DIMM at a time */
		char l1[] = "dimm 1 0 0 0 0 0 -1 -1 0 key%zz - - - -", l2[] = "dimm 1 0 0 0 0 0 9 -1 0 k - - - -";
		char l3[] = "dimm 1 0 0 nan 1e300 0 -1 4 inf serial%20X A1 - X -", l4[] = "cell - 0 0 0 0 1 inf 0";

		cur = NULL;
		CHECK(state_dimm_line(&back, l1, &cur) < 0 && state_dimm_line(&back, l2, &cur) < 0 &&
		    state_dimm_line(&back, l3, &cur) < 0 && !cur && state_dimm_line(&back, l4, &cur) < 0 &&
		    back.ndimm == 1, "S8: bad lines refused");
	}
	free(buf);
	counters_free(&c);
	counters_free(&back);
	/* S9: metrics are UTF-8, each DIMM's series told apart by its key */
	{
		char *out = NULL;
		size_t n = 0, room = 0, j;
		int ok = 1;

		slots[0].str[T17_LOCATOR] = "DIMM\xb5" "A1";
		slots[0].str[T17_SERIAL] = "\xff\xff\xff\xff";
		dimm_rec(&r, &d, 0x1000, SEV_CORRECTED, t0);
		dimm_count_record(&c, &r, &d, t0);
		CHECK(metrics_dimms(&out, &n, &room, &c, t0) == 0 && out, "metrics written");
		for (j = 0; out && j < n; j += (size_t)MAX(1, utf8_len((unsigned char *)out + j)))
			ok &= utf8_len((unsigned char *)out + j) > 0;
		CHECK(ok && out && strstr(out, "locator=\"DIMM?A1\"") && strstr(out, "key=\"serial ????\""),
		    "S9: not UTF-8 written as ?: %.300s", out ? out : "");
		free(out);
		counters_free(&c);
	}
	dimm_inv = NULL;
}

/*
 * Thresholds (rasd.8 Thresholds and actions): the bucket arithmetic (a window
 * from its first error, a crossing said once per window, a new window after
 * it, a clock gone back), the defaults and their sources, a restart from the
 * state file, and the rank, row and node buckets fed by thresholds_account.
 */
static void
test_thresholds(void)
{
	static struct daemon_cfg cfg;
	static unsigned char raw[64];
	struct smbios_dimm slot;
	struct inventory inv = { &slot, 1, NULL, 0, NULL, 0 };
	struct daemon dm = { .cfg = &cfg, .pidfd = -1, .kmsg = -1, .uevent = -1 };
	struct threshold two = { 2, 86400 };
	struct bucket b = { 0 }, *g;
	struct counters c = { 0 };
	struct mce_record r;
	struct decoded d;
	struct mem_error m;
	char *buf = NULL, *line, *save;
	size_t len = 0, cap = 0, i;
	double t0 = (double)time(NULL) - 3600;
	int n, found;

	/* the window: 2/24h crosses at the second error, once per window */
	CHECK(bucket_add(&b, &two, t0) == 0 && b.count == 1, "first error: no crossing");
	CHECK(bucket_add(&b, &two, t0 + 3600) == 1 && b.crossed == 1 && b.count == 0, "second within 24 h: crossing");
	CHECK(bucket_add(&b, &two, t0 + 7200) == 0 && bucket_add(&b, &two, t0 + 7300) == 0 && b.crossed == 2,
	    "crossed again in the same window: counted (%u), not said again", b.crossed);
	CHECK(bucket_add(&b, &two, t0 - 600) == 0 && b.start == t0, "a clock gone back stays in the window");
	CHECK(bucket_add(&b, &two, t0 + 86401) == 0 && b.start == t0 + 86401 && b.count == 1 && b.crossed == 0,
	    "after 24 h: a new window from this error");
	CHECK(bucket_add(&b, &two, t0 + 86402) == 1, "the new window's first crossing is said");
	/* a clock stepped back further than a period: not in the window, not counted */
	n = (int)b.count;
	CHECK(bucket_add(&b, &two, t0 + 86401 - 29 * 86400) == -1 && b.count == (unsigned)n &&
	    b.start == t0 + 86401, "an error 29 days before the window: not counted, the window kept");
	CHECK(bucket_add(&b, &two, t0 + 86401 - 86400) == 0 && b.start == t0 + 86401,
	    "an error a period before the window's start: in it");

	/* each default, with its source in rasd.8 */
	daemon_defaults(&cfg);
	CHECK(cfg.page.th[TH_PAGE].count == 2 && cfg.page.th[TH_PAGE].period == 86400 &&
	    cfg.page.th[TH_DIMM].count == 10 && cfg.page.th[TH_SOCKET].count == 100 &&
	    cfg.page.th[TH_CPU].count == 18 && cfg.page.th[TH_RANK].count == 10 &&
	    cfg.page.th[TH_ROW].count == 2 && cfg.page.th[TH_NODE].count == 0 &&
	    cfg.page.action == PA_ACCOUNT && cfg.page.cpu_action == CA_OFF && cfg.page.cpu_max == 2,
	    "defaults: page 2/24h, DIMM 10/24h, socket 100/24h, CPU 18/24h, rank 10/24h, row 2/24h, node off");

	/* rank, row and node buckets: EDAC reports naming rank, bank and row on the one slot */
	memset(&slot, 0, sizeof slot);
	slot.raw = raw;
	slot.handle = 0x30;
	slot.present = 1u << T17_SIZE;
	slot.v[T17_SIZE] = 2048;
	slot.str[T17_LOCATOR] = "P1-DIMMA1";
	slot.edac = -1;
	dimm_inv = &inv;
	cfg.page.th[TH_RANK] = (struct threshold){ 3, 3600 };
	cfg.page.th[TH_ROW] = (struct threshold){ 2, 3600 };
	cfg.page.th[TH_NODE] = (struct threshold){ 4, 3600 };
	cfg.page.th[TH_PAGE].count = cfg.page.th[TH_DIMM].count = cfg.page.th[TH_SOCKET].count = 0;
	dm.log.fd = dm.json.fd = -1;
	for (i = 0; i < 3; i++) {	/* rank 1: rows 0x10, 0x10, 0x20 of bank 3 */
		dimm_mem(&r, &d, &m, MEM_EDAC, -1, "P1-DIMMA1", 0x100000 * (i + 1), SEV_CORRECTED);
		dimm_dram(&m, 3, i < 2 ? 0x10 : 0x20, 8);
		m.v[M_RANK] = 1;
		thresholds_account(&dm, &r, &d);
	}
	CHECK(cfg.page.crossings[TH_ROW] == 1, "row 2/1h: bank 3 row 0x10 crossed once (%" PRIu64 ")",
	    cfg.page.crossings[TH_ROW]);
	CHECK(cfg.page.crossings[TH_RANK] == 1, "rank 3/1h: rank 1 crossed (%" PRIu64 ")", cfg.page.crossings[TH_RANK]);
	CHECK(cfg.page.crossings[TH_NODE] == 0, "node 4/1h: 3 errors do not cross");
	for (i = found = 0; i < BUCKETS; i++)
		found += cfg.page.b[i].start && (!strcmp(cfg.page.b[i].name, "DIMM P1-DIMMA1 rank 1") ||
		    !strcmp(cfg.page.b[i].name, "DIMM P1-DIMMA1 rank 1 bank 3 row 0x10") ||
		    !strcmp(cfg.page.b[i].name, "DIMM P1-DIMMA1 rank 1 bank 3 row 0x20") ||
		    !strcmp(cfg.page.b[i].name, "node"));
	CHECK(found == 4, "buckets named by rank, bank and row, and the node (%d of 4)", found);
	/* the MCE of the last error (same address within the pairing window): not counted again;
	 * a CPU's cache error counts for the node */
	dimm_rec(&r, &d, 0x300000, SEV_CORRECTED, (double)time(NULL));
	thresholds_account(&dm, &r, &d);
	CHECK(cfg.page.crossings[TH_NODE] == 0, "node: an error's MCE and EDAC reports count once");
	dimm_rec(&r, &d, 0, SEV_CORRECTED, (double)time(NULL));
	r.v[F_STATUS] = S_VAL | 0x0134, r.v[F_BANK] = 1, r.v[F_CPU] = 3, r.present |= 1u << F_CPU;
	d.memory = 0;
	thresholds_account(&dm, &r, &d);
	CHECK(cfg.page.crossings[TH_NODE] == 1, "node 4/1h: a cache error is the fourth (%" PRIu64 ")",
	    cfg.page.crossings[TH_NODE]);

	/* a restart: the buckets and isolated CPUs come back from the state file as they were */
	cpu_mark_isolated(&cfg.page, 5, t0);
	CHECK(state_buckets(&buf, &len, &cap, &cfg.page) == 0 && buf, "state_buckets");
	buf = realloc(buf, len + 1);	/* text_append keeps a length, not a terminator */
	buf[len] = '\0';
	static struct page_offline_cfg back;
	c.page = &back;
	for (line = strtok_r(buf, "\n", &save), n = 0; line; line = strtok_r(NULL, "\n", &save)) {
		CHECK(state_bucket_line(&c, line) == 0, "state line back: %s", line);
		n += strncmp(line, "bucket pairing ", 15) != 0;	/* the reports to pair with: apart */
	}
	for (i = found = 0; i < BUCKETS; i++) {
		if (!cfg.page.b[i].start)
			continue;
		g = bucket_get(&back, cfg.page.b[i].kind, cfg.page.b[i].key, "");
		found += g->count == cfg.page.b[i].count && g->crossed == cfg.page.b[i].crossed &&
		    g->start == (double)(long long)cfg.page.b[i].start && !strcmp(g->name, cfg.page.b[i].name);
	}
	CHECK(found == 5 && n == 6, "%d of 5 buckets back as they were, %d lines", found, n);
	CHECK(back.niso == 1 && back.iso[0].cpu == 5, "isolated CPU 5 back");
	free(buf);
	dimm_inv = NULL;
}

/* CPU actions: sysfs CPU lists, and which banks are one core's own */
static void
test_cpu_actions(void)
{
	static const struct { const char *list; int n, last; } lists[] = {
		{ "0-3\n", 4, 3 }, { "2,3", 2, 3 }, { "0-1,8-9\n", 4, 9 }, { "7", 1, 7 },
		{ "", -1, 0 }, { "\n", -1, 0 }, { "a", -1, 0 }, { "3-1", -1, 0 }, { "1,,2", -1, 0 },
		{ "1-", -1, 0 }, { "1 2", -1, 0 },
	};
	struct mce_record r = { 0 };
	struct decoded d = { 0 };
	int cpus[16], n;
	size_t i;

	for (i = 0; i < LEN(lists); i++) {
		n = cpulist_parse(lists[i].list, cpus, 16);
		CHECK(n == lists[i].n && (n < 0 || cpus[n - 1] == lists[i].last), "cpulist '%s': %d", lists[i].list, n);
	}
	r.present = 1u << F_BANK | 1u << F_STATUS;
	d.model = (struct cpu_model){ VENDOR_INTEL, 6, 0x55, 4, 1 };
	d.plat = PLAT_SKX;
	r.v[F_BANK] = 3;
	CHECK(core_bank(&r, &d), "Skylake-SP bank 3 (MLC) is a core's");
	r.v[F_BANK] = 9;
	CHECK(!core_bank(&r, &d), "Skylake-SP bank 9 (CHA) is not a core's");
	d.plat = PLAT_NONE, r.v[F_BANK] = 1;
	CHECK(!core_bank(&r, &d), "an Intel platform we do not know: no bank is known to be a core's");
	d.model = (struct cpu_model){ VENDOR_AMD, 0x19, 0x01, 1, 1 };
	r.present |= 1u << F_IPID;
	r.v[F_IPID] = 0x000000b000000000ull;	/* HWID 0xB0 McaType 0: LS */
	CHECK(core_bank(&r, &d), "SMCA LS is a core's");
	r.v[F_IPID] = 0x000700b000000000ull;	/* McaType 7: L3 */
	CHECK(!core_bank(&r, &d), "SMCA L3 is a core complex's, not a core's");
	r.present &= ~(1u << F_IPID);
	CHECK(!core_bank(&r, &d), "SMCA without an IPID: not known");
	r.present &= ~(1u << F_BANK);
	d.model = (struct cpu_model){ VENDOR_INTEL, 6, 0x55, 4, 1 };
	d.plat = PLAT_SKX;
	CHECK(!core_bank(&r, &d), "no bank: not known");
}

/* lhex against printf: every digit count and width, in place and at the
 * end of an almost full line (where it goes through a copy, cut) */
static void
test_lhex(void)
{
	static struct line l = LINE_INIT(l);
	char want[64];
	uint64_t v, seed = 0x9e3779b97f4a7c15ull;
	int i, w, bad = 0, cutbad = 0;

	for (i = 0; i < 20000; i++) {
		seed = seed * 6364136223846793005ull + 1442695040888963407ull;
		v = seed >> (i % 64);
		w = i % 18;
		l.n = 0;
		lput(&l, "x", 1);
		lhex(&l, v, w);
		snprintf(want, sizeof want, "x0x%0*llx", MIN(w, 16),
		    (unsigned long long)v);
		bad += strcmp(l.b, want) != 0 || l.n != strlen(want);
		l.n = l.cap - 1 - 7;	/* 7 bytes left: "0x" and 5 digits */
		lhex(&l, v, w);
		cutbad += strncmp(l.b + l.cap - 8, want + 1, 7) != 0 ||
		    l.n != l.cap - 8 + MIN(7, strlen(want + 1)) ||
		    l.b[l.n] != '\0';
	}
	CHECK(!bad, "lhex writes what printf's %%#llx writes (20,000 values)");
	CHECK(!cutbad, "lhex at a line's end: what fits of it, then the line full");
}

/* text_value_at (the inline hex and decimal readers first) answers as
 * text_number_at alone: the value, the end, and a refusal, on random
 * tokens of 0 to 22 digits with every kind of byte after them */
static void
test_text_value_at(void)
{
	static const char ends[] = " \t,:;<>)(x0a9fgG\n\r-+.\xff";
	struct text_parser t;
	char tok[40];
	const char *e1, *e2;
	uint64_t v1, v2;
	int i, n, k, base, r1, r2, bad = 0, saved, null;

	memset(&t, 0, sizeof t);
	t.path = "test";
	srand(11);
	fflush(stderr);
	saved = dup(2);	/* the refusals' warnings: not the log's */
	if ((null = open("/dev/null", O_WRONLY)) >= 0)
		dup2(null, 2);
	for (i = 0; i < 400000; i++) {
		base = i & 1 ? 16 : 10;
		n = rand() % 23;
		for (k = 0; k < n; k++)
			tok[k] = base == 16 ? "0123456789abcdefABCDEF"[rand() % 22] :
			    "0123456789"[rand() % 10];
		if (n && rand() % 4 == 0)	/* leading zeros */
			memset(tok, '0', rand() % n);
		tok[n] = ends[rand() % (sizeof ends - 1)];
		tok[n + 1] = '\0';
		if (rand() % 8 == 0)
			tok[n] = '\0';
		e1 = e2 = NULL;
		v1 = v2 = 0;
		r1 = text_value_at(&t, tok, base, &v1, &e1, TN_SEP);
		r2 = text_number_at(&t, tok, base, &v2, &e2, TN_SEP);
		if (r1 != r2 || (r1 == 0 && (v1 != v2 || e1 != e2)))
			bad++;
	}
	if (saved >= 0)
		dup2(saved, 2), close(saved);
	if (null >= 0)
		close(null);
	CHECK(!bad, "text_value_at differs from text_number_at in %d of 400000 tokens", bad);
}

/* status_bits (kept by the named bits) prints what bit_names does, for
 * random statuses of every vendor, most of them repeating a few keys */
static void
test_status_bits_memo(void)
{
	static const int vendors[] = { VENDOR_INTEL, VENDOR_AMD, VENDOR_HYGON, VENDOR_UNKNOWN };
	struct line a = LINE_INIT(a), b = LINE_INIT(b);
	struct mce_record r;
	int i, vendor, bad = 0;

	memset(&r, 0, sizeof r);
	srand(5);
	for (i = 0; i < 200000; i++) {
		vendor = vendors[rand() % 4];
		r.v[F_STATUS] = (uint64_t)rand() << 33 ^ (uint64_t)rand() << 2 ^ (uint64_t)rand();
		if (i & 1)	/* a storm: a few named combinations */
			r.v[F_STATUS] = (r.v[F_STATUS] & 0x001fffffffffffffull) |
			    (uint64_t)(rand() % 6) << 60 | 1ull << 63;
		a.n = b.n = 0;
		status_bits(&a, &r, vendor);
		bit_names(&b, r.v[F_STATUS], status_bits_tab, LEN(status_bits_tab),
		    vendor_mask(vendor));
		if (a.n != b.n || memcmp(a.b, b.b, a.n))
			bad++;
	}
	CHECK(!bad, "status_bits differs from bit_names in %d of 200000 statuses", bad);
}

/* text_words finds each word exactly where text_findn finds it */
static void
test_text_words(void)
{
	static const char *const lines[] = {
		"TSC c25a6cecc1b ADDR c78bfae240 MISC 1cc47686 PPIN 22f",
		"PROCESSOR 0:50654 TIME 1796285853 SOCKET 1 APIC 90",
		"RIP !INEXACT! 10:<fffffffff1fd42a2> {native_safe_halt}",
		"MCGSTATUS 5 MCGCAP 1c09", "STATU", "TSTATUS", "ADD", "MIS",
		"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxRIP",
		"xxxxxxxxxxxxxxxPROCESSOR", "xxxxxxxxxxxxxxxxPROCESSOR", "",
		"tsc addr misc TIM MC", "ZZZZZZZZZZZZZZZMCG", "ZZZZZZZZZZZZZZZZMCGxTIME",
	};
	size_t i;
	int bad = 0;

	for (i = 0; i < LEN(lines); i++) {
		const char *s = lines[i], *e = s + strlen(s);
		unsigned w = text_words(s, e), want = 0;

		want |= text_findn(s, e, "TSC") ? KW_TSC : 0;
		want |= text_findn(s, e, "ADDR") ? KW_ADDR : 0;
		want |= text_findn(s, e, "MISC") ? KW_MISC : 0;
		want |= text_findn(s, e, "PROCESSOR") ? KW_PROCESSOR : 0;
		want |= text_findn(s, e, "STATUS") ? KW_STATUS : 0;
		want |= text_findn(s, e, "MCG") ? KW_MCG : 0;
		want |= text_findn(s, e, "TIME") ? KW_TIME : 0;
		want |= text_findn(s, e, "RIP") ? KW_RIP : 0;
		if (w != want) {
			fprintf(stderr, "text_words(\"%s\") = %#x, want %#x\n",
			    s, w, want);
			bad++;
		}
	}
	CHECK(!bad, "text_words: the words text_findn finds, on %zu lines",
	    LEN(lines));
}

int
main(int argc, char **argv)
{
	fixtures = argc > 1 ? argv[1] : "tests/formats";
	test_formats();
	test_bad_formats();
	test_ring();
	test_capture();
	test_cpu_model();
	test_intel_tables();
	test_amd_tables();
	test_memo_key();
	test_lhex();
	test_text_words();
	test_text_value_at();
	test_status_bits_memo();
	test_sandbox();
	test_ras_events();
	test_aer_event();
	test_cxl_event();
	test_cxl_older();
	test_dimms();
	test_cpu_actions();
	test_thresholds();
	printf("unit: %d checks, %d failures\n", checks, failures);
	return failures != 0;
}
