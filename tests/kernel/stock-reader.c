/* stock-reader.c -- measures what a stock kernel's trace instance gives a machine-check
 * reader (tests/kernel/stock-gaps.sh runs it in the QEMU guest; built with gcc -static).
 *
 *   stock-reader raw INST [CPU]     read per_cpu/cpuN/trace_pipe_raw to EOF (O_NONBLOCK);
 *                                   print events, mce_record tags (addr ranges), missed counts
 *   stock-reader inject CPU N ADDR0 [STATUS]
 *                                   N mce-inject "sw" records from a process pinned to CPU,
 *                                   addr ADDR0, ADDR0+1, ... (distinct: no gen pool squeeze)
 *   stock-reader mmap INST CPU      two mappers (two processes), ioctl GET_READER, a read()
 *                                   consumer, meta page before/after (fact 3)
 *   stock-reader poll INST CPU [MS] two readers that drained the buffer poll(); one record;
 *                                   each reads MS ms after poll() returned (default 0)
 *   stock-reader mapfail INST CPU   mmap() trace_pipe_raw: the errno, or the meta page and a
 *                                   walk of every sub-buffer (no ioctl)
 *
 * Every output line starts with "SR " so the host can grep the console. An mce_record is
 * recognised by common_type == events/mce/mce_record/id; its tag is the addr field (offset
 * 32, the same in 6.1..6.15 formats). Page layout (include/linux/ring_buffer.h,
 * kernel/trace/ring_buffer.c): u64 time_stamp, local_t commit (bit 31 RB_MISSED_EVENTS,
 * bit 30 RB_MISSED_STORED: then a u64 count follows the data), data.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

struct trace_buffer_meta {              /* include/uapi/linux/trace_mmap.h (6.10+) */
	uint32_t meta_page_size, meta_struct_len, subbuf_size, nr_subbufs;
	struct { uint64_t lost_events; uint32_t id, read; } reader;
	uint64_t flags, entries, overrun, read, r1, r2;
};
#define TRACE_MMAP_IOCTL_GET_READER _IO('R', 0x20)
#define MISSED_EVENTS (1u << 31)
#define MISSED_STORED (1u << 30)
#define ADDR_OFF 32
#define MAXTAGS 4096

static int mce_id = -1;
static unsigned subbuf = 4096;

static long now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static int read_int(const char *path, int *v)
{
	FILE *f = fopen(path, "r");
	int ok = f && fscanf(f, "%d", v) == 1;
	if (f)
		fclose(f);
	return ok ? 0 : -1;
}

static void setup(const char *inst)
{
	char p[512];
	int kb;
	if (read_int("/sys/kernel/tracing/events/mce/mce_record/id", &mce_id)) {
		printf("SR error: no events/mce/mce_record/id\n");
		exit(2);
	}
	snprintf(p, sizeof(p), "%s/buffer_subbuf_size_kb", inst);
	if (!read_int(p, &kb) && kb > 0)
		subbuf = kb * 1024;
}

/* tags: addr fields of mce_records seen, printed as sorted ranges */
struct tags { int n; uint64_t v[MAXTAGS]; };

static int cmp64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

static const char *tagstr(struct tags *t)
{
	static char buf[4][1024];
	static int k;
	char *s = buf[k++ & 3];
	uint64_t v[MAXTAGS];
	int i, j, len = 0;
	memcpy(v, t->v, t->n * sizeof(v[0]));
	qsort(v, t->n, sizeof(v[0]), cmp64);
	s[0] = 0;
	for (i = 0; i < t->n; i = j) {
		for (j = i + 1; j < t->n && v[j] == v[j - 1] + 1; j++)
			;
		if (len > 900) {
			len += snprintf(s + len, 1024 - len, ",...");
			break;
		}
		if (j - i == 1)
			len += snprintf(s + len, 1024 - len, "%s%llx", i ? "," : "", (unsigned long long)v[i]);
		else
			len += snprintf(s + len, 1024 - len, "%s%llx-%llx", i ? "," : "",
					(unsigned long long)v[i], (unsigned long long)v[j - 1]);
	}
	if (!t->n)
		strcpy(s, "-");
	return s;
}

struct pagestat {
	uint64_t ts;
	unsigned len, flags;
	uint64_t missed;      /* stored count, or 0 */
	int events, mce;
};

/* Parse one ring-buffer page (or mapped sub-buffer) of size sz. */
static void parse_page(const unsigned char *p, unsigned sz, struct pagestat *ps, struct tags *t)
{
	uint64_t commit;
	unsigned off, end;
	memset(ps, 0, sizeof(*ps));
	memcpy(&ps->ts, p, 8);
	memcpy(&commit, p + 8, 8);
	ps->flags = commit & (MISSED_EVENTS | MISSED_STORED);
	ps->len = commit & ((1u << 30) - 1);
	if (ps->len > sz - 16)
		ps->len = sz - 16;
	if (ps->flags & MISSED_STORED && ps->len + 24 <= sz)
		memcpy(&ps->missed, p + 16 + ps->len, 8);
	end = 16 + ps->len;
	for (off = 16; off + 4 <= end;) {
		uint32_t h, a0;
		unsigned tl, total, data;
		memcpy(&h, p + off, 4);
		tl = h & 0x1f;
		a0 = 0;
		if (off + 8 <= sz)
			memcpy(&a0, p + off + 4, 4);
		if (tl == 0) {
			total = 4 + a0;
			data = off + 8;
		} else if (tl <= 28) {
			total = 4 + tl * 4;
			data = off + 4;
		} else if (tl == 29) {          /* padding */
			if ((h >> 5) == 0)
				break;
			total = 4 + a0;
			data = 0;
		} else {                        /* time extend / time stamp */
			total = 8;
			data = 0;
		}
		if (total < 4 || off + total > end + 0)
			break;
		if (data) {
			uint16_t type;
			memcpy(&type, p + data, 2);
			ps->events++;
			if (type == mce_id) {
				ps->mce++;
				if (t && t->n < MAXTAGS && data + ADDR_OFF + 8 <= off + total)
					memcpy(&t->v[t->n++], p + data + ADDR_OFF, 8);
			}
		}
		off += total;
	}
}

static int ncpus(const char *inst)
{
	char p[512];
	int n;
	for (n = 0; n < 64; n++) {
		snprintf(p, sizeof(p), "%s/per_cpu/cpu%d", inst, n);
		if (access(p, F_OK))
			break;
	}
	return n;
}

/* Drain one fd of trace_pipe_raw (O_NONBLOCK) to EOF/EAGAIN. */
static int drain(int fd, const char *label, struct tags *t, int verbose)
{
	unsigned char *buf = malloc(subbuf);
	int pages = 0, mce = 0, ev = 0, mp = 0, mu = 0, err = 0;
	uint64_t msum = 0;
	long bytes = 0;
	for (;;) {
		ssize_t r = read(fd, buf, subbuf);
		struct pagestat ps;
		if (r < 0) {
			if (errno != EAGAIN)
				err = errno;
			break;
		}
		if (r == 0)
			break;
		bytes += r;
		pages++;
		parse_page(buf, r, &ps, t);
		ev += ps.events;
		mce += ps.mce;
		if (ps.flags & MISSED_EVENTS) {
			mp++;
			if (ps.flags & MISSED_STORED)
				msum += ps.missed;
			else
				mu++;
		}
		if (verbose)
			printf("SR   %s page %d: ts=%llu len=%u events=%d mce=%d flags=%s%s missed=%llu\n",
			       label, pages, (unsigned long long)ps.ts, ps.len, ps.events, ps.mce,
			       ps.flags & MISSED_EVENTS ? "MISSED_EVENTS" : "0",
			       ps.flags & MISSED_STORED ? "|MISSED_STORED" : "",
			       (unsigned long long)ps.missed);
	}
	printf("SR %s: bytes=%ld pages=%d events=%d mce=%d missed_pages=%d missed_stored_sum=%llu "
	       "missed_unstored_pages=%d err=%s tags=%s\n", label, bytes, pages, ev, mce, mp,
	       (unsigned long long)msum, mu, err ? strerror(err) : "none", tagstr(t));
	free(buf);
	return mce;
}

static int open_raw(const char *inst, int cpu, int flags)
{
	char p[512];
	snprintf(p, sizeof(p), "%s/per_cpu/cpu%d/trace_pipe_raw", inst, cpu);
	return open(p, O_RDONLY | flags);
}

static int cmd_raw(int argc, char **argv)
{
	const char *inst = argv[2];
	const char *tag = getenv("SR_LABEL");
	int c, n = ncpus(inst), total = 0, verbose = getenv("SR_VERBOSE") != NULL;
	struct tags all = { 0 };
	for (c = 0; c < n; c++) {
		static struct tags t;
		char label[64];
		int fd;
		if (argc > 3 && atoi(argv[3]) != c)
			continue;
		fd = open_raw(inst, c, O_NONBLOCK);
		if (fd < 0) {
			printf("SR error: open cpu%d: %s\n", c, strerror(errno));
			return 1;
		}
		t.n = 0;
		snprintf(label, sizeof(label), "%s cpu%d", tag ? tag : "raw", c);
		total += drain(fd, label, &t, verbose);
		close(fd);
		if (all.n + t.n <= MAXTAGS) {
			memcpy(all.v + all.n, t.v, t.n * sizeof(t.v[0]));
			all.n += t.n;
		}
	}
	printf("SR %s total: mce=%d tags=%s\n", tag ? tag : "raw", total, tagstr(&all));
	return 0;
}

/* ---- injection: mce-inject's debugfs, from a process pinned to the CPU ------------------ */
static int wr(const char *f, const char *v)
{
	char p[256], line[80];
	int fd, ok, n;
	snprintf(p, sizeof(p), "/sys/kernel/debug/mce-inject/%s", f);
	/* flags_write() drops the last byte (buf[cnt - 1] = 0): end with a newline */
	n = snprintf(line, sizeof(line), "%s\n", v);
	fd = open(p, O_WRONLY);
	if (fd < 0)
		return -1;
	ok = write(fd, line, n) == n;
	close(fd);
	return ok ? 0 : -1;
}

static int inject(int cpu, int n, uint64_t addr0, uint64_t status)
{
	cpu_set_t set;
	char v[64];
	int i;
	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	if (sched_setaffinity(0, sizeof(set), &set))
		printf("SR warning: sched_setaffinity(%d): %s\n", cpu, strerror(errno));
	for (i = 0; i < n; i++) {
		snprintf(v, sizeof(v), "0x%llx", (unsigned long long)status);
		if (wr("flags", "sw") || wr("status", v))
			goto bad;
		snprintf(v, sizeof(v), "0x%llx", (unsigned long long)(addr0 + i));
		if (wr("addr", v) || wr("misc", "0"))
			goto bad;
		snprintf(v, sizeof(v), "%d", cpu);
		if (wr("cpu", v) || wr("bank", "1"))
			goto bad;
		/* let the kworker on this CPU drain the gen pool (80 records) now and then */
		if (i % 8 == 7)
			usleep(20000);
	}
	return 0;
bad:
	printf("SR error: mce-inject write failed at %d: %s\n", i, strerror(errno));
	return -1;
}

static void settle(void) { usleep(400000); }

static int cmd_inject(int argc, char **argv)
{
	uint64_t st = argc > 5 ? strtoull(argv[5], 0, 0) : 0x9c00000000010090ull;
	int r = inject(atoi(argv[2]), atoi(argv[3]), strtoull(argv[4], 0, 0), st);
	settle();
	return r ? 1 : 0;
}

/* ---- mmap ---------------------------------------------------------------------------------- */
struct map { int fd; struct trace_buffer_meta *meta; unsigned char *base; size_t len; };

static int do_map(const char *inst, int cpu, struct map *m, const char *who)
{
	void *p;
	m->fd = open_raw(inst, cpu, O_NONBLOCK);
	if (m->fd < 0) {
		printf("SR %s open: %s\n", who, strerror(errno));
		return -1;
	}
	p = mmap(NULL, getpagesize(), PROT_READ, MAP_SHARED, m->fd, 0);
	if (p == MAP_FAILED) {
		printf("SR %s mmap: FAILED errno=%d (%s)\n", who, errno, strerror(errno));
		return -1;
	}
	m->meta = p;
	m->len = m->meta->meta_page_size + (size_t)m->meta->subbuf_size * m->meta->nr_subbufs;
	munmap(p, getpagesize());
	p = mmap(NULL, m->len, PROT_READ, MAP_SHARED, m->fd, 0);
	if (p == MAP_FAILED) {
		printf("SR %s mmap whole: FAILED errno=%d (%s)\n", who, errno, strerror(errno));
		return -1;
	}
	m->meta = p;
	m->base = (unsigned char *)p + m->meta->meta_page_size;
	printf("SR %s mmap: ok meta_page_size=%u subbuf_size=%u nr_subbufs=%u len=%zu\n", who,
	       m->meta->meta_page_size, m->meta->subbuf_size, m->meta->nr_subbufs, m->len);
	return 0;
}

static void show_meta(struct map *m, const char *who, const char *when)
{
	struct trace_buffer_meta *x = m->meta;
	printf("SR %s meta %s: entries=%llu overrun=%llu read=%llu reader.id=%u reader.read=%u "
	       "reader.lost_events=%llu\n", who, when, (unsigned long long)x->entries,
	       (unsigned long long)x->overrun, (unsigned long long)x->read, x->reader.id,
	       x->reader.read, (unsigned long long)x->reader.lost_events);
}

/* Read the mapping WITHOUT the ioctl: every sub-buffer, ordered by its page time_stamp. */
static void walk(struct map *m, const char *who, const char *when)
{
	struct { uint64_t ts; unsigned id; int mce; } s[1024];
	int i, j, n = 0, mce = 0;
	struct tags t = { 0 };
	char order[512];
	int ol = 0;
	for (i = 0; i < (int)m->meta->nr_subbufs && n < 1024; i++) {
		struct pagestat ps;
		parse_page(m->base + (size_t)i * m->meta->subbuf_size, m->meta->subbuf_size, &ps, &t);
		if (ps.events) {
			s[n].ts = ps.ts;
			s[n].id = i;
			s[n].mce = ps.mce;
			n++;
			mce += ps.mce;
		}
	}
	for (i = 1; i < n; i++)         /* insertion sort by time_stamp */
		for (j = i; j > 0 && s[j].ts < s[j - 1].ts; j--) {
			typeof(s[0]) tmp = s[j];
			s[j] = s[j - 1];
			s[j - 1] = tmp;
		}
	order[0] = 0;
	for (i = 0; i < n && ol < 480; i++)
		ol += snprintf(order + ol, sizeof(order) - ol, "%s%u:%d", i ? "," : "", s[i].id, s[i].mce);
	printf("SR %s walk %s (no ioctl): subbufs_with_data=%d mce=%d order(id:mce)=%s tags=%s\n",
	       who, when, n, mce, n ? order : "-", tagstr(&t));
}

static void get_reader(struct map *m, const char *who, const char *when)
{
	unsigned before = m->meta->reader.id;
	int r = ioctl(m->fd, TRACE_MMAP_IOCTL_GET_READER);
	struct pagestat ps;
	struct tags t = { 0 };
	if (r < 0) {
		printf("SR %s ioctl %s: FAILED %s\n", who, when, strerror(errno));
		return;
	}
	parse_page(m->base + (size_t)m->meta->reader.id * m->meta->subbuf_size,
		   m->meta->subbuf_size, &ps, &t);
	printf("SR %s ioctl %s: reader.id %u->%u, reader subbuf: len=%u mce=%d flags=%#x tags=%s\n",
	       who, when, before, m->meta->reader.id, ps.len, ps.mce, ps.flags, tagstr(&t));
	show_meta(m, who, when);
}

static int to_b[2], from_b[2];

static void b_cmd(char c)
{
	char k;
	if (write(to_b[1], &c, 1) != 1 || read(from_b[0], &k, 1) != 1)
		printf("SR error: mapper B did not answer\n");
}

static void mapper_b(const char *inst, int cpu)
{
	struct map m;
	char c, k = 'k';
	int ok = do_map(inst, cpu, &m, "B") == 0;
	if (ok)
		show_meta(&m, "B", "at-map");
	if (write(from_b[1], &k, 1) != 1)
		_exit(1);
	while (read(to_b[0], &c, 1) == 1) {
		if (c == 'q')
			break;
		if (ok && c == 'g')
			get_reader(&m, "B", "cmd");
		if (ok && c == 'm')
			show_meta(&m, "B", "cmd");
		if (ok && c == 'w')
			walk(&m, "B", "cmd");
		if (write(from_b[1], &k, 1) != 1)
			break;
	}
	_exit(0);
}

static void plain_read(const char *inst, int cpu, const char *label)
{
	struct tags t = { 0 };
	int fd = open_raw(inst, cpu, O_NONBLOCK);
	drain(fd, label, &t, 0);
	close(fd);
}

static int cmd_mmap(const char *inst, int cpu)
{
	struct map a;
	pid_t b;
	char k;
	/* 1. three records (a001..a003) before anyone maps */
	inject(cpu, 3, 0xa001, 0x9c00000000010090ull);
	settle();
	if (do_map(inst, cpu, &a, "A"))
		return 1;
	show_meta(&a, "A", "at-map");
	walk(&a, "A", "at-map");
	/* 2. a second process maps the same CPU */
	if (pipe(to_b) || pipe(from_b))
		return 1;
	b = fork();
	if (b == 0)
		mapper_b(inst, cpu);
	if (read(from_b[0], &k, 1) != 1)
		printf("SR error: mapper B died\n");
	/* 3. two more (a004, a005): meta without ioctl? walk? */
	inject(cpu, 2, 0xa004, 0x9c00000000010090ull);
	settle();
	show_meta(&a, "A", "after-2-more-no-ioctl");
	walk(&a, "A", "after-2-more");
	/* 4. A takes the reader, then B */
	get_reader(&a, "A", "1");
	b_cmd('g');
	get_reader(&a, "A", "2");
	/* 5. a006, a007: a read() consumer first, then A's ioctl */
	inject(cpu, 2, 0xa006, 0x9c00000000010090ull);
	settle();
	plain_read(inst, cpu, "R(read) after a006-a007");
	get_reader(&a, "A", "after-read()");
	walk(&a, "A", "after-read()");
	/* 6. a008, a009: A's ioctl first, then a read() consumer, then B's ioctl */
	inject(cpu, 2, 0xa008, 0x9c00000000010090ull);
	settle();
	get_reader(&a, "A", "3");
	plain_read(inst, cpu, "R(read) after A's ioctl");
	b_cmd('g');
	/* 7. a00a: B's ioctl first, then A's */
	inject(cpu, 1, 0xa00a, 0x9c00000000010090ull);
	settle();
	b_cmd('g');
	get_reader(&a, "A", "4");
	k = 'q';                        /* B exits without an answer */
	if (write(to_b[1], &k, 1) != 1)
		printf("SR error: mapper B gone\n");
	waitpid(b, NULL, 0);
	munmap(a.meta, a.len);
	close(a.fd);
	printf("SR mmap done\n");
	return 0;
}

static const char *m_label(void)
{
	return getenv("SR_LABEL") ? getenv("SR_LABEL") : "boot-instance";
}

static int cmd_mapfail(const char *inst, int cpu)
{
	struct map m;
	if (do_map(inst, cpu, &m, getenv("SR_LABEL") ? getenv("SR_LABEL") : "boot-instance"))
		return 0;
	show_meta(&m, m_label(), "at-map");
	walk(&m, m_label(), "at-map");
	return 0;
}

/* ---- poll ---------------------------------------------------------------------------------- */
static int cmd_poll(const char *inst, int cpu, int delay_ms)
{
	int ready[2], i;
	pid_t kid[2];
	char k;
	if (pipe(ready))
		return 1;
	for (i = 0; i < 2; i++) {
		kid[i] = fork();
		if (kid[i] == 0) {
			char label[64];
			struct tags t = { 0 };
			struct pollfd pf;
			long t0;
			int fd = open_raw(inst, cpu, O_NONBLOCK), r;
			snprintf(label, sizeof(label), "poller%d drain-before", i);
			drain(fd, label, &t, 0);
			pf.fd = fd;
			pf.events = POLLIN;
			/* does poll() return at once on a drained buffer? */
			r = poll(&pf, 1, 0);
			printf("SR poller%d poll(timeout 0) on drained buffer: %d revents=%#x\n", i, r,
			       pf.revents);
			if (write(ready[1], "r", 1) != 1)
				_exit(1);
			t0 = now_ms();
			r = poll(&pf, 1, 15000);
			printf("SR poller%d (read delay %d ms) woken: poll=%d revents=%#x after %ld ms\n",
			       i, delay_ms, r, pf.revents, now_ms() - t0);
			usleep(delay_ms * 1000);
			t.n = 0;
			snprintf(label, sizeof(label), "poller%d (read delay %d ms) read-after-wake", i,
				 delay_ms);
			drain(fd, label, &t, 0);
			_exit(0);
		}
	}
	for (i = 0; i < 2; i++)
		if (read(ready[0], &k, 1) != 1)
			return 1;
	usleep(500000);
	printf("SR poll: injecting %x on cpu%d\n", 0xb001 + delay_ms, cpu);
	inject(cpu, 1, 0xb001 + delay_ms, 0x9c00000000010090ull);
	for (i = 0; i < 2; i++)
		waitpid(kid[i], NULL, 0);
	return 0;
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	if (argc < 3) {
		fprintf(stderr, "usage: see the head of stock-reader.c\n");
		return 2;
	}
	if (!strcmp(argv[1], "inject") && argc >= 5) {
		setup("/sys/kernel/tracing");
		return cmd_inject(argc, argv);
	}
	setup(argv[2]);
	if (!strcmp(argv[1], "raw"))
		return cmd_raw(argc, argv);
	if (!strcmp(argv[1], "mmap") && argc > 3)
		return cmd_mmap(argv[2], atoi(argv[3]));
	if (!strcmp(argv[1], "mapfail") && argc > 3)
		return cmd_mapfail(argv[2], atoi(argv[3]));
	if (!strcmp(argv[1], "poll") && argc > 3)
		return cmd_poll(argv[2], atoi(argv[3]), argc > 4 ? atoi(argv[4]) : 0);
	fprintf(stderr, "stock-reader: bad command\n");
	return 2;
}
