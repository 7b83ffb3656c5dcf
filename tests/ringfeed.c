/*
 * ringfeed: play the kernel's part for `ras daemon --ring-dir DIR`.  Creates
 * DIR/mce_record<N> laid out as a perf mmap (header page, data pages) and
 * writes mce_record samples into them as perf does, waiting for the reader's
 * data_tail when a buffer is full (no sample is ever dropped unless asked).
 *
 *   ringfeed FORMAT DIR NCPUS PAGES COUNT [RATE] [LOST] [ADDRMOD]
 *
 * Record i goes to buffer i % NCPUS with addr = i and cpu = i % NCPUS, so a
 * test can check that every record arrived exactly once, in order.  RATE
 * (records/s, 0 = as fast as possible) paces the writer; LOST adds one
 * PERF_RECORD_LOST with that count to buffer 0 after the first record.
 * ADDRMOD > 0 makes addr = 0x5a5a000 + i % ADDRMOD (errors repeating on a
 * few addresses, as a failing DIMM's do).
 */
#define RAS_NO_MAIN
#include "../ras.c"

struct feedbuf {
	unsigned char *map;
	volatile struct perf_event_mmap_page *meta;
	unsigned char *data;
	uint64_t size, head;
};

static void
feed_put(struct feedbuf *b, const void *p, size_t n)
{
	uint64_t i;

	/* wait for the reader, as a non-overwrite perf buffer does */
	while (b->head + n - __atomic_load_n(&b->meta->data_tail, __ATOMIC_ACQUIRE) > b->size)
		usleep(200);
	for (i = 0; i < n; i++)
		b->data[(b->head + i) & (b->size - 1)] = ((const unsigned char *)p)[i];
	b->head += n;
}

static void
feed_publish(struct feedbuf *b)
{
	__atomic_store_n(&b->meta->data_head, b->head, __ATOMIC_RELEASE);
}

int
main(int argc, char **argv)
{
	struct tp_format fmt;
	char err[512], path[PATH_MAX];
	unsigned char raw[512], s[600];
	struct feedbuf *bufs;
	uint64_t count, i, lost = 0, addrmod = 0;
	size_t flen, n;
	double rate = 0, t0;
	char *text;
	int ncpu, pages, c, fd;
	/* the record's status, bank and CPU field (default: a corrected memory read in bank 7,
	 * the CPU of the ring): RINGFEED_STATUS, RINGFEED_BANK, RINGFEED_CPU */
	const char *e_st = getenv("RINGFEED_STATUS"), *e_bank = getenv("RINGFEED_BANK"),
	    *e_cpu = getenv("RINGFEED_CPU");
	uint64_t st = e_st ? strtoull(e_st, NULL, 0) : 0x9c00000000010090ULL;
	uint64_t bank = e_bank ? strtoull(e_bank, NULL, 0) : 7;
	long cpu_fixed = e_cpu ? strtol(e_cpu, NULL, 0) : -1;

	if (argc < 6) {
		fprintf(stderr, "usage: ringfeed FORMAT DIR NCPUS PAGES COUNT [RATE] [LOST] [ADDRMOD]\n");
		return 2;
	}
	if (!(text = slurp(argv[1], &flen)) || parse_format(text, flen, argv[1], &fmt, err, sizeof err)) {
		fprintf(stderr, "ringfeed: %s\n", text ? err : strerror(errno));
		return 1;
	}
	ncpu = atoi(argv[3]);
	pages = atoi(argv[4]);
	count = strtoull(argv[5], NULL, 0);
	if (argc > 6)
		rate = atof(argv[6]);
	if (argc > 7)
		lost = strtoull(argv[7], NULL, 0);
	if (argc > 8)
		addrmod = strtoull(argv[8], NULL, 0);
	bufs = calloc(ncpu, sizeof *bufs);
	for (c = 0; c < ncpu; c++) {
		size_t len = (size_t)(1 + pages) * 4096;

		snprintf(path, sizeof path, "%s/mce_record%d", argv[2], c);
		if ((fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0644)) < 0 || ftruncate(fd, len) < 0) {
			perror(path);
			return 1;
		}
		bufs[c].map = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
		if (bufs[c].map == MAP_FAILED) {
			perror("mmap");
			return 1;
		}
		close(fd);
		bufs[c].meta = (void *)bufs[c].map;
		bufs[c].meta->data_offset = 4096;
		bufs[c].meta->data_size = (uint64_t)pages * 4096;
		bufs[c].data = bufs[c].map + 4096;
		bufs[c].size = (uint64_t)pages * 4096;
	}
	printf("ready\n");
	fflush(stdout);
	t0 = now_mono();
	for (i = 0; i < count; i++) {
		struct feedbuf *b = &bufs[i % ncpu];
		uint64_t v[NFIELDS] = { 0 };
		struct perf_event_header h = { PERF_RECORD_SAMPLE, 0, 0 };
		uint32_t cpu[2] = { i % ncpu, 0 }, rawsize;
		int f;

		v[F_STATUS] = st;	/* default: corrected memory read, channel 0 */
		v[F_ADDR] = addrmod ? 0x5a5a000 + i % addrmod : i;
		v[F_MISC] = 0x86;	/* MISCV: address LSB 6, physical address mode */
		v[F_CPU] = cpu_fixed >= 0 ? (uint64_t)cpu_fixed : i % ncpu;
		v[F_BANK] = bank;
		v[F_MCGCAP] = 0x1000c16;
		v[F_WALLTIME] = 1796284616 + i / 1000;
		v[F_CPUID] = 0x50654;
		memset(raw, 0, sizeof raw);
		memcpy(raw + fmt.f[fmt.common_type].offset, &(uint16_t){ fmt.id }, 2);
		for (f = 0; f < NFIELDS; f++)
			if (fmt.idx[f] >= 0)
				memcpy(raw + fmt.f[fmt.idx[f]].offset, &v[f], fmt.f[fmt.idx[f]].size);
		n = ALIGN8(fmt.size);
		rawsize = ALIGN8(n + 4) - 4;
		h.size = sizeof h + 8 + 8 + 4 + rawsize;
		memset(s, 0, sizeof s);
		memcpy(s, &h, sizeof h);
		memcpy(s + 8, &i, 8);
		memcpy(s + 16, cpu, 8);
		memcpy(s + 24, &rawsize, 4);
		memcpy(s + 28, raw, n);
		feed_put(b, s, h.size);
		if (i == 0 && lost) {
			struct perf_event_header lh = { PERF_RECORD_LOST, 0, 24 };
			uint64_t body[2] = { 1, lost };

			feed_put(b, &lh, sizeof lh);
			feed_put(b, body, sizeof body);
		}
		feed_publish(b);
		if (rate > 0)
			while (now_mono() - t0 < (i + 1) / rate)
				usleep(100);
	}
	printf("fed %" PRIu64 " records in %.3f s\n", count, now_mono() - t0);
	return 0;
}
