// SPDX-License-Identifier: GPL-2.0
/*
 * persist-reader: a minimal reader of the persistent mce_record perf buffers
 * (debugfs mce/mce_record<N>) added by kernel.patch, used to
 * test the kernel side of the contract without ras.
 *
 *   persist-reader dump FILE...       print the buffer state and all records
 *                                     (FILE.read files: read with pread())
 *   persist-reader check FILE         check that the wrong mappings are refused,
 *                                     and that MADV_DONTNEED keeps the data
 *   persist-reader hold SECS FILE     keep a mapping for SECS seconds
 *   persist-reader remap N FILE       map/unmap N times, data must not change
 *   persist-reader poll MSEC FILE     poll(), read data_head, poll() again
 *   persist-reader epoll MSEC FILE    the same with epoll
 *   persist-reader cmp FILE           pread() of FILE.read = the mapping of FILE
 *   persist-reader open FILE          open() it, print the errno
 *
 * Output lines start with "PR " so that a test can grep them.  The exit
 * status is 0 on success, 1 on a failed expectation, 2 on a usage error.
 *
 * Build: gcc -O2 -Wall -static -o persist-reader persist-reader.c
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/perf_event.h>
#include <poll.h>
#include <setjmp.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

struct map {
	const char *path;
	int fd;
	size_t len;
	unsigned char *base;
	struct perf_event_mmap_page *pg;
	unsigned char *data;
	uint64_t data_size;
	int snap;		/* base is a pread() copy, not a mapping */
};

static int map_file(struct map *m, const char *path)
{
	struct stat st;

	m->path = path;
	m->fd = open(path, O_RDONLY | O_CLOEXEC);
	if (m->fd < 0) {
		printf("PR %s: open: %s\n", path, strerror(errno));
		return -1;
	}
	if (fstat(m->fd, &st) < 0) {
		printf("PR %s: fstat: %s\n", path, strerror(errno));
		return -1;
	}
	m->len = st.st_size;
	m->snap = strlen(path) > 5 && !strcmp(path + strlen(path) - 5, ".read");
	if (m->snap) {
		/* the read-only file: a snapshot with pread(), not live */
		ssize_t n;

		m->base = malloc(m->len);
		n = m->base ? pread(m->fd, m->base, m->len, 0) : -1;
		if (n != (ssize_t)m->len) {
			printf("PR %s: pread(%zu) = %zd: %s\n", path, m->len, n,
			       n < 0 ? strerror(errno) : "short");
			return -1;
		}
	} else {
		m->base = mmap(NULL, m->len, PROT_READ, MAP_SHARED, m->fd, 0);
	}
	if (m->base == MAP_FAILED) {
		printf("PR %s: mmap(%zu): %s\n", path, m->len, strerror(errno));
		return -1;
	}
	m->pg = (struct perf_event_mmap_page *)m->base;
	m->data = m->base + m->pg->data_offset;
	m->data_size = m->pg->data_size;
	if (m->pg->data_offset + m->data_size != m->len) {
		printf("PR %s: st_size %zu != data_offset %llu + data_size %llu\n",
		       path, m->len, (unsigned long long)m->pg->data_offset,
		       (unsigned long long)m->data_size);
		return -1;
	}
	return 0;
}

static void unmap_file(struct map *m)
{
	if (m->snap)
		free(m->base);
	else
		munmap(m->base, m->len);
	close(m->fd);
}

/* data_head as read() returns it; poll() compares with the last one read. */
static int read_head(int fd, uint64_t *head)
{
	ssize_t n = pread(fd, head, 8, offsetof(struct perf_event_mmap_page, data_head));

	if (n != 8) {
		printf("PR pread(data_head): %s\n", n < 0 ? strerror(errno) : "short");
		return -1;
	}
	return 0;
}

static sigjmp_buf bus_jmp;

static void on_sigbus(int sig)
{
	(void)sig;
	siglongjmp(bus_jmp, 1);
}

static uint64_t head_of(struct map *m)
{
	return __atomic_load_n(&m->pg->data_head, __ATOMIC_ACQUIRE);
}

static void copy_out(struct map *m, uint64_t pos, void *dst, size_t len)
{
	for (size_t i = 0; i < len; i++)
		((unsigned char *)dst)[i] = m->data[(pos + i) % m->data_size];
}

/*
 * All samples of the event have the same size: find it from the record that
 * ends at data_head, whose header must say it is that long.
 */
static uint32_t record_size(struct map *m, uint64_t head)
{
	struct perf_event_header h;

	for (uint32_t sz = 16; sz <= 4096 && sz <= head && sz <= m->data_size; sz += 8) {
		copy_out(m, head - sz, &h, sizeof(h));
		if (h.type == PERF_RECORD_SAMPLE && h.size == sz)
			return sz;
	}
	return 0;
}

static uint64_t get64(const unsigned char *p)
{
	uint64_t v;

	memcpy(&v, p, 8);
	return v;
}

static uint32_t get32(const unsigned char *p)
{
	uint32_t v;

	memcpy(&v, p, 4);
	return v;
}

/*
 * Where the fields of mce:mce_record are in the raw data: from the format file
 * of the trace event (6.12 added ppin and microcode, which moved cpu, apicid
 * and bank), else the 6.1 layout for a 6.1-sized record.
 */
enum { F_MCGCAP, F_MCGSTATUS, F_STATUS, F_ADDR, F_MISC, F_CPU, F_APICID, F_BANK, NF };
static const char *const fname[NF] = {
	"mcgcap", "mcgstatus", "status", "addr", "misc", "cpu", "apicid", "bank"
};
static const unsigned int fsize[NF] = { 8, 8, 8, 8, 8, 4, 4, 1 };
static const unsigned int off61[NF] = { 8, 16, 24, 32, 40, 88, 96, 105 };
static unsigned int off[NF];
static int have_format = -1;	/* -1: not looked up yet, 0: none, 1: off[] set */
static unsigned int raw_need;	/* the raw data must cover the fields */

static void load_format(void)
{
	static const char *const paths[] = {
		"/sys/kernel/tracing/events/mce/mce_record/format",
		"/sys/kernel/debug/tracing/events/mce/mce_record/format",
	};
	char line[512], name[64];
	unsigned int o, sz, found = 0;
	FILE *f = NULL;

	have_format = 0;
	for (size_t i = 0; !f && i < sizeof(paths) / sizeof(paths[0]); i++)
		f = fopen(paths[i], "re");
	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		const char *p = strstr(line, "field:");

		/* "field:u32 cpu;	offset:96;	size:4;	signed:0;" */
		if (!p || sscanf(p, "field:%*[^;]; offset:%u; size:%u;", &o, &sz) != 2)
			continue;
		if (sscanf(p, "field:%*s %63[^;];", name) != 1)
			continue;
		for (int k = 0; k < NF; k++) {
			if (strcmp(name, fname[k]) || sz != fsize[k])
				continue;
			off[k] = o;
			found |= 1u << k;
			if (o + sz > raw_need)
				raw_need = o + sz;
		}
	}
	fclose(f);
	if (found == (1u << NF) - 1)
		have_format = 1;
	else
		printf("PR   format file lacks fields (found mask 0x%x)\n", found);
}

/* Decode one sample: TIME, CPU, RAW (mce:mce_record). */
static void print_sample(const unsigned char *rec, uint32_t size)
{
	const unsigned char *p = rec + sizeof(struct perf_event_header);
	uint64_t time = get64(p);
	uint32_t cpu = get32(p + 8);
	uint32_t raw_size = get32(p + 16);
	const unsigned char *raw = p + 20;
	const unsigned int *o = off;

	if (have_format < 0)
		load_format();
	if (!have_format) {
		/* 6.1: 107 bytes of record, padded to 116 */
		if (raw_size != 116) {
			printf("PR   bad sample: no format file, raw_size %u is not 6.1's\n",
			       raw_size);
			return;
		}
		o = off61;
		raw_need = 107;
	}
	if (24 + raw_size > size || raw_size < raw_need) {
		printf("PR   bad sample: size %u raw_size %u\n", size, raw_size);
		return;
	}
	printf("PR   REC time=%llu sample_cpu=%u raw_size=%u mce_cpu=%u bank=%u status=0x%llx addr=0x%llx misc=0x%llx mcgstatus=0x%llx mcgcap=0x%llx apicid=%u\n",
	       (unsigned long long)time, cpu, raw_size, get32(raw + o[F_CPU]),
	       raw[o[F_BANK]], (unsigned long long)get64(raw + o[F_STATUS]),
	       (unsigned long long)get64(raw + o[F_ADDR]),
	       (unsigned long long)get64(raw + o[F_MISC]),
	       (unsigned long long)get64(raw + o[F_MCGSTATUS]),
	       (unsigned long long)get64(raw + o[F_MCGCAP]), get32(raw + o[F_APICID]));
}

static int dump(const char *path)
{
	struct map m;
	uint64_t head, now, start, pos, lost = 0, n = 0;
	uint32_t sz;
	unsigned char rec[4096];
	struct perf_event_header h;

	if (map_file(&m, path))
		return 1;
	head = head_of(&m);
	sz = head ? record_size(&m, head) : 0;
	if (head && !sz) {
		printf("PR %s: cannot find the record size at head %llu\n", path,
		       (unsigned long long)head);
		unmap_file(&m);
		return 1;
	}
	start = 0;
	if (head > m.data_size) {
		/* First record that lies completely in the last data_size bytes. */
		lost = (head - m.data_size + sz - 1) / sz;
		start = lost * sz;
	}
	printf("PR %s: st_size=%zu data_offset=%llu data_size=%llu data_head=%llu record_size=%u written=%llu overwritten=%llu\n",
	       path, m.len, (unsigned long long)m.pg->data_offset,
	       (unsigned long long)m.data_size, (unsigned long long)head, sz,
	       (unsigned long long)(sz ? head / sz : 0), (unsigned long long)lost);
	for (pos = start; pos < head; pos += h.size) {
		copy_out(&m, pos, &h, sizeof(h));
		if (h.size < sizeof(h) || h.size > sizeof(rec)) {
			printf("PR %s: bad record header at %llu: type %u size %u\n",
			       path, (unsigned long long)pos, h.type, h.size);
			unmap_file(&m);
			return 1;
		}
		copy_out(&m, pos, rec, h.size);
		/*
		 * If data_head moved, the record is intact only if not even the
		 * record being written (not yet in data_head) reached it.
		 */
		now = head_of(&m);
		if (now != head && now + sz - pos > m.data_size) {
			printf("PR   record at %llu overwritten while reading\n",
			       (unsigned long long)pos);
			continue;
		}
		if (getenv("PR_HEX")) {
			printf("PR   HEX");
			for (unsigned int i = 0; i < h.size; i++)
				printf("%s%02x", i % 32 ? "" : "\nPR   ", rec[i]);
			printf("\n");
		}
		if (h.type == PERF_RECORD_SAMPLE)
			print_sample(rec, h.size);
		else
			printf("PR   record type %u size %u\n", h.type, h.size);
		n++;
	}
	printf("PR %s: readable=%llu\n", path, (unsigned long long)n);
	unmap_file(&m);
	return 0;
}

static int expect_fail(const char *what, void *ret, int want)
{
	if (ret != MAP_FAILED) {
		printf("PR check %s: mapped, expected %s: FAIL\n", what, strerror(want));
		return 1;
	}
	printf("PR check %s: %s (errno %d): %s\n", what, strerror(errno), errno,
	       errno == want ? "ok" : "FAIL");
	return errno != want;
}

/* Pages dropped with MADV_DONTNEED come back with the same data, no SIGBUS. */
static int check_dontneed(struct map *m)
{
	unsigned char *before = malloc(m->len);
	volatile unsigned char sum = 0;
	struct sigaction sa = { .sa_handler = on_sigbus }, old;
	volatile int bad = 0;

	memcpy(before, m->base, m->len);
	sigaction(SIGBUS, &sa, &old);
	if (madvise(m->base, m->len, MADV_DONTNEED) < 0) {
		printf("PR check madvise(MADV_DONTNEED): %s: FAIL\n", strerror(errno));
		bad = 1;
	} else if (sigsetjmp(bus_jmp, 1)) {
		printf("PR check read after MADV_DONTNEED: SIGBUS: FAIL\n");
		bad = 1;
	} else {
		for (size_t i = 0; i < m->len; i += 4096)
			sum += m->base[i];
		(void)sum;
		/* data_head may have moved meanwhile: compare the data pages only if not */
		if (memcmp(before + 4096, m->base + 4096, m->len - 4096) &&
		    ((struct perf_event_mmap_page *)before)->data_head == head_of(m)) {
			printf("PR check read after MADV_DONTNEED: data differs: FAIL\n");
			bad = 1;
		} else {
			printf("PR check read after MADV_DONTNEED: same data: ok\n");
		}
	}
	sigaction(SIGBUS, &old, NULL);
	free(before);
	return bad;
}

static int check(const char *path)
{
	struct map m;
	int bad = 0, fd;
	void *p;

	if (map_file(&m, path))
		return 1;
	printf("PR check read-only shared mapping of %zu bytes: ok\n", m.len);

	p = mmap(NULL, m.len, PROT_READ | PROT_WRITE, MAP_SHARED, m.fd, 0);
	bad |= expect_fail("PROT_WRITE on O_RDONLY fd", p, EACCES);
	p = mmap(NULL, m.len - 4096, PROT_READ, MAP_SHARED, m.fd, 0);
	bad |= expect_fail("short length", p, EINVAL);
	p = mmap(NULL, m.len + 4096, PROT_READ, MAP_SHARED, m.fd, 0);
	bad |= expect_fail("long length", p, EINVAL);
	p = mmap(NULL, m.len - 4096, PROT_READ, MAP_SHARED, m.fd, 4096);
	bad |= expect_fail("offset 4096", p, EINVAL);
	p = mmap(NULL, m.len, PROT_READ, MAP_PRIVATE, m.fd, 0);
	bad |= expect_fail("MAP_PRIVATE", p, EINVAL);
	if (mprotect(m.base, m.len, PROT_READ | PROT_WRITE) == 0) {
		printf("PR check mprotect(PROT_WRITE): allowed: FAIL\n");
		bad = 1;
	} else {
		printf("PR check mprotect(PROT_WRITE): %s: ok\n", strerror(errno));
	}
	p = mmap(NULL, m.len, PROT_READ | PROT_EXEC, MAP_SHARED, m.fd, 0);
	bad |= expect_fail("PROT_EXEC", p, EACCES);
	if (mprotect(m.base, m.len, PROT_READ | PROT_EXEC) == 0) {
		printf("PR check mprotect(PROT_EXEC): allowed: FAIL\n");
		bad = 1;
		mprotect(m.base, m.len, PROT_READ);
	} else {
		printf("PR check mprotect(PROT_EXEC): %s: ok\n", strerror(errno));
	}
	bad |= check_dontneed(&m);
	if (munmap(m.base + 4096, 4096) == 0) {
		printf("PR check partial munmap: allowed: FAIL\n");
		bad = 1;
	} else {
		printf("PR check partial munmap: %s: ok\n", strerror(errno));
	}
	fd = open(path, O_RDWR);
	if (fd >= 0) {
		p = mmap(NULL, m.len, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
		bad |= expect_fail("PROT_WRITE on O_RDWR fd", p, EACCES);
		close(fd);
	} else {
		printf("PR check open(O_RDWR): %s (errno %d): %s\n", strerror(errno),
		       errno, errno == EACCES ? "ok" : "FAIL");
		bad |= errno != EACCES;
	}
	unmap_file(&m);
	printf("PR check %s: %s\n", path, bad ? "FAILED" : "passed");
	return bad;
}

static int hold(int secs, const char *path)
{
	struct map m;

	if (map_file(&m, path))
		return 1;
	printf("PR hold %s: pid %d mapped, data_head=%llu\n", path, getpid(),
	       (unsigned long long)head_of(&m));
	fflush(stdout);
	sleep(secs);
	printf("PR hold %s: pid %d done, data_head=%llu\n", path, getpid(),
	       (unsigned long long)head_of(&m));
	unmap_file(&m);
	return 0;
}

static int remap(int n, const char *path)
{
	struct map m;
	unsigned char *first = NULL;
	uint64_t head0 = 0;
	int bad = 0;

	for (int i = 0; i < n; i++) {
		if (map_file(&m, path))
			return 1;
		if (!first) {
			first = malloc(m.data_size);
			memcpy(first, m.data, m.data_size);
			head0 = head_of(&m);
		} else if (head_of(&m) != head0 ||
			   memcmp(first, m.data, m.data_size)) {
			printf("PR remap %d: data_head %llu (was %llu) or data changed\n",
			       i, (unsigned long long)head_of(&m),
			       (unsigned long long)head0);
			bad = 1;
		}
		unmap_file(&m);
	}
	printf("PR remap %s: %d map/unmap cycles, data_head=%llu: %s\n", path, n,
	       (unsigned long long)head0, bad ? "FAILED" : "data kept");
	free(first);
	return bad;
}

static int do_poll(int msec, const char *path)
{
	struct pollfd pfd;
	uint64_t head;
	int fd, ret;

	fd = open(path, O_RDONLY);
	if (fd < 0) {
		printf("PR poll %s: open: %s\n", path, strerror(errno));
		return 1;
	}
	pfd.fd = fd;
	pfd.events = POLLIN;
	ret = poll(&pfd, 1, msec);
	printf("PR poll %s: first poll ret=%d revents=0x%x\n", path, ret, pfd.revents);
	/* readable until this file has read data_head */
	if (read_head(fd, &head) == 0)
		printf("PR poll %s: read data_head=%llu\n", path, (unsigned long long)head);
	ret = poll(&pfd, 1, msec);
	printf("PR poll %s: second poll ret=%d revents=0x%x\n", path, ret, pfd.revents);
	close(fd);
	return 0;
}

/*
 * epoll_ctl(ADD) polls the file once: that must not use up the readiness of
 * the data already there.  Then it is level-triggered on data_head.
 */
static int do_epoll(int msec, const char *path)
{
	struct epoll_event ev = { .events = EPOLLIN }, out;
	uint64_t head;
	int fd, ep, n;

	fd = open(path, O_RDONLY);
	ep = epoll_create1(0);
	if (fd < 0 || ep < 0 || epoll_ctl(ep, EPOLL_CTL_ADD, fd, &ev) < 0) {
		printf("PR epoll %s: %s\n", path, strerror(errno));
		return 1;
	}
	n = epoll_wait(ep, &out, 1, msec);
	printf("PR epoll %s: after add n=%d\n", path, n);
	n = epoll_wait(ep, &out, 1, 0);
	printf("PR epoll %s: again n=%d\n", path, n);
	if (read_head(fd, &head) == 0)
		printf("PR epoll %s: read data_head=%llu\n", path, (unsigned long long)head);
	n = epoll_wait(ep, &out, 1, 0);
	printf("PR epoll %s: after read n=%d\n", path, n);
	n = epoll_wait(ep, &out, 1, msec);
	printf("PR epoll %s: new record n=%d\n", path, n);
	close(ep);
	close(fd);
	return 0;
}

/* pread() of PATH.read returns what the mapping of PATH has, byte for byte. */
static int do_cmp(const char *path)
{
	char rpath[4096];
	struct map m;
	unsigned char *buf;
	uint64_t head;
	ssize_t n = -1;
	int fd, tries, same = 0;

	snprintf(rpath, sizeof(rpath), "%s.read", path);
	if (map_file(&m, path))
		return 1;
	fd = open(rpath, O_RDONLY);
	buf = malloc(m.len);
	if (fd < 0 || !buf) {
		printf("PR cmp %s: open: %s\n", rpath, strerror(errno));
		return 1;
	}
	for (tries = 0; tries < 5 && !same; tries++) {
		head = head_of(&m);
		n = pread(fd, buf, m.len, 0);
		same = n == (ssize_t)m.len && head == head_of(&m) && !memcmp(buf, m.base, m.len);
	}
	printf("PR cmp %s: %s (%zd of %zu bytes, data_head=%llu)\n", rpath,
	       same ? "identical" : "DIFFERENT", n, m.len, (unsigned long long)head);
	/* and from any offset, e.g. a record header in the data pages */
	n = pread(fd, buf, 100, 4096 + 8);
	if (n != 100 || memcmp(buf, m.base + 4096 + 8, 100)) {
		printf("PR cmp %s: pread at 4104: DIFFERENT\n", rpath);
		same = 0;
	}
	n = pread(fd, buf, 16, m.len - 8);
	if (n != 8) {
		printf("PR cmp %s: pread across the end returned %zd, not 8\n", rpath, n);
		same = 0;
	}
	close(fd);
	unmap_file(&m);
	free(buf);
	return !same;
}

static int do_open(const char *path)
{
	int fd = open(path, O_RDONLY);

	printf("PR open %s: %s\n", path, fd < 0 ? strerror(errno) : "ok");
	if (fd >= 0)
		close(fd);
	return 0;
}

int main(int argc, char **argv)
{
	int ret = 0;

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (argc >= 3 && !strcmp(argv[1], "dump")) {
		for (int i = 2; i < argc; i++)
			ret |= dump(argv[i]);
		return ret;
	}
	if (argc == 3 && !strcmp(argv[1], "check"))
		return check(argv[2]);
	if (argc == 4 && !strcmp(argv[1], "hold"))
		return hold(atoi(argv[2]), argv[3]);
	if (argc == 4 && !strcmp(argv[1], "remap"))
		return remap(atoi(argv[2]), argv[3]);
	if (argc == 4 && !strcmp(argv[1], "poll"))
		return do_poll(atoi(argv[2]), argv[3]);
	if (argc == 4 && !strcmp(argv[1], "epoll"))
		return do_epoll(atoi(argv[2]), argv[3]);
	if (argc == 3 && !strcmp(argv[1], "cmp"))
		return do_cmp(argv[2]);
	if (argc == 3 && !strcmp(argv[1], "open"))
		return do_open(argv[2]);
	fprintf(stderr, "usage: %s dump FILE... | check FILE | hold SECS FILE | remap N FILE | poll MSEC FILE | epoll MSEC FILE | cmp FILE | open FILE\n",
		argv[0]);
	return 2;
}
