/*
 * bench_ring: records/s through ring_drain, the code every live source uses,
 * from a 1 MiB perf-layout buffer this program fills (wrapping records
 * included).  Prints one line; tests.sh bench runs it.
 *
 *   bench_ring FORMAT [RECORDS]
 */
#define RAS_NO_MAIN
#include "../ras.c"

static uint64_t consumed;

static void
count_record(void *ctx, const struct mce_record *r)
{
	(void)ctx;
	consumed += r->v[F_STATUS] != 0;
}

static void
count_lost(void *ctx, int cpu, uint64_t n, const char *why)
{
	(void)ctx, (void)cpu, (void)n;
	fprintf(stderr, "bench_ring: unexpected loss: %s\n", why);
	exit(1);
}

int
main(int argc, char **argv)
{
	static unsigned char mem[4096 + (1 << 20)], sample[512], scratch[65536];
	struct consumer c = { count_record, count_lost, NULL };
	struct tp_format fmt;
	struct ring rg = { 0 };
	unsigned char raw[512];
	char err[512], *text;
	uint64_t total = argc > 2 ? strtoull(argv[2], NULL, 0) : 10000000, head = 0, n, i;
	size_t flen, len;
	uint32_t rawsize, ssize;
	double t0, t;

	if (argc < 2 || !(text = slurp(argv[1], &flen)) ||
	    parse_format(text, flen, argv[1], &fmt, err, sizeof err) < 0) {
		fprintf(stderr, "usage: bench_ring FORMAT [RECORDS]\n");
		return 2;
	}
	/* one sample as perf lays it out: header, time, cpu, raw size, raw */
	memset(raw, 0, sizeof raw);
	memcpy(raw + fmt.f[fmt.common_type].offset, &(uint16_t){ fmt.id }, 2);
	memcpy(raw + fmt.f[fmt.idx[F_STATUS]].offset, &(uint64_t){ 0x9c00000000010090ULL }, 8);
	len = ALIGN8(fmt.size);
	rawsize = ALIGN8(len + 4) - 4;
	((struct perf_event_header *)sample)->type = PERF_RECORD_SAMPLE;
	((struct perf_event_header *)sample)->size = 8 + 8 + 8 + 4 + rawsize;
	memcpy(sample + 24, &rawsize, 4);
	memcpy(sample + 28, raw, len);
	ssize = ((struct perf_event_header *)sample)->size;
	rg.map = mem;
	rg.maplen = sizeof mem;
	rg.meta = (void *)mem;
	rg.meta->data_offset = 4096;
	rg.meta->data_size = 1 << 20;
	if (ring_layout(&rg, 4096) < 0)
		return 1;
	t = 0;
	for (n = 0; n < total; ) {
		/* fill what the reader gave back, then time one drain */
		while (head + ssize - rg.pos <= rg.size && n + (head - rg.pos) / ssize < total) {
			for (i = 0; i < ssize; i++)
				rg.data[(head + i) & (rg.size - 1)] = sample[i];
			head += ssize;
		}
		rg.meta->data_head = head;
		t0 = now_mono();
		n += ring_drain(&rg, &fmt, scratch, &c);
		t += now_mono() - t0;
	}
	printf("ring_drain: %" PRIu64 " records in %.3f s of draining: %.0f records/s\n", consumed, t,
	    consumed / t);
	return consumed != total;
}
