/*
 * libFuzzer target: ring_drain (perf ring-buffer consumer) over a fuzzed
 * data area, in both modes: writable (our perf buffer / --ring-dir: we
 * write data_tail) and read-only overwrite (the persistent buffers of
 * kernel.patch: the kernel may lap us, we resynchronise).
 *
 * Input: 16-byte control block, then the data area's bytes (zero-filled
 * up to the ring size).  Control:
 *   [0]     bit 0 read-only, bits 1-7: format fixture
 *   [1]     log2 of the data size (power of two, as ring_layout allows)
 *   [2..3]  initial recsize (read-only rings; 0 = not yet known)
 *   [4..7]  head - pos (bounded so a run cannot spin for minutes)
 *   [8..11] low 32 bits of pos (the high bits come from [1] bit 7)
 *   [12..13] "lap": how far the kernel moves data_head while we read
 *   [14]    how many records the lap happens after
 *   [15]    drains (1-3)
 * The data area is malloc'ed at exactly its size so ASan sees any overrun.
 */
#define RAS_NO_MAIN
#include "../../ras.c"
#include "fuzz.h"

#ifdef FUZZ_AVOID_KNOWN
#define FUZZ_AVOID_TINY_RING		/* FINDINGS 2 */
#define FUZZ_AVOID_WRITABLE_OVERRUN	/* FINDINGS 3 */
#endif

struct ring_sink {
	struct fuzz_sink s;
	struct ring *rg;
	unsigned lap, lap_after, calls;
};

static void
ring_record(void *ctx, const struct mce_record *r)
{
	struct ring_sink *rs = ctx;

	fuzz_record(&rs->s, r);
	if (rs->lap && ++rs->calls == rs->lap_after)
		rs->rg->meta->data_head += rs->lap;	/* the kernel wrote meanwhile */
}

static void
ring_lost(void *ctx, int cpu, uint64_t n, const char *why)
{
	struct ring_sink *rs = ctx;

	fuzz_lost(&rs->s, cpu, n, why);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static unsigned char scratch[65536];
	struct perf_event_mmap_page *meta;
	struct ring_sink rs = { .s.model = { .vendor = VENDOR_AMD, .family = 0x19, .model = 0x11, .known = 1 } };
	struct consumer c = { ring_record, ring_lost, &rs };
	struct ring rg;
	const struct tp_format *fmt;
	uint64_t rsize, delta, pos;
	uint32_t d32, p32;
	uint16_t recsize, lap;
	unsigned shift, drains, i;

	if (size < 16)
		return 0;
	fuzz_load_formats();
	fmt = &fuzz_formats[(data[0] >> 1) % FUZZ_NFORMATS];
	shift = data[1] & 0x1f;
	if (shift > 16)
		shift = 16;
#ifdef FUZZ_AVOID_TINY_RING
	if (shift < 6)
		shift = 6;	/* finding: ring_copy overruns a data area smaller than a header */
#endif
	rsize = 1ull << shift;
	memcpy(&recsize, data + 2, 2);
	memcpy(&d32, data + 4, 4);
	memcpy(&p32, data + 8, 4);
	memcpy(&lap, data + 12, 2);
	delta = d32 % (4 * rsize + 64);
#ifdef FUZZ_AVOID_WRITABLE_OVERRUN
	if (!(data[0] & 1) && delta > rsize)
		delta = rsize;	/* finding: a writable ring trusts data_head - pos <= size */
#endif
	pos = p32 | (data[1] & 0x80 ? 0xffffffff00000000ull : 0);
	drains = data[15] % 3 + 1;

	if (!(meta = calloc(1, sizeof *meta)))
		return 0;
	memset(&rg, 0, sizeof rg);
	if (!(rg.data = malloc(rsize))) {
		free(meta);
		return 0;
	}
	memset(rg.data, 0, rsize);
	memcpy(rg.data, data + 16, MIN(size - 16, rsize));
	rg.meta = meta;
	rg.size = rsize;
	rg.pos = pos;
	rg.cpu = 3;
	rg.readonly = data[0] & 1;
	rg.recsize = rg.readonly ? recsize : 0;
	meta->data_tail = pos;
	meta->data_head = pos + delta;
	rs.rg = &rg;
	rs.lap = lap % (2 * rsize + 1);
#ifdef FUZZ_AVOID_WRITABLE_OVERRUN
	if (!rg.readonly)
		rs.lap = 0;	/* as above: a writable ring's head never laps the tail */
#endif
	rs.lap_after = data[14] % 4 + 1;
	for (i = 0; i < drains; i++) {
		uint64_t head;
		int n = ring_drain(&rg, fmt, scratch, &c);

		head = meta->data_head;
		if (n < 0)
			abort();
		/* after a drain we are never past the head, and a writer sees its tail */
		if (rg.pos - pos > head - pos)
			abort();
		if (!rg.readonly && meta->data_tail != rg.pos)
			abort();
	}
	free(rg.data);
	free(meta);
	return 0;
}
