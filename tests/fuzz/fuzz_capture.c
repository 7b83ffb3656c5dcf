/*
 * libFuzzer target: the capture-file reader (capture_parse_header,
 * capture_validate, capture_drain) on an in-memory file, as capture_open
 * leaves it after slurp(): the bytes plus a NUL terminator.  Every record
 * is decoded and formatted with the model from the capture header.
 */
#define RAS_NO_MAIN
#include "../../ras.c"
#include "fuzz.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct source *s = calloc(1, sizeof *s);
	struct fuzz_sink sink = { 0 };
	struct consumer c = { fuzz_record, fuzz_lost, &sink };

	if (!s)
		return 0;
	s->fmt.id = -1;
	s->poll_ms = -1;
	s->kind = SRC_CAPTURE;
	s->path = "fuzz.cap";
	if (!(s->buf = malloc(size + 1))) {
		free(s);
		return 0;
	}
	memcpy(s->buf, data, size);
	s->buf[size] = '\0';
	s->buflen = size;
	if (capture_parse_header(s) == 0) {
		sink.model = s->model;
		if (capture_drain(s, &c) == 0) {
			if (sink.records > s->nchunks)
				abort();
			/* a second drain returns nothing more */
			if (capture_drain(s, &c) != 0)
				abort();
		}
	}
	source_close(s);
	free(s);
	return 0;
}
