/*
 * libFuzzer target: the kernel-log / mcelog / EDAC text parser (text_drain
 * over a FILE on the input bytes, as input_open hands it over).  Every
 * record is decoded and formatted, with and without a fallback model.
 */
#define RAS_NO_MAIN
#include "../../ras.c"
#include "fuzz.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct source *s;
	struct fuzz_sink sink = { 0 };
	struct consumer c = { fuzz_record, fuzz_lost, &sink };
	char *copy;

	if (size == 0 || size > (1u << 20))
		return 0;
	/* the first byte picks the fallback model (known or not) */
	if (size >= 4)
		fuzz_model(data, &sink.model);
	if (!(s = calloc(1, sizeof *s)) || !(copy = malloc(size))) {
		free(s);
		return 0;
	}
	memcpy(copy, data, size);
	s->kind = SRC_TEXT;
	s->path = "fuzz.log";
	if (!(s->textf = fmemopen(copy, size, "r"))) {
		free(copy);
		free(s);
		return 0;
	}
	text_drain(s, &c);
	source_close(s);
	free(copy);
	free(s);
	return 0;
}
