/*
 * ring_repro: two reproducers of ring_drain() bugs (both failed on ras.c as of
 * 238eb50; the ring review of session 6), run by the unit group.  Exit 1 if
 * either fails.
 *
 * A. A read-only (overwrite) ring whose reader is exactly one buffer
 * behind: head - pos = 56 * 144 = 8064, more than data_size - size (8048),
 * so the record at pos is the one the next write overwrites.  The kernel's
 * writer has written that next record but not yet published data_head (an
 * interrupt, or a preempted vCPU, between perf_output_begin() and
 * perf_output_end(), for more than 1 ms).  Its bytes 128..143 are now the first
 * 16 bytes of our oldest record: its header reads as garbage.
 *
 * ring_drain() waits 1 ms (ring_moved), sees data_head unchanged, and takes
 * the garbage header for corruption: "skipped to the head, records lost,
 * count unknown": 55 intact records and the one being overwritten are gone,
 * uncounted.  What it could do: count the oldest lost (the write in flight
 * will be published: it is overwritten) and read the 55 others, or wait.
 *
 * B. A writable (normal-mode, --ring-dir) ring whose data_head reads 0 once
 * (a writer that stores it in pieces, as struct.pack_into does): the drain
 * takes it for a corrupt ring, sets pos and data_tail back to 0, and the
 * next drain logs every record still in the buffer a second time.  The
 * read-only path has 238eb50's guard in ring_resync; this one has none.
 *
 *   gcc -std=gnu11 -O1 -o ring_repro tests/ring_repro.c && ./ring_repro tests/formats
 */
#define RAS_NO_MAIN
#include "../ras.c"

static unsigned char mem[4096 * 3], scratch[65536];
static struct ring rg;
static uint64_t head, logged, lost, unknown;
static struct tp_format fmt;

static void
sample(uint64_t seq, unsigned char *s)
{
	struct perf_event_header h = { PERF_RECORD_SAMPLE, 0, 144 };
	uint32_t rawsize = 116, cpu[2] = { 7, 0 };
	uint64_t v[NFIELDS] = { 0 };
	int i;

	memset(s, 0, 144);
	v[F_STATUS] = 0x9c00000000000000ULL | seq;
	v[F_ADDR] = 0x1000 + seq;
	v[F_BANK] = 7;
	memcpy(s, &h, 8);
	memcpy(s + 8, &seq, 8);
	memcpy(s + 16, cpu, 8);
	memcpy(s + 24, &rawsize, 4);
	if (fmt.common_type >= 0)
		memcpy(s + 28 + fmt.f[fmt.common_type].offset, &(uint16_t){ fmt.id }, 2);
	for (i = 0; i < NFIELDS; i++)
		if (fmt.idx[i] >= 0)
			memcpy(s + 28 + fmt.f[fmt.idx[i]].offset, &v[i], fmt.f[fmt.idx[i]].size);
}

/* write one record at head; publish: data_head moves past it */
static void
feed(uint64_t seq, int publish)
{
	unsigned char s[144];
	int i;

	sample(seq, s);
	for (i = 0; i < 144; i++)
		rg.data[(head + i) % rg.size] = s[i];
	if (publish) {
		head += 144;
		__atomic_store_n(&rg.meta->data_head, head, __ATOMIC_RELEASE);
	}
}

static void
on_record(void *ctx, const struct mce_record *r)
{
	(void)ctx;
	(void)r;
	logged++;
}

static void
on_lost(void *ctx, int cpu, uint64_t n, const char *why)
{
	(void)ctx;
	(void)cpu;
	printf("  note: lost %" PRIu64 ": %s\n", n, why);
	lost += n;
	unknown += !n;
}

static int
ring_init(int readonly)
{
	memset(mem, 0, sizeof mem);
	memset(&rg, 0, sizeof rg);
	head = logged = lost = unknown = 0;
	rg.map = mem;
	rg.maplen = sizeof mem;
	rg.meta = (void *)mem;
	rg.meta->data_offset = 4096;
	rg.meta->data_size = 8192;
	if (ring_layout(&rg, 4096) < 0 || sample_size_expected(&fmt) != 144)
		return -1;
	rg.readonly = readonly;
	return 0;
}

/* A: a write in flight over the oldest record of a read-only ring */
static int
inflight(void)
{
	struct consumer c = { on_record, on_lost, NULL };
	uint64_t seq = 0, i;

	printf("A. read-only ring, a write in flight over the oldest record\n");
	if (ring_init(1) < 0)
		return -1;
	for (i = 0; i < 10; i++)
		feed(seq++, 1);
	ring_drain(&rg, &fmt, scratch, &c);		/* caught up at record 10 */
	for (i = 0; i < 56; i++)
		feed(seq++, 1);				/* head - pos = 8064 */
	feed(seq, 0);					/* record 66 written, data_head not yet moved */
	printf("  head - pos %" PRIu64 " (data_size 8192, safe %" PRIu64 "); write of record %" PRIu64
	    " in flight\n", head - rg.pos, ring_safe(&rg, &fmt), seq);
	ring_drain(&rg, &fmt, scratch, &c);
	feed(seq++, 1);					/* the writer publishes it */
	ring_drain(&rg, &fmt, scratch, &c);
	ring_lapped_report(&rg, &c, 1);
	printf("  written %" PRIu64 ", logged %" PRIu64 ", lost %" PRIu64 " counted, %" PRIu64
	    " losses of unknown count\n", seq, logged, lost, unknown);
	if (unknown || logged + lost != seq) {
		printf("  FAIL: a write in flight over the oldest record was taken for corruption\n");
		return 1;
	}
	printf("  ok\n");
	return 0;
}

/* B: a writable ring whose data_head reads 0 once */
static int
torn_writable(void)
{
	struct consumer c = { on_record, on_lost, NULL };
	uint64_t seq = 0, i;

	printf("B. writable ring, data_head read as 0 once\n");
	if (ring_init(0) < 0)
		return -1;
	for (i = 0; i < 10; i++)
		feed(seq++, 1);
	ring_drain(&rg, &fmt, scratch, &c);
	printf("  caught up: pos %" PRIu64 ", data_tail %" PRIu64 "\n", rg.pos, (uint64_t)rg.meta->data_tail);
	rg.meta->data_head = 0;
	ring_drain(&rg, &fmt, scratch, &c);
	printf("  after a drain that read data_head 0: pos %" PRIu64 ", data_tail %" PRIu64 "\n",
	    rg.pos, (uint64_t)rg.meta->data_tail);
	rg.meta->data_head = head;
	for (i = 0; i < 2; i++)
		feed(seq++, 1);
	ring_drain(&rg, &fmt, scratch, &c);
	printf("  written %" PRIu64 ", logged %" PRIu64 ", %" PRIu64 " losses of unknown count\n",
	    seq, logged, unknown);
	if (unknown || logged != seq) {
		printf("  FAIL: a data_head behind data_tail moved the tail back (%" PRIu64 " logged twice)\n",
		    logged > seq ? logged - seq : 0);
		return 1;
	}
	printf("  ok\n");
	return 0;
}

int
main(int argc, char **argv)
{
	char path[PATH_MAX], err[512];
	size_t len;
	char *text;
	int a, b;

	snprintf(path, sizeof path, "%s/linux-6.1", argc > 1 ? argv[1] : "tests/formats");
	if (!(text = slurp(path, &len)) || parse_format(text, len, path, &fmt, err, sizeof err) < 0) {
		fprintf(stderr, "%s: %s\n", path, text ? err : strerror(errno));
		return 2;
	}
	a = inflight();
	b = torn_writable();
	if (a < 0 || b < 0)
		return 2;
	return a || b;
}
