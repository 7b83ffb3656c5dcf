/*
 * Shared by the libFuzzer targets in tests/fuzz/: a consumer that decodes
 * and formats every record (so each target also exercises the decoder and
 * the three output formats), and the fixture formats, loaded once.
 *
 * Include after "../../ras.c".  Built by tests/fuzz/run.sh with
 *   clang -g -O1 -fsanitize=fuzzer,address,undefined -DRAS_FIXTURES=\"DIR\"
 * FUZZ_AVOID_KNOWN (-DFUZZ_AVOID_KNOWN) steers around bugs already written
 * up in FINDINGS.md so a long run can look for new ones.
 */
#include <stdint.h>
#include <stdlib.h>

#ifndef RAS_FIXTURES
#define RAS_FIXTURES "tests/formats"
#endif

static const char *const fuzz_format_names[] = {
	"linux-2.6.32", "linux-3.10", "linux-6.1", "linux-6.10", "linux-6.15",
};
#define FUZZ_NFORMATS ((int)LEN(fuzz_format_names))
static struct tp_format fuzz_formats[FUZZ_NFORMATS];
static int fuzz_formats_loaded;

static void
fuzz_load_formats(void)
{
	char path[PATH_MAX], err[512];
	const char *dir = getenv("RAS_FIXTURES") ? getenv("RAS_FIXTURES") : RAS_FIXTURES;
	size_t len;
	int i;

	if (fuzz_formats_loaded)
		return;
	for (i = 0; i < FUZZ_NFORMATS; i++) {
		char *text;

		snprintf(path, sizeof path, "%s/%s", dir, fuzz_format_names[i]);
		if (!(text = slurp(path, &len)) ||
		    parse_format(text, len, path, &fuzz_formats[i], err, sizeof err) < 0) {
			fprintf(stderr, "fuzz: cannot load fixture %s (set RAS_FIXTURES)\n", path);
			abort();
		}
		fuzz_formats[i].text = text;
		fuzz_formats[i].textlen = len;
	}
	fuzz_formats_loaded = 1;
}

/* struct line: a fixed array (older ras.c) or a pointer + capacity (LINE_INIT). */
#ifdef LINE_INIT
#define FUZZ_LINE(l)	struct line l = LINE_INIT(l)
#define LINE_CAP(l)	((l)->cap)
#else
#define FUZZ_LINE(l)	struct line l = { 0 }
#define LINE_CAP(l)	(sizeof (l)->b)
#endif

/* Every output format must leave a NUL-terminated line inside its buffer. */
static void
fuzz_check_line(const struct line *l)
{
	if (l->n >= LINE_CAP(l) || l->b[l->n] != '\0' || strlen(l->b) != l->n)
		abort();
}

static void
fuzz_format_all(const struct mce_record *r, const struct cpu_model *model)
{
	struct decoded d, d2;
	FUZZ_LINE(l);

	decode_any(NULL, r, model, &d);
	/* decode_record is documented as pure: same input, same result */
	decode_any(NULL, r, model, &d2);
	if (d.sev != d2.sev || d.why != d2.why || strcmp(d.error, d2.error) ||
	    strcmp(d.details, d2.details) || strcmp(d.bank_name, d2.bank_name))
		abort();
	if (d.sev >= NSEV || !d.why || strlen(d.error) >= sizeof d.error ||
	    strlen(d.details) >= sizeof d.details || strlen(d.bank_name) >= sizeof d.bank_name)
		abort();
	l.n = 0;
	l.b[0] = '\0';
	format_json(&l, r, &d, NULL);
	fuzz_check_line(&l);
	l.n = 0;
	l.b[0] = '\0';
	format_block(&l, r, &d);
	fuzz_check_line(&l);
	l.n = 0;
	l.b[0] = '\0';
	format_line(&l, r, &d);
	fuzz_check_line(&l);
	{	/* the memo must give what a fresh decode gives */
		static struct decode_memo memo;
		struct decoded own, own2;
		const struct decoded *dm = decode_any(&memo, r, model, &own2);

		decode_any(NULL, r, model, &own);
		if (strcmp(own.details, dm->details) || own.sev != dm->sev || strcmp(own.error, dm->error))
			abort();
	}
}

struct fuzz_sink {
	struct cpu_model model;
	uint64_t records, lost;
};

static void
fuzz_record(void *ctx, const struct mce_record *r)
{
	struct fuzz_sink *s = ctx;

	s->records++;
	fuzz_format_all(r, &s->model);
}

static void
fuzz_lost(void *ctx, int cpu, uint64_t n, const char *why)
{
	struct fuzz_sink *s = ctx;

	(void)cpu;
	if (!why || !*why)
		abort();
	s->lost += n;
}

/* A CPU model from 4 input bytes: the vendors the decoder knows, and others. */
static void
fuzz_model(const uint8_t *p, struct cpu_model *m)
{
	static const int vendors[] = { VENDOR_INTEL, VENDOR_AMD, VENDOR_HYGON, VENDOR_ZHAOXIN,
	    VENDOR_UNKNOWN, 1, 5 };

	memset(m, 0, sizeof *m);
	m->vendor = vendors[p[0] % LEN(vendors)];
	m->known = (p[0] >> 4) & 1;
	m->family = p[1];
	m->model = p[2];
	m->stepping = p[3] & 0xf;
}
