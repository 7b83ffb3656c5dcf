/*
 * ring_repro: reproducers of ring_drain() bugs (A and B failed on ras.c as of
 * 238eb50, the ring review of session 6), run by the unit group.  Exit 1 if
 * any fails.
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
 * E-J, from a third review (each failed on ras.c as of ada985a):
 * E. ring_open_read()'s header read covers data_head, so the kernel counts
 * the records already there as seen: poll() does not wake the daemon for
 * the boot-time records.  They must be read without waiting for poll().
 * F. A storm that outlasts the bounded redrain of C leaves the same state.
 * G, H. A read() of data_head that keeps failing (pread ring, mapped ring)
 * must be said once, with errno and path, and take the ring out of poll(),
 * which would stay readable: the daemon spun.  "Reads work again" is said.
 * I. A short header read is EIO, not the errno of the open() before it.
 * J. A failed read of the data pages stops the drain where it is (said
 * once): it was taken for a corrupt ring and the records were skipped.
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
/* ring_open_read() on the fake file: open() and fstat() of "/fake/..." come here */
#include <fcntl.h>
#include <sys/stat.h>
#include <stdarg.h>
int repro_open(const char *path, int flags, ...);
int repro_fstat(int fd, struct stat *st);
#define open(...) repro_open(__VA_ARGS__)
#define fstat(fd, st) repro_fstat(fd, st)
#include "../ras.c"
#undef open
#undef fstat

#define FAKE_FD 1000
static unsigned char mem[4096 * 3];
static uint64_t kseen, head_reads;	/* the fake kernel's last data_head read(), and how many */
static int head_errno;			/* the fake file's read() fails with this */
static uint64_t failed_reads;		/* read() calls that failed */
static int data_errno;			/* reads of the data pages fail with this */
static size_t short_hdr;		/* a read at offset 0 returns at most this (0: all) */
static void (*on_head_read)(uint64_t nth);

ssize_t
repro_pread(int fd, void *buf, size_t n, off_t off)
{
	if (fd != FAKE_FD)
		return syscall(SYS_pread64, fd, buf, n, off);
	if (head_errno) {
		failed_reads++;
		errno = head_errno;
		return -1;
	}
	if ((size_t)off <= offsetof(struct perf_event_mmap_page, data_head) &&
	    (size_t)off + n >= offsetof(struct perf_event_mmap_page, data_head) + 8) {
		if (on_head_read)
			on_head_read(++head_reads);
		else
			head_reads++;
		kseen = ((struct perf_event_mmap_page *)mem)->data_head;
	}
	if (off < 0 || (size_t)off >= sizeof mem)
		return 0;
	n = MIN(n, sizeof mem - (size_t)off);
	if (data_errno && off >= 4096) {
		failed_reads++;
		errno = data_errno;
		return -1;
	}
	if (off == 0 && short_hdr)
		n = MIN(n, short_hdr);
	memcpy(buf, mem + off, n);
	return (ssize_t)n;
}

int
repro_open(const char *path, int flags, ...)
{
	va_list ap;
	int mode;

	if (!strncmp(path, "/fake/", 6))
		return FAKE_FD;
	va_start(ap, flags);
	mode = va_arg(ap, int);
	va_end(ap);
	return syscall(SYS_openat, AT_FDCWD, path, flags, mode);
}

int
repro_fstat(int fd, struct stat *st)
{
	if (fd != FAKE_FD)
		return syscall(SYS_fstat, fd, st);
	memset(st, 0, sizeof *st);
	st->st_size = sizeof mem;
	return 0;
}

static unsigned char scratch[65536];
static struct ring rg;
static struct source one;	/* rg, for source_wait_ms() */
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
	free(rg.path);
	memset(&rg, 0, sizeof rg);
	one.rings = &rg;
	one.nrings = 1;
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


/* ---- cases E-J: the third review of the pread path (session 8) ---- */

/* stderr of the calls in between, to count ras's warnings */
static int err_saved = -1;
static char err_path[] = "/tmp/ring_repro.XXXXXX";
static void
err_begin(void)
{
	int fd = mkstemp(err_path);

	fflush(stderr);
	err_saved = dup(2);
	dup2(fd, 2);
	close(fd);
}
static long
err_end(void)
{
	struct stat st;
	long n;

	fflush(stderr);
	dup2(err_saved, 2);
	close(err_saved);
	n = stat(err_path, &st) == 0 ? (long)st.st_size : -1;
	if (n > 0) {
		char *t = slurp(err_path, NULL);
		printf("  ras said: %s", t ? t : "?\n");
		free(t);
	}
	unlink(err_path);
	strcpy(err_path, "/tmp/ring_repro.XXXXXX");
	return n;
}

/* E: records in the buffer before the daemon opens the .read file (boot records) */
static int
pread_open_seen(void)
{
	struct consumer c = { on_record, on_lost, NULL };
	uint64_t seq = 0, i;

	printf("E. pread ring opened (ring_open_read) with records already in the buffer\n");
	if (ring_init(1) < 0)
		return -1;
	for (i = 0; i < 10; i++)
		feed(seq++, 1);				/* logged at boot, before any reader */
	if (ring_open_read(&rg, "/fake/mce_record0", 4096) < 0)
		return -1;
	rg.readonly = 1;
	rg.pos = 0;					/* as persistent_open() */
	printf("  after open: pos %" PRIu64 ", data_head %" PRIu64 ", the kernel's seen head %" PRIu64
	    " (poll() %s)\n", rg.pos, head, kseen, head != kseen ? "readable" : "NOT readable");
	if (rg.pos < head && kseen == head && source_wait_ms(&one) != 0) {
		printf("  FAIL: %" PRIu64 " records unread, poll() not readable and nothing else wakes "
		    "the reader: daemon_loop() sleeps until the next machine check\n", (head - rg.pos) / 144);
		return 1;
	}
	ring_drain(&rg, &fmt, scratch, &c);
	if (logged != 10 || source_wait_ms(&one) != -1) {
		printf("  FAIL: the drain logged %" PRIu64 " of 10, then wait %d ms\n", logged, source_wait_ms(&one));
		return 1;
	}
	printf("  ok\n");
	return 0;
}

/* F: the redrain bound (8) exhausted by a storm, then the writer stops */
static int storms_left;

static void
storm2(uint64_t nth)
{
	int i;

	(void)nth;
	if (storms_left > 0 && rg.drain_laps < 2) {	/* not ring_resync's second look */
		storms_left--;
		for (i = 0; i < 60; i++)
			feed(storm_seq++, 1);
	}
}

static int
pread_redrain_bound(void)
{
	struct consumer c = { on_record, on_lost, NULL };
	uint64_t i;

	printf("F. pread ring, a storm that laps every redrain pass, then stops\n");
	if (ring_init(1) < 0)
		return -1;
	rg.pread = 1;
	rg.dataoff = 4096;
	storm_seq = 0;
	for (i = 0; i < 10; i++)
		feed(storm_seq++, 1);
	ring_drain(&rg, &fmt, scratch, &c);
	storms_left = 18;
	on_head_read = storm2;
	ring_drain(&rg, &fmt, scratch, &c);
	on_head_read = NULL;
	ring_lapped_report(&rg, &c, 1);
	printf("  storms left %d; pos %" PRIu64 ", data_head %" PRIu64 ", kernel's seen %" PRIu64
	    "; written %" PRIu64 ", logged %" PRIu64 ", lost %" PRIu64 "\n",
	    storms_left, rg.pos, head, kseen, storm_seq, logged, lost);
	if (rg.pos < head && kseen == head && source_wait_ms(&one) != 0) {
		printf("  FAIL: %" PRIu64 " records unread, poll() not readable and nothing else wakes "
		    "the reader (the writer is quiet now)\n", (head - rg.pos) / 144);
		return 1;
	}
	ring_drain(&rg, &fmt, scratch, &c);
	ring_lapped_report(&rg, &c, 1);
	if (rg.pos != head || logged + lost != storm_seq) {
		printf("  FAIL: after the next drain pos %" PRIu64 " (head %" PRIu64 "), logged %" PRIu64
		    " + lost %" PRIu64 " != written %" PRIu64 "\n", rg.pos, head, logged, lost, storm_seq);
		return 1;
	}
	printf("  ok\n");
	return 0;
}

/* G: pread ring, read() of the file fails (EIO): said? poll() state? */
static int
pread_head_fails(void)
{
	struct consumer c = { on_record, on_lost, NULL };
	uint64_t seq = 0, i;
	long said;

	printf("G. pread ring, every read() fails with EIO\n");
	if (ring_init(1) < 0)
		return -1;
	rg.pread = 1;
	rg.dataoff = 4096;
	feed(seq++, 1);
	ring_drain(&rg, &fmt, scratch, &c);
	feed(seq++, 1);
	head_errno = EIO;
	failed_reads = 0;
	err_begin();
	for (i = 0; i < 3; i++)
		ring_drain(&rg, &fmt, scratch, &c);	/* three wake-ups */
	said = err_end();
	head_errno = 0;
	printf("  3 drains: %" PRIu64 " failed reads, %ld bytes said on stderr, lost notes %" PRIu64
	    "+%" PRIu64 "; data_head %" PRIu64 " != kernel's seen %" PRIu64 ": poll() readable\n",
	    failed_reads, said, lost, unknown, head, kseen);
	if (said <= 0 || !rg.rd_err || source_wait_ms(&one) != 1000) {
		printf("  FAIL: read() errors not said (%ld bytes), or the ring stays in poll(), which is "
		    "readable for ever (rd_err %d, wait %d ms): the daemon spins\n", said, rg.rd_err,
		    source_wait_ms(&one));
		return 1;
	}
	err_begin();
	ring_drain(&rg, &fmt, scratch, &c);
	said = err_end();
	if (logged != 2 || rg.rd_err || said <= 0 || source_wait_ms(&one) != -1) {
		printf("  FAIL: reads work again: logged %" PRIu64 " of 2, rd_err %d, said %ld\n",
		    logged, rg.rd_err, said);
		return 1;
	}
	printf("  ok\n");
	return 0;
}

/* H: mapped ring, read() of data_head fails with EIO */
static int
mapped_head_fails(void)
{
	struct consumer c = { on_record, on_lost, NULL };
	uint64_t seq = 0, i;
	long said;

	printf("H. mapped ring, read() of data_head fails with EIO\n");
	if (ring_init(1) < 0)
		return -1;
	feed(seq++, 1);
	head_errno = EIO;
	failed_reads = 0;
	err_begin();
	for (i = 0; i < 5; i++)
		ring_drain(&rg, &fmt, scratch, &c);	/* five wake-ups, nothing new after the first */
	said = err_end();
	head_errno = 0;
	printf("  5 drains: logged %" PRIu64 ", %" PRIu64 " failed reads of data_head, %ld bytes said; "
	    "data_head %" PRIu64 " != kernel's seen %" PRIu64 ": poll() readable for ever\n",
	    logged, failed_reads, said, head, kseen);
	if (head != kseen && (!rg.rd_err || source_wait_ms(&one) != 1000)) {
		printf("  FAIL (spin): poll() readable while nothing is new, and the ring stays in "
		    "poll(): the daemon loops on a failing read()\n");
		return 1;
	}
	if (logged != 1 || said <= 0) {
		printf("  FAIL: logged %" PRIu64 " of 1 from the mapping, said %ld\n", logged, said);
		return 1;
	}
	printf("  ok\n");
	return 0;
}

/* J: pread ring, reads of the data pages fail (data_head reads fine) */
static int
pread_data_fails(void)
{
	struct consumer c = { on_record, on_lost, NULL };
	uint64_t seq = 0, i;
	long said;

	printf("J. pread ring, read() of the data pages fails with EIO once\n");
	if (ring_init(1) < 0)
		return -1;
	rg.pread = 1;
	rg.dataoff = 4096;
	for (i = 0; i < 5; i++)
		feed(seq++, 1);
	data_errno = EIO;
	failed_reads = 0;
	err_begin();
	ring_drain(&rg, &fmt, scratch, &c);
	said = err_end();
	data_errno = 0;
	ring_drain(&rg, &fmt, scratch, &c);
	printf("  %" PRIu64 " failed reads; %ld bytes on stderr; written %" PRIu64 ", logged %" PRIu64
	    ", losses of unknown count %" PRIu64 "\n", failed_reads, said, seq, logged, unknown);
	if (unknown || logged < seq || said <= 0) {
		printf("  FAIL: a failed read() is reported as a corrupt ring (no errno, no path) or the "
		    "records still in the buffer are skipped\n");
		return 1;
	}
	printf("  ok\n");
	return 0;
}

/* I: ring_open_read() on a .read file whose header read is short: which errno is said? */
static int
open_read_short(void)
{
	int rc;

	printf("I. ring_open_read(): the header read is short\n");
	if (ring_init(1) < 0)
		return -1;
	memset(&rg, 0, sizeof rg);
	short_hdr = 100;
	dup2(open("/dev/null", O_RDONLY), FAKE_FD);	/* a real fd: ring_open_read's close() succeeds, as on the kernel */
	errno = EPERM;			/* left by persistent_open()'s open() of mce_record0 */
	rc = ring_open_read(&rg, "/fake/mce_record0", 4096);
	short_hdr = 0;
	printf("  rc %d; persistent_open() would say: \"/fake/mce_record0: %s; /fake/mce_record0.read: %s\"\n",
	    rc, strerror(EPERM), strerror(errno));
	if (rc < 0 && errno == EPERM) {
		printf("  FAIL: the .read file opened; its short read is reported as EPERM (a stale errno)\n");
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
	{
		int e = pread_open_seen(), f = pread_redrain_bound(), g = pread_head_fails(),
		    hh = mapped_head_fails(), ii = open_read_short(), jj = pread_data_fails();

		printf("cases: E %d F %d G %d H %d I %d J %d\n", e, f, g, hh, ii, jj);
		if (e < 0 || f < 0 || g < 0 || hh < 0 || ii < 0 || jj < 0)
			return 2;
		if (e || f || g || hh || ii || jj)
			return 1;
	}
	if (a < 0 || b < 0 || cc < 0 || d < 0)
		return 2;
	return a || b || cc || d;
}
