/*
 * mapped-reader: test reader for kernel.patch v4 (non-consuming readers of a
 * mapped trace buffer, /work/notes/v4-abi.md).  No ras code; built with
 *   gcc -O2 -Wall -Wextra -static -o mapped-reader mapped-reader.c
 *
 *   mapped-reader info INSTANCE_DIR CPU
 *   mapped-reader dump [--state FILE] [--hold MS] [--force] INSTANCE_DIR CPU...
 *   mapped-reader follow [--force] INSTANCE_DIR COUNT TIMEOUT_S CPU...
 *   mapped-reader stress [--hold MS] INSTANCE_DIR SECONDS CPU...
 *       two readers with their own mappings, the second one slower (every
 *       3rd round, or every MS with --hold); compares what they return
 *   mapped-reader rawread INSTANCE_DIR CPU      (consuming read(), as stock readers do)
 *   mapped-reader selftest                      (the algorithm on pages built in memory)
 *
 * Every output line starts with "MR ".  Exit status: 0 ok, 1 error, 2 usage,
 * 3 no v4 feature (meta_struct_len < 120), 4 mmap failed, 5 follow timed out,
 * 6 selftest or stress found a problem.
 *
 * follow: COUNT counts the records printed after the backlog, over all CPUs.
 * --force (development on a stock kernel only): without the v4 commit block,
 * take the newest page as the commit page and its commit field as the
 * offset, and entries = the events found: parses real pages, but the
 * indexes and loss counts mean nothing.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

typedef uint64_t u64;
typedef uint32_t u32;
typedef uint16_t u16;
typedef uint8_t u8;

/* v4 struct trace_buffer_meta (defined here: the host's header is stock) */
struct v4_meta {
	u32 meta_page_size;
	u32 meta_struct_len;
	u32 subbuf_size;
	u32 nr_subbufs;
	struct {
		u64 lost_events;
		u32 id;
		u32 read;
	} reader;
	u64 flags;
	u64 entries;
	u64 overrun;
	u64 read;
	u64 Reserved1;
	u64 Reserved2;
	struct {
		u64 entries;
		u64 dropped;
		u64 read;
		u32 seq;
		u32 id;
		u32 offset;
		u32 resets;
	} commit;
};
_Static_assert(offsetof(struct v4_meta, commit) == 80, "commit at 80");
_Static_assert(offsetof(struct v4_meta, commit.seq) == 104, "seq at 104");
_Static_assert(sizeof(struct v4_meta) == 120, "120 bytes");
#define V4_META_LEN 120

#define TRACE_MMAP_IOCTL_GET_READER _IO('R', 0x20)
#define TRACE_MMAP_IOCTL_PUBLISH_COMMIT _IO('R', 0x21)
#define TRACE_MMAP_IOCTL_SET_SEEN _IOW('R', 0x22, u32)

#define PAGE_HDR 16		/* u64 time_stamp; local_t commit */
#define COMMIT_MASK ((1ULL << 30) - 1)	/* bits 30, 31: RB_MISSED_* */
#define TS_SHIFT 27
#define TS_MSB (0xf8ULL << 56)
#define T_PADDING 29
#define T_EXTEND 30
#define T_STAMP 31
#define MAX_RETRIES 1000
#define MAXCPU 64

#define rmb() __atomic_thread_fence(__ATOMIC_ACQUIRE)
#define LD(x) __atomic_load_n(&(x), __ATOMIC_RELAXED)

/* ------------------------------------------------------------------ */
/* the mce_record format */

struct fmt {
	int id;			/* common_type of mce:mce_record, -1 unknown */
	int status_off, bank_off, cpu_off, addr_off;
	int status_sz, bank_sz, cpu_sz, addr_sz;
};
static struct fmt F = { -1, -1, -1, -1, -1, 0, 0, 0, 0 };

static int load_format(const char *inst)
{
	char path[4096], line[512];
	const char *cand[] = { "%s/events/mce/mce_record/format",
			       "%s/../../events/mce/mce_record/format" };
	FILE *f = NULL;
	for (unsigned i = 0; i < 2 && !f; i++) {
		snprintf(path, sizeof(path), cand[i], inst);
		f = fopen(path, "r");
	}
	if (!f) {
		printf("MR noformat %s/events/mce/mce_record/format: %s\n", inst, strerror(errno));
		return -1;
	}
	while (fgets(line, sizeof(line), f)) {
		int off, sz;
		char *p;
		if (sscanf(line, "ID: %d", &off) == 1) {
			F.id = off;
			continue;
		}
		p = strstr(line, "field:");
		if (!p)
			continue;
		char *semi = strchr(p, ';');
		char *o = strstr(line, "offset:"), *s = strstr(line, "size:");
		if (!semi || !o || !s || sscanf(o, "offset:%d", &off) != 1 ||
		    sscanf(s, "size:%d", &sz) != 1)
			continue;
		*semi = 0;
		char *name = strrchr(p, ' ');
		name = name ? name + 1 : p + 6;
		char *br = strchr(name, '[');
		if (br)
			*br = 0;
		if (!strcmp(name, "status")) F.status_off = off, F.status_sz = sz;
		else if (!strcmp(name, "bank")) F.bank_off = off, F.bank_sz = sz;
		else if (!strcmp(name, "cpu")) F.cpu_off = off, F.cpu_sz = sz;
		else if (!strcmp(name, "addr")) F.addr_off = off, F.addr_sz = sz;
	}
	fclose(f);
	if (F.id < 0 || F.status_off < 0 || F.bank_off < 0 || F.cpu_off < 0) {
		printf("MR badformat id=%d status=%d bank=%d cpu=%d\n", F.id, F.status_off,
		       F.bank_off, F.cpu_off);
		return -1;
	}
	return 0;
}

static u64 getfield(const u8 *d, u32 len, int off, int sz)
{
	u64 v = 0;
	if (off < 0 || (u32)(off + sz) > len || sz > 8)
		return 0;
	memcpy(&v, d + off, sz);	/* little endian */
	return v;
}

/* ------------------------------------------------------------------ */
/* events of a page */

struct ev {
	u64 ts;
	u64 idx;
	u32 page;		/* sub-buffer id */
	u32 len;		/* payload bytes */
	const u8 *data;		/* payload (in the reader's copy) */
};

static u64 fix_abs_ts(u64 abs, u64 save)
{
	if (save & TS_MSB) {
		abs |= save & TS_MSB;
		if (abs < save)
			abs += 1ULL << 59;
	}
	return abs;
}

/*
 * Parse len bytes of page data; append data events to out (at most max).
 * Returns the number of data events, or -1 on a malformed page.
 * Rules of kernel/trace/ring_buffer.c (rb_event_length, rb_read_data_buffer,
 * rb_update_read_stamp): padding with time_delta 0 ends the page; other
 * padding (a discarded event, array[0] = its length) is skipped; 30 adds
 * array[0] << 27 | time_delta; 31 sets the time (top 5 bits from before).
 */
static int parse_page(const u8 *data, u32 len, u64 page_ts, u32 id, struct ev *out, int max)
{
	u64 ts = page_ts;
	u32 e = 0;
	int n = 0;
	while (e + 4 <= len) {
		u32 hdr, a0 = 0, elen;
		memcpy(&hdr, data + e, 4);
		u32 type_len = hdr & 31, delta = hdr >> 5;
		if (e + 8 <= len)
			memcpy(&a0, data + e + 4, 4);
		switch (type_len) {
		case T_PADDING:
			if (delta == 0)	/* null event: rest of the page */
				return n;
			elen = a0 + 4;
			/* rb_read_data_buffer() counts a discarded event's delta, except 1 */
			if (delta != 1)
				ts += delta;
			break;
		case T_EXTEND:
			elen = 8;
			ts += ((u64)a0 << TS_SHIFT) + delta;
			break;
		case T_STAMP:
			elen = 8;
			ts = fix_abs_ts(((u64)a0 << TS_SHIFT) + delta, ts);
			break;
		default:
			ts += delta;
			if (type_len == 0) {
				if (e + 8 > len || a0 < 4)
					return -1;
				elen = a0 + 4;	/* rb_event_data_length: array[0] + 4 */
				if (n < max)
					out[n] = (struct ev){ ts, 0, id, a0 - 4, data + e + 8 };
			} else {
				elen = type_len * 4 + 4;
				if (n < max)
					out[n] = (struct ev){ ts, 0, id, type_len * 4, data + e + 4 };
			}
			if (e + elen > len)
				return -1;
			n++;
			break;
		}
		if (elen < 8 || e + elen > len)
			return -1;
		e += elen;
	}
	return n;
}

/* ------------------------------------------------------------------ */
/* one reader of one CPU's buffer */

struct buf {
	int cpu, fd;
	u8 *map;		/* the mapping (or the selftest's memory) */
	size_t maplen;
	struct v4_meta *meta;
	u32 subbuf_size, nr_subbufs, meta_page_size;
	u8 *copy;		/* nr_subbufs * subbuf_size */
	struct ev *evs;
	int maxev;
	/* reader state */
	u64 n, last_ts;
	int have_last;
	u32 resets;		/* commit.resets when n was set */
	int have_resets;
	/* totals */
	u64 seen, lost;
	int force;
	/* selftest hook: called after the copy of each page */
	void (*hook)(struct buf *, u32 id, int attempt);
};

struct snap {
	u64 entries, dropped, read;
	u32 resets, seq;
	int P;			/* events in the snapshot */
	int first_new;		/* index in evs of the first new event */
	u64 lost;		/* counted lost by this snapshot */
	int reset, retries, unstable, torn, anomaly;
	char why[160];
};

static u8 *page_addr(struct buf *b, u32 id)
{
	return b->map + b->meta_page_size + (size_t)id * b->subbuf_size;
}

struct pg {
	u32 id, len;
	u64 ts, c;
	u32 rank;
};

static int pgcmp(const void *a, const void *b)
{
	const struct pg *x = a, *y = b;
	if (x->ts != y->ts)
		return x->ts < y->ts ? -1 : 1;
	return x->rank < y->rank ? -1 : x->rank > y->rank;
}

static void msleep1(void)
{
	struct timespec t = { 0, 1000000 };
	nanosleep(&t, NULL);
}

/* a stable snapshot; fills s and b->evs; updates the reader state */
static int snapshot(struct buf *b, struct snap *s)
{
	struct v4_meta *m = b->meta;
	struct pg pgs[b->nr_subbufs];
	u32 np = 0, cid = 0, coff = 0, resets = 0, seq_read = 0;
	u64 entries = 0, dropped = 0, rd = 0;
	int attempt;

	memset(s, 0, sizeof(*s));
	for (attempt = 0;; attempt++) {
		if (attempt) {
			s->retries++;
			if (attempt > MAX_RETRIES) {
				s->unstable = 1;
				return -1;
			}
			msleep1();
		}
		u32 s1 = 0;
		if (!b->force) {
			s1 = LD(m->commit.seq);
			if (s1 & 1)
				continue;
			rmb();
			entries = LD(m->commit.entries);
			dropped = LD(m->commit.dropped);
			rd = LD(m->commit.read);
			resets = LD(m->commit.resets);
			cid = LD(m->commit.id);
			coff = LD(m->commit.offset);
			rmb();
			if (cid >= b->nr_subbufs || coff > b->subbuf_size - PAGE_HDR) {
				snprintf(s->why, sizeof(s->why), "commit id=%u offset=%u out of range",
					 cid, coff);
				s->anomaly++;
				continue;
			}
		} else {	/* stock: the newest page is the "commit page" */
			u64 best = 0;
			int found = 0;
			for (u32 id = 0; id < b->nr_subbufs; id++) {
				u8 *p = page_addr(b, id);
				u64 ts = LD(*(u64 *)p), c = LD(*(u64 *)(p + 8)) & COMMIT_MASK;
				if (c && (!found || ts >= best))
					best = ts, cid = id, coff = c, found = 1;
			}
			if (!found)
				cid = 0, coff = 0;
		}
		np = 0;
		s->torn = 0;
		for (u32 id = 0; id < b->nr_subbufs; id++) {
			u8 *p = page_addr(b, id);
			u64 ts1 = LD(*(u64 *)p);
			rmb();
			u64 c1 = LD(*(u64 *)(p + 8));
			rmb();
			u64 len = c1 & COMMIT_MASK;
			if (id == cid) {
				if (len < coff) {
					/* the page's own commit must cover commit.offset */
					snprintf(s->why, sizeof(s->why),
						 "commit page %u: commit field %llu < commit.offset %u",
						 id, (unsigned long long)len, coff);
					s->anomaly++;
					s->torn++;
					continue;
				}
				len = coff;
			}
			if (!len)
				continue;
			if (len > b->subbuf_size - PAGE_HDR) {
				snprintf(s->why, sizeof(s->why), "page %u commit %llu too big", id,
					 (unsigned long long)c1);
				s->anomaly++;
				continue;
			}
			memcpy(b->copy + (size_t)id * b->subbuf_size, p + PAGE_HDR, len);
			if (b->hook)
				b->hook(b, id, attempt);
			rmb();
			u64 ts2 = LD(*(u64 *)p), c2 = LD(*(u64 *)(p + 8));
			if (ts2 != ts1 || (id != cid && c2 != c1) ||
			    (id == cid && (c2 & COMMIT_MASK) < coff)) {
				s->torn++;	/* overwritten while copied: gone */
				continue;
			}
			/* ring order after the commit page: oldest first on a tie */
			u32 rank = (id + b->nr_subbufs - cid - 1) % b->nr_subbufs;
			pgs[np++] = (struct pg){ id, (u32)len, ts1, c1 & COMMIT_MASK, rank };
		}
		/*
		 * Again for every page kept: a page passed its own check, then
		 * the writer (reserving, not committing: seq unchanged) moved
		 * on to it.  The writer overwrites the oldest pages first, so the
		 * pages dropped here and above are the oldest of the history.
		 */
		rmb();
		for (u32 i = 0; i < np; i++) {
			u8 *p = page_addr(b, pgs[i].id);
			u64 ts2 = LD(*(u64 *)p), c2 = LD(*(u64 *)(p + 8)) & COMMIT_MASK;
			if (ts2 != pgs[i].ts || (pgs[i].id != cid && c2 != pgs[i].c) ||
			    (pgs[i].id == cid && c2 < coff)) {
				s->torn++;
				pgs[i--] = pgs[--np];
			}
		}
		if (!b->force) {
			rmb();
			u32 s2 = LD(m->commit.seq);
			if (s2 != s1)
				continue;
		}
		seq_read = s1;
		break;
	}
	qsort(pgs, np, sizeof(pgs[0]), pgcmp);
	if (np && pgs[np - 1].id != cid && coff) {
		snprintf(s->why, sizeof(s->why), "commit page %u is not the newest (page %u)", cid,
			 pgs[np - 1].id);
		s->anomaly++;
	}
	int P = 0;
	for (u32 i = 0; i < np; i++) {
		int k = parse_page(b->copy + (size_t)pgs[i].id * b->subbuf_size, pgs[i].len,
				   pgs[i].ts, pgs[i].id, b->evs + P, b->maxev - P);
		if (k < 0) {
			snprintf(s->why, sizeof(s->why), "page %u: malformed events", pgs[i].id);
			s->anomaly++;
			continue;
		}
		if (P + k > b->maxev) {
			snprintf(s->why, sizeof(s->why), "too many events");
			s->anomaly++;
			k = b->maxev - P;
		}
		P += k;
	}
	if (b->force)
		entries = (b->n > (u64)P ? b->n : 0) + P, dropped = 0;
	s->entries = entries;
	s->dropped = dropped;
	s->read = rd;
	s->resets = resets;
	s->seq = seq_read;
	s->P = P;
	if (entries < (u64)P) {
		snprintf(s->why, sizeof(s->why), "entries %llu < %d events in the buffer",
			 (unsigned long long)entries, P);
		s->anomaly++;
		memmove(b->evs, b->evs + (P - entries), sizeof(struct ev) * entries);
		P = s->P = (int)entries;	/* keep the newest */
	}
	u64 base = entries - P;
	for (int i = 0; i < P; i++)
		b->evs[i].idx = base + i;
	/* reset: fewer events than we saw, or the event we saw last is different */
	if (!b->force && b->have_resets && resets != b->resets) {
		s->reset = 3;
	} else if (entries < b->n) {
		s->reset = 1;
	} else if (b->have_last && b->n > base && b->n <= entries &&
		   b->evs[b->n - 1 - base].ts != b->last_ts) {
		s->reset = 2;
	}
	if (s->reset) {
		b->n = 0;
		b->have_last = 0;
	}
	b->resets = resets;
	b->have_resets = !b->force;
	s->first_new = b->n > base ? (int)(b->n - base) : 0;
	if (base > b->n)
		s->lost = base - b->n;
	b->lost += s->lost;
	b->seen += P - s->first_new;
	b->n = entries;
	if (P) {
		b->last_ts = b->evs[P - 1].ts;
		b->have_last = 1;
	} else if (entries) {
		b->have_last = 0;
	}
	return 0;
}

/* ------------------------------------------------------------------ */
/* mapping */

static int map_cpu(struct buf *b, const char *inst, int cpu, int force, int quiet)
{
	char path[4096];
	long ps = sysconf(_SC_PAGESIZE);
	memset(b, 0, sizeof(*b));
	b->cpu = cpu;
	b->force = force;
	snprintf(path, sizeof(path), "%s/per_cpu/cpu%d/trace_pipe_raw", inst, cpu);
	b->fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (b->fd < 0) {
		printf("MR openerr cpu=%d errno=%d (%s)\n", cpu, errno, strerror(errno));
		return 1;
	}
	struct v4_meta *m = mmap(NULL, ps, PROT_READ, MAP_SHARED, b->fd, 0);
	if (m == MAP_FAILED) {
		printf("MR maperr cpu=%d errno=%d (%s)\n", cpu, errno, strerror(errno));
		close(b->fd);
		return 4;
	}
	b->meta_page_size = m->meta_page_size;
	b->subbuf_size = m->subbuf_size;
	b->nr_subbufs = m->nr_subbufs;
	u32 msl = m->meta_struct_len;
	munmap(m, ps);
	if (msl < V4_META_LEN && !force) {
		printf("MR nofeature meta_struct_len=%u\n", msl);
		close(b->fd);
		return 3;
	}
	if (b->subbuf_size <= PAGE_HDR || !b->nr_subbufs || b->meta_page_size < ps) {
		printf("MR badmeta cpu=%d subbuf_size=%u nr_subbufs=%u meta_page_size=%u\n", cpu,
		       b->subbuf_size, b->nr_subbufs, b->meta_page_size);
		close(b->fd);
		return 1;
	}
	b->maplen = b->meta_page_size + (size_t)b->nr_subbufs * b->subbuf_size;
	b->map = mmap(NULL, b->maplen, PROT_READ, MAP_SHARED, b->fd, 0);
	if (b->map == MAP_FAILED) {
		printf("MR maperr cpu=%d errno=%d (%s)\n", cpu, errno, strerror(errno));
		close(b->fd);
		return 4;
	}
	b->meta = (struct v4_meta *)b->map;
	/* the kernel publishes the commit snapshot once a reader asks */
	if (!force && ioctl(b->fd, TRACE_MMAP_IOCTL_PUBLISH_COMMIT)) {
		printf("MR nopublish cpu=%d errno=%d (%s)\n", cpu, errno, strerror(errno));
		close(b->fd);
		return 3;
	}
	b->copy = malloc((size_t)b->nr_subbufs * b->subbuf_size);
	b->maxev = (int)((size_t)b->nr_subbufs * b->subbuf_size / 8);
	b->evs = malloc(sizeof(struct ev) * b->maxev);
	if (!b->copy || !b->evs) {
		printf("MR nomem\n");
		return 1;
	}
	if (!quiet && force && msl < V4_META_LEN)
		printf("MR forced cpu=%d meta_struct_len=%u (stock: indexes and losses are "
		       "not real)\n", cpu, msl);
	return 0;
}

static void print_ev(struct buf *b, struct ev *e)
{
	u16 type = 0;
	if (e->len >= 2)
		memcpy(&type, e->data, 2);
	if (F.id >= 0 && type == F.id) {
		printf("MR rec cpu=%d idx=%llu ts=%llu status=0x%llx bank=%llu mcecpu=%llu",
		       b->cpu, (unsigned long long)e->idx, (unsigned long long)e->ts,
		       (unsigned long long)getfield(e->data, e->len, F.status_off, F.status_sz),
		       (unsigned long long)getfield(e->data, e->len, F.bank_off, F.bank_sz),
		       (unsigned long long)getfield(e->data, e->len, F.cpu_off, F.cpu_sz));
		if (F.addr_off >= 0)
			printf(" addr=0x%llx",
			       (unsigned long long)getfield(e->data, e->len, F.addr_off, F.addr_sz));
		printf("\n");
	} else {
		printf("MR other cpu=%d idx=%llu ts=%llu type=%u len=%u\n", b->cpu,
		       (unsigned long long)e->idx, (unsigned long long)e->ts, type, e->len);
	}
}

/* print a snapshot's news; returns the number of new events */
static int report(struct buf *b, struct snap *s)
{
	if (s->unstable) {
		printf("MR unstable cpu=%d retries=%d\n", b->cpu, s->retries);
		return 0;
	}
	if (s->anomaly)
		printf("MR anomaly cpu=%d n=%d %s\n", b->cpu, s->anomaly, s->why);
	if (s->reset)
		printf("MR reset cpu=%d why=%s\n", b->cpu, s->reset == 1 ? "entries" :
		       s->reset == 3 ? "resets" : "ts");
	for (int i = s->first_new; i < s->P; i++)
		print_ev(b, &b->evs[i]);
	if (s->torn)
		printf("MR torn cpu=%d pages=%d\n", b->cpu, s->torn);
	return s->P - s->first_new;
}

/* ------------------------------------------------------------------ */
/* state file: "cpu n last_ts have_last" lines */

static void load_state(const char *file, struct buf *bs, int nb)
{
	FILE *f = fopen(file, "r");
	int cpu, have;
	unsigned long long n, ts;
	if (!f)
		return;
	while (fscanf(f, "%d %llu %llu %d", &cpu, &n, &ts, &have) == 4)
		for (int i = 0; i < nb; i++)
			if (bs[i].cpu == cpu) {
				bs[i].n = n;
				bs[i].last_ts = ts;
				bs[i].have_last = have;
				printf("MR state cpu=%d n=%llu ts=%llu\n", cpu, n, ts);
			}
	fclose(f);
}

static void save_state(const char *file, struct buf *bs, int nb)
{
	FILE *f = fopen(file, "w");
	if (!f) {
		printf("MR stateerr %s: %s\n", file, strerror(errno));
		return;
	}
	for (int i = 0; i < nb; i++)
		fprintf(f, "%d %llu %llu %d\n", bs[i].cpu, (unsigned long long)bs[i].n,
			(unsigned long long)bs[i].last_ts, bs[i].have_last);
	fclose(f);
}

/* ------------------------------------------------------------------ */
/* commands */

static int cmd_info(const char *inst, int cpu)
{
	struct buf b;
	int r = map_cpu(&b, inst, cpu, 1, 1);
	if (r)
		return r;
	struct v4_meta *m = b.meta;
	printf("MR info cpu=%d meta_page_size=%u meta_struct_len=%u subbuf_size=%u nr_subbufs=%u "
	       "reader.id=%u reader.read=%u reader.lost_events=%llu entries=%llu overrun=%llu "
	       "read=%llu flags=%llu\n", cpu, m->meta_page_size, m->meta_struct_len,
	       m->subbuf_size, m->nr_subbufs, m->reader.id, m->reader.read,
	       (unsigned long long)m->reader.lost_events, (unsigned long long)m->entries,
	       (unsigned long long)m->overrun, (unsigned long long)m->read,
	       (unsigned long long)m->flags);
	if (m->meta_struct_len < V4_META_LEN) {
		printf("MR nofeature meta_struct_len=%u\n", m->meta_struct_len);
		return 3;
	}
	printf("MR info cpu=%d commit.entries=%llu commit.dropped=%llu commit.seq=%u commit.id=%u "
	       "commit.offset=%u\n", cpu, (unsigned long long)m->commit.entries,
	       (unsigned long long)m->commit.dropped, m->commit.seq, m->commit.id,
	       m->commit.offset);
	for (u32 id = 0; id < b.nr_subbufs; id++) {
		u8 *p = page_addr(&b, id);
		u64 ts = *(u64 *)p, c = *(u64 *)(p + 8);
		if (c)
			printf("MR page cpu=%d id=%u ts=%llu commit=0x%llx\n", cpu, id,
			       (unsigned long long)ts, (unsigned long long)c);
	}
	return 0;
}

static void end_line(struct buf *b, struct snap *s)
{
	printf("MR lost cpu=%d n=%llu\n", b->cpu, (unsigned long long)b->lost);
	printf("MR dropped cpu=%d n=%llu\n", b->cpu, (unsigned long long)s->dropped);
	printf("MR end cpu=%d entries=%llu seen=%llu retries=%d\n", b->cpu,
	       (unsigned long long)s->entries, (unsigned long long)b->seen, s->retries);
}

static int cmd_dump(const char *inst, char **cpus, int nc, const char *state, int hold_ms,
		    int force)
{
	struct buf bs[MAXCPU];
	int nb = 0, rc = 0;
	if (load_format(inst))
		return 1;
	for (int i = 0; i < nc && nb < MAXCPU; i++) {
		int r = map_cpu(&bs[nb], inst, atoi(cpus[i]), force, 0);
		if (r) {
			rc = rc ? rc : r;
			continue;
		}
		nb++;
	}
	if (state)
		load_state(state, bs, nb);
	if (hold_ms) {
		printf("MR mapped pid=%d cpus=%d\n", getpid(), nb);
		fflush(stdout);
		usleep(hold_ms * 1000);
	}
	for (int i = 0; i < nb; i++) {
		struct snap s;
		u64 lost0 = bs[i].lost;
		snapshot(&bs[i], &s);
		report(&bs[i], &s);
		if (s.unstable)
			rc = rc ? rc : 1;
		bs[i].lost -= lost0;	/* this run's losses */
		end_line(&bs[i], &s);
	}
	if (state)
		save_state(state, bs, nb);
	return rc;
}

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec + t.tv_nsec / 1e9;
}

static int cmd_follow(const char *inst, int count, int timeout, char **cpus, int nc, int force)
{
	struct buf bs[MAXCPU];
	struct pollfd pf[MAXCPU];
	int nb = 0, printed = 0, spurious = 0, wakes = 0;
	if (load_format(inst))
		return 1;
	for (int i = 0; i < nc && nb < MAXCPU; i++) {
		int r = map_cpu(&bs[nb], inst, atoi(cpus[i]), force, 0);
		if (r)
			return r;
		nb++;
	}
	for (int i = 0; i < nb; i++) {
		struct snap s;
		snapshot(&bs[i], &s);
		report(&bs[i], &s);
		printf("MR backlog cpu=%d entries=%llu seen=%llu lost=%llu\n", bs[i].cpu,
		       (unsigned long long)s.entries, (unsigned long long)bs[i].seen,
		       (unsigned long long)bs[i].lost);
		u32 seen = s.seq;
		if (ioctl(bs[i].fd, TRACE_MMAP_IOCTL_SET_SEEN, &seen)) {
			printf("MR noseen cpu=%d errno=%d (%s)\n", bs[i].cpu, errno, strerror(errno));
			return 3;
		}
		pf[i] = (struct pollfd){ bs[i].fd, POLLIN, 0 };
	}
	printf("MR following pid=%d cpus=%d\n", getpid(), nb);
	fflush(stdout);
	double end = now() + timeout;
	while (printed < count) {
		double left = end - now();
		if (left <= 0)
			break;
		int r = poll(pf, nb, (int)(left * 1000) + 1);
		if (r < 0) {
			if (errno == EINTR)
				continue;
			printf("MR pollerr errno=%d (%s)\n", errno, strerror(errno));
			return 1;
		}
		for (int i = 0; i < nb; i++) {
			if (!pf[i].revents)
				continue;
			if (!(pf[i].revents & POLLIN)) {
				printf("MR revents cpu=%d 0x%x\n", bs[i].cpu, pf[i].revents);
				return 1;
			}
			wakes++;
			printf("MR woke cpu=%d\n", bs[i].cpu);
			struct snap s;
			u64 n0 = bs[i].n;
			snapshot(&bs[i], &s);
			int k = report(&bs[i], &s);
			printed += k;
			if (s.lost)
				printf("MR lost cpu=%d n=%llu\n", bs[i].cpu, (unsigned long long)s.lost);
			if (!k && !s.lost && !s.reset && bs[i].n == n0) {
				spurious++;
				printf("MR spurious cpu=%d\n", bs[i].cpu);
				if (spurious > 1000) {
					printf("MR spinning: poll readable without news\n");
					return 1;
				}
				/* never busy-loop on a kernel that keeps saying readable */
				msleep1();
			}
			u32 seen = s.seq;
			if (ioctl(bs[i].fd, TRACE_MMAP_IOCTL_SET_SEEN, &seen)) {
				printf("MR noseen cpu=%d errno=%d\n", bs[i].cpu, errno);
				return 1;
			}
		}
		fflush(stdout);
	}
	for (int i = 0; i < nb; i++)
		printf("MR end cpu=%d entries=%llu seen=%llu lost=%llu\n", bs[i].cpu,
		       (unsigned long long)bs[i].n, (unsigned long long)bs[i].seen,
		       (unsigned long long)bs[i].lost);
	printf("MR %s n=%d wakes=%d spurious=%d\n", printed >= count ? "done" : "timeout", printed,
	       wakes, spurious);
	return printed >= count ? 0 : 5;
}

/* two readers in one process, different paces; compares what they return */
struct rec {
	u64 idx, ts, h;
};

static u64 hash(const u8 *d, u32 len)
{
	u64 h = 1469598103934665603ULL;
	for (u32 i = 0; i < len; i++)
		h = (h ^ d[i]) * 1099511628211ULL;
	return h;
}

static int cmd_stress(const char *inst, int secs, char **cpus, int nc, int slow_ms)
{
	int nb = 0, bad = 0;
	struct buf (*bs)[2] = calloc(MAXCPU, sizeof(*bs));
	struct rec *recs[MAXCPU][2];
	size_t nrec[MAXCPU][2] = { { 0 } }, cap = 1 << 16;
	u64 dups[MAXCPU][2] = { { 0 } }, order[MAXCPU][2] = { { 0 } };
	u64 lastts[MAXCPU][2] = { { 0 } };
	long torn = 0;
	double next1 = 0;
	if (load_format(inst))
		return 1;
	for (int i = 0; i < nc && nb < MAXCPU; i++) {
		for (int r = 0; r < 2; r++) {
			int e = map_cpu(&bs[nb][r], inst, atoi(cpus[i]), 0, 0);
			if (e)
				return e;
			recs[nb][r] = malloc(cap * sizeof(struct rec));
		}
		nb++;
	}
	printf("MR stressing pid=%d cpus=%d\n", getpid(), nb);
	fflush(stdout);
	double end = now() + secs;
	long it = 0;
	int unstable = 0, anomaly = 0, resets = 0;
	for (int last = 0; !last; it++) {
		double t = now();
		last = t >= end;
		/* reader 1 is slower: every 3rd round, or every slow_ms */
		int run1 = last || (slow_ms ? t >= next1 : !(it % 3));
		if (slow_ms && run1)
			next1 = t + slow_ms / 1000.0;
		for (int i = 0; i < nb; i++)
			for (int r = 0; r < 2; r++) {
				if (r == 1 && !run1)
					continue;
				struct buf *b = &bs[i][r];
				struct snap s;
				u64 prev = nrec[i][r] ? recs[i][r][nrec[i][r] - 1].idx + 1 : 0;
				snapshot(b, &s);
				unstable += s.unstable;
				anomaly += s.anomaly != 0;
				torn += s.torn;
				if (s.reset) {
					resets++;
					printf("MR reset cpu=%d reader=%d\n", b->cpu, r);
				}
				if (s.anomaly)
					printf("MR anomaly cpu=%d reader=%d %s\n", b->cpu, r, s.why);
				for (int k = s.first_new; k < s.P; k++) {
					struct ev *e = &b->evs[k];
					if (e->idx < prev)
						dups[i][r]++;
					prev = e->idx + 1;
					if (e->ts < lastts[i][r])
						order[i][r]++;
					lastts[i][r] = e->ts;
					if (nrec[i][r] < cap)
						recs[i][r][nrec[i][r]++] =
							(struct rec){ e->idx, e->ts, hash(e->data, e->len) };
				}
			}
		usleep(it % 2 ? 300 : 1100);
	}
	for (int i = 0; i < nb; i++) {
		/* records both returned must be the same */
		size_t a = 0, c = 0, both = 0, mism = 0;
		struct rec *A = recs[i][0], *B = recs[i][1];
		while (a < nrec[i][0] && c < nrec[i][1]) {
			if (A[a].idx < B[c].idx) a++;
			else if (A[a].idx > B[c].idx) c++;
			else {
				both++;
				if (A[a].ts != B[c].ts || A[a].h != B[c].h)
					mism++;
				a++, c++;
			}
		}
		int ok = 1;
		for (int r = 0; r < 2; r++)
			if (bs[i][r].seen + bs[i][r].lost != bs[i][r].n || dups[i][r] ||
			    order[i][r])
				ok = 0;
		if (bs[i][0].n != bs[i][1].n || mism)
			ok = 0;
		bad += !ok;
		printf("MR stress cpu=%d iterations=%ld n=%llu,%llu seen=%llu,%llu lost=%llu,%llu "
		       "both=%zu mismatch=%zu dup=%llu,%llu order=%llu,%llu %s\n", bs[i][0].cpu, it,
		       (unsigned long long)bs[i][0].n, (unsigned long long)bs[i][1].n,
		       (unsigned long long)bs[i][0].seen, (unsigned long long)bs[i][1].seen,
		       (unsigned long long)bs[i][0].lost, (unsigned long long)bs[i][1].lost, both,
		       mism, (unsigned long long)dups[i][0], (unsigned long long)dups[i][1],
		       (unsigned long long)order[i][0], (unsigned long long)order[i][1], ok ? "consistent" : "INCONSISTENT");
	}
	printf("MR stress-end unstable=%d anomalies=%d resets=%d torn=%ld %s\n", unstable, anomaly,
	       resets, torn,
	       bad || unstable ? "FAILED" : "passed");
	return bad || unstable ? 6 : 0;
}

/* consuming read() of trace_pipe_raw, as stock readers do */
static int cmd_rawread(const char *inst, int cpu)
{
	char path[4096];
	long ps = sysconf(_SC_PAGESIZE);
	if (load_format(inst))
		return 1;
	snprintf(path, sizeof(path), "%s/per_cpu/cpu%d/trace_pipe_raw", inst, cpu);
	int fd = open(path, O_RDONLY | O_NONBLOCK);
	if (fd < 0) {
		printf("MR openerr cpu=%d errno=%d (%s)\n", cpu, errno, strerror(errno));
		return 1;
	}
	u8 *page = malloc(ps);
	struct ev *evs = malloc(sizeof(struct ev) * (ps / 8));
	struct buf b = { .cpu = cpu };
	int total = 0, recs = 0, pages = 0;
	for (;;) {
		ssize_t r = read(fd, page, ps);
		if (r <= 0) {
			if (r < 0 && errno != EAGAIN)
				printf("MR readerr cpu=%d errno=%d (%s)\n", cpu, errno, strerror(errno));
			break;
		}
		pages++;
		u64 ts, c;
		memcpy(&ts, page, 8);
		memcpy(&c, page + 8, 8);
		u32 len = c & COMMIT_MASK;
		if (len > r - PAGE_HDR)
			len = r - PAGE_HDR;
		int k = parse_page(page + PAGE_HDR, len, ts, 0, evs, ps / 8);
		for (int i = 0; i < k; i++) {
			u16 type;
			memcpy(&type, evs[i].data, 2);
			evs[i].idx = total + i;
			if (type == F.id)
				recs++;
			print_ev(&b, &evs[i]);
		}
		if (k > 0)
			total += k;
	}
	printf("MR raw cpu=%d pages=%d events=%d recs=%d\n", cpu, pages, total, recs);
	close(fd);
	return 0;
}

/* ------------------------------------------------------------------ */
/* selftest: pages built in memory, the writer simulated */

#define ST_SUB 256		/* small sub-buffers: few events per page */
#define ST_NR 4			/* reader page (id 0) + 3 in the ring */
#define ST_TYPE 42

static u8 st_mem[4096 + ST_NR * ST_SUB] __attribute__((aligned(8)));
static int st_fail;

struct st_writer {
	u32 tail;		/* sub-buffer id being written (ring ids 1..ST_NR-1) */
	u32 w;			/* bytes written in it */
	u64 ts;			/* time of the last event */
	u64 entries;
};

static struct v4_meta *st_meta(void)
{
	return (struct v4_meta *)st_mem;
}

static u8 *st_page(u32 id)
{
	return st_mem + 4096 + id * ST_SUB;
}

static void st_commit(struct st_writer *w)
{
	struct v4_meta *m = st_meta();
	m->commit.seq++;
	*(u64 *)(st_page(w->tail) + 8) = w->w;
	m->commit.entries = w->entries;
	m->commit.id = w->tail;
	m->commit.offset = w->w;
	m->commit.seq++;
}

/* end the tail page with padding, commit it, move to the next (the oldest) */
static void st_newpage(struct st_writer *w, u64 ts)
{
	u32 cap = ST_SUB - PAGE_HDR;
	if (cap - w->w >= 8) {	/* padding with a length */
		u32 hdr = T_PADDING | (1 << 5), a0 = cap - w->w - 4;
		memcpy(st_page(w->tail) + PAGE_HDR + w->w, &hdr, 4);
		memcpy(st_page(w->tail) + PAGE_HDR + w->w + 4, &a0, 4);
	} else if (w->w < cap) {	/* null padding: the rest of the page */
		u32 hdr = T_PADDING;
		memcpy(st_page(w->tail) + PAGE_HDR + w->w, &hdr, 4);
	}
	w->w = cap;
	st_commit(w);
	w->tail = w->tail % (ST_NR - 1) + 1;
	*(u64 *)(st_page(w->tail) + 8) = 0;	/* commit 0 first, then data */
	*(u64 *)st_page(w->tail) = ts;
	w->w = 0;
}

/* one mce-like event, 24 bytes of payload (type_len 6): common_type,
 * status at 8, bank at 16, cpu at 20; or a discarded one (padding) */
static void st_event(struct st_writer *w, u64 ts, u64 status, int type, int discard, int commit)
{
	u32 cap = ST_SUB - PAGE_HDR;
	u64 delta = ts - w->ts;
	int ext = delta >= (1u << TS_SHIFT);
	if (w->w && w->w + 28 + (ext ? 8 : 0) > cap)
		st_newpage(w, ts);
	if (!w->w) {		/* first event of a page: the page's time */
		*(u64 *)st_page(w->tail) = ts;
		delta = 0;
		ext = 0;
	}
	u8 *p = st_page(w->tail) + PAGE_HDR + w->w;
	if (ext) {
		u32 hdr = T_EXTEND | (u32)((delta & ((1 << TS_SHIFT) - 1)) << 5);
		u32 a0 = (u32)(delta >> TS_SHIFT);
		memcpy(p, &hdr, 4);
		memcpy(p + 4, &a0, 4);
		p += 8;
		w->w += 8;
		delta = 0;
	}
	u32 hdr = 6 | (u32)(delta << 5);
	u8 d[24] = { 0 };
	if (discard) {
		u32 a0 = 24;
		hdr = T_PADDING | (u32)((delta ? delta : 1) << 5);
		memcpy(d, &a0, 4);
	} else {
		u16 t = type;
		memcpy(d, &t, 2);
		memcpy(d + 8, &status, 8);
		d[16] = 3;
		u32 c = 7;
		memcpy(d + 20, &c, 4);
		w->entries++;
	}
	memcpy(p, &hdr, 4);
	memcpy(p + 4, d, 24);
	w->w += 28;
	w->ts = ts;
	if (commit)
		st_commit(w);
}

static void st_init(struct buf *b, struct st_writer *w)
{
	memset(st_mem, 0, sizeof(st_mem));
	struct v4_meta *m = st_meta();
	m->meta_page_size = 4096;
	m->meta_struct_len = V4_META_LEN;
	m->subbuf_size = ST_SUB;
	m->nr_subbufs = ST_NR;
	m->commit.id = 1;
	memset(w, 0, sizeof(*w));
	w->tail = 1;
	static u8 copy[ST_NR * ST_SUB];
	static struct ev evs[ST_NR * ST_SUB / 8];
	memset(b, 0, sizeof(*b));
	b->map = st_mem;
	b->meta = m;
	b->meta_page_size = 4096;
	b->subbuf_size = ST_SUB;
	b->nr_subbufs = ST_NR;
	b->copy = copy;
	b->evs = evs;
	b->maxev = ST_NR * ST_SUB / 8;
}

#define ST_CHECK(cond, ...) do { \
	if (cond) printf("MR selftest ok - " __VA_ARGS__); \
	else { st_fail++; printf("MR selftest FAIL - " __VA_ARGS__); } \
	printf("\n"); } while (0)

static u64 st_status(struct ev *e)
{
	u64 s;
	memcpy(&s, e->data + 8, 8);
	return s;
}

/* new events of s are exactly statuses lo..hi-1, in order, with idx = status */
static int st_range(struct buf *b, struct snap *s, u64 lo, u64 hi)
{
	if ((u64)(s->P - s->first_new) != hi - lo)
		return 0;
	for (int i = s->first_new; i < s->P; i++)
		if (st_status(&b->evs[i]) != lo + (i - s->first_new) ||
		    b->evs[i].idx != lo + (i - s->first_new))
			return 0;
	return 1;
}

static struct st_writer *st_w;
static int st_hook_mode;
static u32 st_torn;

static void st_hook(struct buf *b, u32 id, int attempt)
{
	(void)b;
	if (st_hook_mode == 1 && attempt == 0 && id == st_torn) {
		/* the writer reserves past the commit page: it moves to the
		 * oldest page, clears its commit and starts writing, without
		 * committing */
		*(u64 *)(st_page(id) + 8) = 0;
		*(u64 *)st_page(id) = 999999;
	}
	if (st_hook_mode == 4 && attempt == 0 && id == 3) {
		/* page st_torn was copied and checked already; now torn */
		*(u64 *)(st_page(st_torn) + 8) = 0;
		*(u64 *)st_page(st_torn) = 999999;
	}
	if (st_hook_mode == 2 && attempt < 3) {	/* a commit during each of 3 copies */
		st_meta()->commit.seq += 2;
	}
	if (st_hook_mode == 3)		/* the writer never stops */
		st_meta()->commit.seq += 2;
}

static int cmd_selftest(void)
{
	struct buf b, b2;
	struct st_writer w;
	struct snap s;
	F = (struct fmt){ ST_TYPE, 8, 16, 20, -1, 8, 1, 4, 0 };
	st_w = &w;

	/* 1: an empty buffer */
	st_init(&b, &w);
	snapshot(&b, &s);
	ST_CHECK(s.P == 0 && s.entries == 0 && !s.lost && !s.anomaly, "empty buffer: nothing");

	/* 2: events, a discarded one, an "other" one, time extends */
	st_init(&b, &w);
	u64 t = 1000;
	for (int i = 0; i < 5; i++)
		st_event(&w, t += 10, i, ST_TYPE, 0, 1);
	st_event(&w, t += 5, 0, ST_TYPE, 1, 1);			/* discarded */
	st_event(&w, t += 3ULL << 28, 5, ST_TYPE, 0, 1);	/* needs a time extend */
	snapshot(&b, &s);
	ST_CHECK(s.anomaly == 0 && st_range(&b, &s, 0, 6) && s.entries == 6 && !s.lost,
		 "6 events (one discarded, one after a time extend) P=%d entries=%llu lost=%llu "
		 "anomaly=%s", s.P, (unsigned long long)s.entries, (unsigned long long)s.lost,
		 s.why);
	ST_CHECK(b.evs[5].ts == t && b.evs[4].ts == 1050,
		 "timestamps: delta and time extend (%llu want %llu, %llu want 1050)",
		 (unsigned long long)b.evs[5].ts, (unsigned long long)t,
		 (unsigned long long)b.evs[4].ts);
	snapshot(&b, &s);
	ST_CHECK(s.P == 6 && s.first_new == 6 && !s.lost, "second snapshot: nothing new");
	st_event(&w, t += 1, 6, ST_TYPE, 0, 1);
	st_event(&w, t += 1, 7, 77, 0, 1);
	snapshot(&b, &s);
	ST_CHECK(st_range(&b, &s, 6, 8) && !s.lost, "two new ones (one of another type) only");

	/* 3: uncommitted bytes after commit.offset are not read */
	st_event(&w, t += 1, 8, ST_TYPE, 0, 0);
	snapshot(&b, &s);
	ST_CHECK(s.P - s.first_new == 0 && s.entries == 8, "an event reserved, not committed: "
		 "not returned");
	st_commit(&w);
	snapshot(&b, &s);
	ST_CHECK(st_range(&b, &s, 8, 9), "once committed: returned");

	/* 4: wrap: the ring has 3 pages of 8 events (28 bytes, 240 data bytes) */
	st_init(&b, &w);
	b2 = b;
	b2.copy = malloc(ST_NR * ST_SUB);
	b2.evs = malloc(sizeof(struct ev) * b.maxev);
	t = 5000;
	for (int i = 0; i < 10; i++)
		st_event(&w, t += 7, i, ST_TYPE, 0, 1);
	snapshot(&b2, &s);	/* b2 saw 0..9 */
	ST_CHECK(st_range(&b2, &s, 0, 10), "reader 2 sees 0..9");
	for (int i = 10; i < 40; i++)
		st_event(&w, t += 7, i, ST_TYPE, 0, 1);
	snapshot(&b, &s);
	/* 40 written, pages of 8: newest pages hold 32..39 (commit page, full) + two more */
	u64 first = 40 - s.P;
	ST_CHECK(s.lost == first && st_range(&b, &s, first, 40) && s.entries == 40,
		 "after wrapping: %d kept, %llu lost, kept = the newest", s.P,
		 (unsigned long long)s.lost);
	snapshot(&b2, &s);
	ST_CHECK(s.lost == first - 10 && st_range(&b2, &s, first, 40),
		 "reader that saw 10: lost %llu (want %llu), then the newest",
		 (unsigned long long)s.lost, (unsigned long long)(first - 10));
	ST_CHECK(b2.seen + b2.lost == 40 && b.seen + b.lost == 40, "seen + lost = entries (%llu+%llu,"
		 " %llu+%llu)", (unsigned long long)b2.seen, (unsigned long long)b2.lost,
		 (unsigned long long)b.seen, (unsigned long long)b.lost);

	/* 5: the oldest page overwritten during the copy (the writer reserved,
	 * did not commit: seq unchanged) */
	u64 n0 = b.n;
	for (int i = 40; i < 42; i++)
		st_event(&w, t += 7, i, ST_TYPE, 0, 1);
	st_torn = w.tail % (ST_NR - 1) + 1;
	st_hook_mode = 1;
	b.hook = st_hook;
	snapshot(&b, &s);
	st_hook_mode = 0;
	b.hook = NULL;
	ST_CHECK(s.torn == 1 && st_range(&b, &s, n0, 42) && !s.lost,
		 "torn page %u (tail on %u): torn=%d, the new ones exact", st_torn, w.tail, s.torn);
	for (int mode = 1; mode <= 4; mode += 3) {
		/* a fresh reader: the torn page's events are lost; mode 4: the
		 * page is torn after its own check (caught by the final pass) */
		st_init(&b, &w);
		t = 5000;
		for (int i = 0; i < 42; i++)
			st_event(&w, t += 7, i, ST_TYPE, 0, 1);
		st_torn = w.tail % (ST_NR - 1) + 1;
		st_hook_mode = mode;
		b.hook = st_hook;
		snapshot(&b, &s);
		st_hook_mode = 0;
		b.hook = NULL;
		ST_CHECK(s.torn == 1 && s.lost + s.P == 42 && s.P == 10 &&
			 st_range(&b, &s, 32, 42), "fresh reader, page %u torn %s: %d kept + "
			 "%llu lost = 42", st_torn, mode == 1 ? "during its copy" : "after its check",
			 s.P, (unsigned long long)s.lost);
	}

	/* 6: seqcount: odd -> wait, changed -> retry, never stable -> unstable */
	st_init(&b, &w);
	for (int i = 0; i < 3; i++)
		st_event(&w, 100 + i, i, ST_TYPE, 0, 1);
	st_hook_mode = 2;
	b.hook = st_hook;
	snapshot(&b, &s);
	ST_CHECK(s.retries == 3 && st_range(&b, &s, 0, 3), "seq changed during 3 copies: %d "
		 "retries, then exact", s.retries);
	st_hook_mode = 3;
	snapshot(&b, &s);
	ST_CHECK(s.unstable && b.n == 3, "a writer that never stops: unstable after %d retries, "
		 "state kept", s.retries);
	st_hook_mode = 0;
	b.hook = NULL;
	st_meta()->commit.seq |= 1;
	snapshot(&b, &s);
	ST_CHECK(s.unstable, "odd seq for ever: unstable");
	st_meta()->commit.seq++;

	/* 7: reset (echo > trace): entries < n */
	st_init(&b2, &w);
	b2.n = 3;
	b2.have_last = 1;
	b2.last_ts = 102;
	st_event(&w, 500, 0, ST_TYPE, 0, 1);
	snapshot(&b2, &s);
	ST_CHECK(s.reset == 1 && st_range(&b2, &s, 0, 1), "reset: entries 1 < n 3: reset, "
		 "event 0 returned");
	/* reset and refilled beyond n: detected by the last event's time */
	st_init(&b2, &w);
	b2.n = 2;
	b2.have_last = 1;
	b2.last_ts = 102;
	for (int i = 0; i < 4; i++)
		st_event(&w, 900 + i, i, ST_TYPE, 0, 1);
	snapshot(&b2, &s);
	ST_CHECK(s.reset == 2 && st_range(&b2, &s, 0, 4), "reset and refilled past n: the "
		 "timestamp of event n-1 differs: reset, all 4 returned");

	/* 8: equal page time stamps: ring order (the oldest after the commit page) */
	st_init(&b, &w);
	for (int i = 0; i < 28; i++)	/* all at the same time: pages 1, 2, 3 then 1 again */
		st_event(&w, 7000, i, ST_TYPE, 0, 1);
	snapshot(&b, &s);
	ST_CHECK(st_meta()->commit.id == 1 && s.P == 20 &&
		 st_range(&b, &s, 28 - s.P, 28) && s.lost == 28 - (u64)s.P,
		 "equal time stamps on all pages, wrapped (commit page %u): order kept, %d kept",
		 st_meta()->commit.id, s.P);

	/* 9: absolute time stamp event with the top bits of the page's time */
	st_init(&b, &w);
	u64 big = (0x18ULL << 56) | 5000;
	st_event(&w, big, 0, ST_TYPE, 0, 1);
	{
		u8 *p = st_page(w.tail) + PAGE_HDR + w.w;
		u64 abs = big + 1000;
		u32 hdr = T_STAMP | (u32)((abs & ((1 << TS_SHIFT) - 1)) << 5);
		u32 a0 = (u32)((abs & ~TS_MSB) >> TS_SHIFT);
		memcpy(p, &hdr, 4);
		memcpy(p + 4, &a0, 4);
		w.w += 8;
		w.ts = abs;
		st_event(&w, abs + 3, 1, ST_TYPE, 0, 1);
	}
	snapshot(&b, &s);
	ST_CHECK(st_range(&b, &s, 0, 2) && b.evs[1].ts == big + 1003,
		 "absolute time stamp keeps the top 5 bits: %llx want %llx",
		 (unsigned long long)b.evs[1].ts, (unsigned long long)(big + 1003));

	/* 9b: 4 bytes left at the end of a page: a null padding event ends it */
	st_init(&b, &w);
	t = 1;
	for (int i = 0; i < 8; i++)	/* 2 events of 28 bytes, 5 of 36 (time extend), one more */
		st_event(&w, t += (i >= 2 ? 1ULL << 28 : 5), i, ST_TYPE, 0, 1);
	snapshot(&b, &s);
	ST_CHECK(st_range(&b, &s, 0, 8) && !s.anomaly && b.evs[7].ts == t && b.evs[7].page == 2 &&
		 *(u32 *)(st_page(1) + PAGE_HDR + 236) == T_PADDING,
		 "null padding (4 bytes) ends page 1, event 7 on page 2 at the right time");

	/* 10: dropped is reported as given; commit.offset below the page's commit */
	st_meta()->commit.dropped = 4;
	snapshot(&b, &s);
	ST_CHECK(s.dropped == 4, "dropped reported: %llu", (unsigned long long)s.dropped);

	printf("MR selftest %s failures=%d\n", st_fail ? "FAILED" : "passed", st_fail);
	return st_fail ? 6 : 0;
}

static int usage(void)
{
	fprintf(stderr, "usage: mapped-reader info DIR CPU | dump [--state F] [--hold MS] "
		"[--force] DIR CPU... | follow [--force] DIR COUNT TIMEOUT_S CPU... | "
		"stress [--hold MS] DIR SECONDS CPU... | rawread DIR CPU | selftest\n");
	return 2;
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IOLBF, 0);
	if (argc < 2)
		return usage();
	const char *cmd = argv[1];
	char *state = NULL;
	int hold = 0, force = 0, i = 2;
	while (i < argc && !strncmp(argv[i], "--", 2)) {
		if (!strcmp(argv[i], "--state") && i + 1 < argc)
			state = argv[++i];
		else if (!strcmp(argv[i], "--hold") && i + 1 < argc)
			hold = atoi(argv[++i]);
		else if (!strcmp(argv[i], "--force"))
			force = 1;
		else
			return usage();
		i++;
	}
	argv += i;
	argc -= i;
	if (!strcmp(cmd, "selftest"))
		return cmd_selftest();
	if (!strcmp(cmd, "info") && argc == 2)
		return cmd_info(argv[0], atoi(argv[1]));
	if (!strcmp(cmd, "dump") && argc >= 2)
		return cmd_dump(argv[0], argv + 1, argc - 1, state, hold, force);
	if (!strcmp(cmd, "follow") && argc >= 4)
		return cmd_follow(argv[0], atoi(argv[1]), atoi(argv[2]), argv + 3, argc - 3, force);
	if (!strcmp(cmd, "stress") && argc >= 3)
		return cmd_stress(argv[0], atoi(argv[1]), argv + 2, argc - 2, hold);
	if (!strcmp(cmd, "rawread") && argc == 2)
		return cmd_rawread(argv[0], atoi(argv[1]));
	return usage();
}
