/*
 * libFuzzer target: decode_record and the three formatters on an arbitrary
 * record and CPU model.  Input layout: 4 bytes of fallback model, u32
 * present mask, u32 flags, 19 u64 field values, u64 time_ns, i32 src_cpu,
 * then an origin string (the rest, NUL-terminated here).  Short inputs are
 * zero-padded, so the fuzzer can start from nothing.
 */
#define RAS_NO_MAIN
#include "../../ras.c"
#include "fuzz.h"

#define HDR (4 + 4 + 4 + 8 * NFIELDS + 8 + 4)

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	unsigned char hdr[HDR] = { 0 };
	struct mce_record r;
	struct cpu_model m;
	char *origin = NULL;
	size_t off = 0;

	memcpy(hdr, data, MIN(size, sizeof hdr));
	memset(&r, 0, sizeof r);
	fuzz_model(hdr, &m);
	off = 4;
	memcpy(&r.present, hdr + off, 4);
	off += 4;
	memcpy(&r.flags, hdr + off, 4);
	off += 4;
	memcpy(r.v, hdr + off, 8 * NFIELDS);
	off += 8 * NFIELDS;
	memcpy(&r.time_ns, hdr + off, 8);
	off += 8;
	memcpy(&r.src_cpu, hdr + off, 4);
	/* only the bits the sources can set */
	r.present &= (1u << NFIELDS) - 1;
	r.flags &= REC_PARTIAL | REC_FROM_TEXT;
	/* a source always gives a bank that fits a u8 (the tracepoint's field), but text may not */
	if (size > sizeof hdr) {
		origin = malloc(size - sizeof hdr + 1);
		memcpy(origin, data + sizeof hdr, size - sizeof hdr);
		origin[size - sizeof hdr] = '\0';
		r.origin = origin;
	}
	fuzz_format_all(&r, &m);
	fuzz_format_all(&r, NULL);
	free(origin);
	return 0;
}
