/*
 * headwatch: does a writer publish data_head in one store?  Maps FILE (a
 * perf-layout ring file: data_head at offset 1024) read-only and reads
 * data_head as ras does (one 8-byte acquire load) as fast as it can for SECS
 * seconds from the first store it sees, counting every value smaller than
 * the one before: a head that goes back is a store seen in pieces.  Exit 1
 * if it saw any, 2 if it could not watch.
 *
 *   headwatch FILE SECS
 *
 * Python's struct.pack_into("<Q", m, 1024, head) zero-fills the 8 bytes, then
 * writes them one at a time: headwatch sees 0 there (17 times in 3 s at ~3
 * million stores/s, 2026-12-04); memoryview(m).cast("Q")[128] = head: never.
 */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	uint64_t last = 0, reads = 0, back = 0, zero = 0;
	struct timespec t0, t;
	const volatile uint64_t *head;
	double secs;
	void *m;
	int fd;

	if (argc != 3) {
		fprintf(stderr, "usage: headwatch FILE SECS\n");
		return 2;
	}
	secs = atof(argv[2]);
	if ((fd = open(argv[1], O_RDONLY)) < 0) {
		fprintf(stderr, "headwatch: %s: %s\n", argv[1], strerror(errno));
		return 2;
	}
	if ((m = mmap(NULL, 4096, PROT_READ, MAP_SHARED, fd, 0)) == MAP_FAILED) {
		fprintf(stderr, "headwatch: mmap %s: %s\n", argv[1], strerror(errno));
		return 2;
	}
	head = (const volatile uint64_t *)((const char *)m + 1024);
	/* SECS from the first store seen (a writer may be slow to start), 10 s at most */
	clock_gettime(CLOCK_MONOTONIC, &t0);
	while (!(last = __atomic_load_n(head, __ATOMIC_ACQUIRE))) {
		clock_gettime(CLOCK_MONOTONIC, &t);
		if (t.tv_sec - t0.tv_sec > 10) {
			fprintf(stderr, "headwatch: %s: data_head still 0 after 10 s\n", argv[1]);
			return 2;
		}
	}
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (;;) {
		uint64_t h = __atomic_load_n(head, __ATOMIC_ACQUIRE);

		if (h < last) {
			if (++back <= 5)
				printf("data_head went back: %" PRIu64 " after %" PRIu64 "\n", h, last);
			zero += !h;
		}
		last = h;
		if (!(++reads & 0xffff)) {
			clock_gettime(CLOCK_MONOTONIC, &t);
			if (t.tv_sec - t0.tv_sec + (t.tv_nsec - t0.tv_nsec) / 1e9 > secs)
				break;
		}
	}
	printf("%" PRIu64 " reads, data_head went back %" PRIu64 " times (%" PRIu64 " to 0), last %" PRIu64 "\n",
	    reads, back, zero, last);
	return back != 0;
}
