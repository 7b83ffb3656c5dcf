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
 * C. A ring read with pread() (mce_record<N>.read, kernel lockdown): the
 * kernel's poll() is readable while data_head differs from the last
 * data_head a read() returned.  ring_resync() looks at data_head again; a
 * storm between two looks moves it on by more than a buffer, the resync
 * lands past the head ring_drain() was draining to, and the drain ends
 * short of a head the kernel now takes as seen: poll() sleeps with records
 * unread until the next machine check (the v2 review's R-1).
 *
 * D. A mapped read-only ring reads data_head once through read() per drain
 * (so that poll() stops being readable): not when nothing is new since the
 * last look (one syscall per CPU per wake-up otherwise), and not again on a
 * kernel whose file has no read() (ESPIPE: v1, whose poll() clears itself).
 *
 *   gcc -std=gnu11 -O1 -o ring_repro tests/ring_repro.c && ./ring_repro tests/formats
 */
#define RAS_NO_MAIN
#define _GNU_SOURCE
#include <sys/types.h>
#include <sys/syscall.h>
/* ras.c's pread() of the fake kernel file comes here (C, D); the macro also
 * renames struct ring's member of that name, here as in ras.c */
ssize_t repro_pread(int fd, void *buf, size_t n, off_t off);
#define pread repro_pread
#include "../ras.c"

#define FAKE_FD 1000
static unsigned char mem[4096 * 3];
static uint64_t kseen, head_reads;	/* the fake kernel's last data_head read(), and how many */
static int head_errno;			/* the fake file's read() fails with this */
static void (*on_head_read)(uint64_t nth);

ssize_t
repro_pread(int fd, void *buf, size_t n, off_t off)
{
	if (fd != FAKE_FD)
		return syscall(SYS_pread64, fd, buf, n, off);
	if (head_errno) {
		errno = head_errno;
		return -1;
	}
	if (off == offsetof(struct perf_event_mmap_page, data_head) && n >= 8) {
		if (on_head_read)
			on_head_read(++head_reads);
		else
			head_reads++;
		kseen = ((struct perf_event_mmap_page *)mem)->data_head;
	}
	if (off < 0 || (size_t)off >= sizeof mem)
		return 0;
	n = MIN(n, sizeof mem - (size_t)off);
	memcpy(buf, mem + off, n);
	return (ssize_t)n;
}

static unsigned char scratch[65536];
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
	kseen = head_reads = 0;
	head_errno = 0;
	on_head_read = NULL;
	rg.map = mem;
	rg.maplen = sizeof mem;
	rg.meta = (void *)mem;
	rg.meta->data_offset = 4096;
	rg.meta->data_size = 8192;
	if (ring_layout(&rg, 4096) < 0 || sample_size_expected(&fmt) != 144)
		return -1;
	rg.readonly = readonly;
	rg.fd = FAKE_FD;
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

/* C: a storm between two looks at data_head of a pread ring */
static uint64_t storm_seq;

static void
storm(uint64_t nth)
{
	int i;

	if (nth == 2)		/* ring_resync's look: 60 records came meanwhile */
		for (i = 0; i < 60; i++)
			feed(storm_seq++, 1);
}

static int
pread_storm(void)
{
	struct consumer c = { on_record, on_lost, NULL };
	uint64_t i;

	printf("C. pread ring (lockdown), more than a buffer written between two looks at data_head\n");
	if (ring_init(1) < 0)
		return -1;
	rg.pread = 1;
	rg.dataoff = 4096;
	storm_seq = 0;
	for (i = 0; i < 10; i++)
		feed(storm_seq++, 1);
	ring_drain(&rg, &fmt, scratch, &c);
	for (i = 0; i < 60; i++)
		feed(storm_seq++, 1);
	head_reads = 0;
	on_head_read = storm;
	ring_drain(&rg, &fmt, scratch, &c);
	ring_lapped_report(&rg, &c, 1);
	printf("  after the drain: pos %" PRIu64 ", data_head %" PRIu64 ", the kernel's seen head %"
	    PRIu64 "; written %" PRIu64 ", logged %" PRIu64 ", lost %" PRIu64 "\n",
	    rg.pos, head, kseen, storm_seq, logged, lost);
	if (rg.pos < head && kseen == head) {
		printf("  FAIL: records unread, and poll() would sleep (data_head == the seen head)\n");
		return 1;
	}
	if (unknown || logged + lost != storm_seq) {
		printf("  FAIL: written != logged + counted lost\n");
		return 1;
	}
	printf("  ok\n");
	return 0;
}

/* D: a mapped ring's read of data_head: once per drain with news, none without, none on v1 */
static int
mapped_seen(void)
{
	struct consumer c = { on_record, on_lost, NULL };
	uint64_t seq = 0, r1, r2;

	printf("D. mapped read-only ring: data_head read through read() only when there is news\n");
	if (ring_init(1) < 0)
		return -1;
	feed(seq++, 1);
	ring_drain(&rg, &fmt, scratch, &c);
	r1 = head_reads;
	ring_drain(&rg, &fmt, scratch, &c);
	ring_drain(&rg, &fmt, scratch, &c);
	r2 = head_reads;
	feed(seq++, 1);
	ring_drain(&rg, &fmt, scratch, &c);
	printf("  reads of data_head: %" PRIu64 " for a drain with a record, %" PRIu64
	    " for two without, %" PRIu64 " for the next with one; kernel's seen %" PRIu64 ", head %"
	    PRIu64 "\n", r1, r2 - r1, head_reads - r2, kseen, head);
	if (r1 != 1 || r2 != r1 || head_reads != r2 + 1 || logged != 2 || kseen != head) {
		printf("  FAIL\n");
		return 1;
	}
	head_errno = ESPIPE;		/* kernel.patch v1: no read() */
	feed(seq++, 1);
	ring_drain(&rg, &fmt, scratch, &c);
	head_errno = 0;
	r1 = head_reads;
	feed(seq++, 1);
	ring_drain(&rg, &fmt, scratch, &c);
	printf("  v1 kernel (ESPIPE): seen_err %d, reads after it %" PRIu64 ", logged %" PRIu64 "\n",
	    rg.seen_err, head_reads - r1, logged);
	if (rg.seen_err != -1 || head_reads != r1 || logged != 4) {
		printf("  FAIL\n");
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
	int a, b, cc, d;

	snprintf(path, sizeof path, "%s/linux-6.1", argc > 1 ? argv[1] : "tests/formats");
	if (!(text = slurp(path, &len)) || parse_format(text, len, path, &fmt, err, sizeof err) < 0) {
		fprintf(stderr, "%s: %s\n", path, text ? err : strerror(errno));
		return 2;
	}
	a = inflight();
	b = torn_writable();
	cc = pread_storm();
	d = mapped_seen();
	if (a < 0 || b < 0 || cc < 0 || d < 0)
		return 2;
	return a || b || cc || d;
}
