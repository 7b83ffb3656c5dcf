/*
 * libFuzzer target: the tracepoint format-file parser, then the raw record
 * extractor on the format it accepted.  Input: FORMAT TEXT, a NUL byte,
 * RECORD BYTES (the record part is optional).  Every record extracted is
 * decoded and formatted.
 */
#define RAS_NO_MAIN
#include "../../ras.c"
#include "fuzz.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct tp_format fmt;
	struct fuzz_sink sink = { .model = { .vendor = VENDOR_INTEL, .family = 6, .model = 0x55, .known = 1 } };
	const uint8_t *nul = memchr(data, '\0', size);
	size_t flen = nul ? (size_t)(nul - data) : size;
	char err[512], *text;
	struct mce_record r;
	int i;

	/* exactly flen bytes, no terminator: parse_format must honour len */
	if (!(text = malloc(flen ? flen : 1)))
		return 0;
	memcpy(text, data, flen);
	if (parse_format(text, flen, "fuzz.format", &fmt, err, sizeof err) < 0) {
		if (!memchr(err, '\0', sizeof err) || !err[0])
			abort();
		free(text);
		return 0;
	}
	fmt.text = text;	/* the print fmt's symbol tables are read from it */
	fmt.textlen = flen;
	if (fmt.event != EV_MCE) {	/* a ras: event: its record is a memory error */
		struct mem_error m;

		if (fmt.event >= NEVENTS || fmt.common_type < 0)
			abort();
		if (nul) {
			size_t rlen = size - flen - 1;
			unsigned char *raw = malloc(rlen ? rlen : 1);

			memcpy(raw, nul + 1, rlen);
			if (extract_mem(&fmt, raw, rlen, &r, &m) == 0) {
				if (r.kind != KIND_MEM || r.mem != &m)
					abort();
				fuzz_format_all(&r, &sink.model);
			}
			free(raw);
		}
		free(text);
		return 0;
	}
	/* what a successful parse promises */
	if (fmt.nf <= 0 || fmt.nf > MAX_FMT_FIELDS || fmt.idx[F_STATUS] < 0 || fmt.idx[F_BANK] < 0)
		abort();
	for (i = 0; i < fmt.nf; i++)
		if ((uint64_t)fmt.f[i].offset + fmt.f[i].size > fmt.size)
			abort();
	for (i = 0; i < NFIELDS; i++) {
		int k = fmt.idx[i];

		if (k >= 0 && (k >= fmt.nf || fmt.f[k].field != i ||
		    (fmt.f[k].size != 1 && fmt.f[k].size != 2 && fmt.f[k].size != 4 && fmt.f[k].size != 8)))
			abort();
	}
	if (nul) {
		size_t rlen = size - flen - 1;
		unsigned char *raw = malloc(rlen ? rlen : 1);

		memcpy(raw, nul + 1, rlen);
		if (extract_record(&fmt, raw, rlen, &r, NULL) == 0) {
			sink.records++;
			fuzz_format_all(&r, &sink.model);
			fuzz_format_all(&r, NULL);
		}
		free(raw);
	}
	free(text);
	return 0;
}
