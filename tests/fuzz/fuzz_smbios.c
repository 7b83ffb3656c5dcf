/*
 * libFuzzer target: the SMBIOS type 17 parser (t17_parse through
 * inventory_add, as 'ras dimms' reads /sys/firmware/dmi/entries/17-N/raw),
 * then what uses it: the EDAC join (labels from the input, the entry's
 * own locator and ghes_edac's form) and both outputs, table and JSON.
 * Every string the parser hands out must lie inside the input, NUL-ended
 * there; a bad index must give no string.
 */
#define RAS_NO_MAIN
#include "../../ras.c"
#include "fuzz.h"

static void
check_dimm(const struct smbios_dimm *d, size_t n)
{
	int f;

	if (d->length < T17_MIN_LEN || d->length > n)
		abort();
	for (f = 0; f < NT17; f++) {
		const char *s = d->str[f];

		if (s && (!t17_layout[f].str || s < (const char *)d->raw + d->length ||
		    s >= (const char *)d->raw + n || !memchr(s, 0, (const char *)d->raw + n - s)))
			abort();
		if (d->bad[f] && (s || !T17_HAS(d, f)))
			abort();
	}
}

/* An EDAC DIMM whose label is text (cut as sysfs_text cuts it). */
static void
add_label(struct inventory *inv, const char *text, size_t n, int dimm)
{
	struct edac_dimm e = { .mc = 0, .dimm = dimm, .csrow = -1, .chan = -1, .smbios = -1,
	    .has = EDAC_HAS_CE, .ce = (uint64_t)dimm };

	snprintf(e.label, sizeof e.label, "%.*s", (int)MIN(n, sizeof e.label - 1), text);
	edac_add(inv, &e);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct inventory inv = { 0 };
	struct dimm_row row;
	unsigned char *raw;
	char ghes[EDAC_LABEL_MAX + 1];
	size_t i;

	if (size > (1u << 16) || !(raw = malloc(size + 1)))
		return 0;
	memcpy(raw, data, size);
	raw[size] = '\0';	/* as slurp() leaves it */
	inventory_add(&inv, raw, size, "fuzz");
	if (inv.nd) {
		const struct smbios_dimm *d = &inv.d[0];

		check_dimm(d, size);
		snprintf(ghes, sizeof ghes, "%s %s", kernel_dmi_string(d->str[T17_BANK]),
		    kernel_dmi_string(d->str[T17_LOCATOR]));
		add_label(&inv, ghes, strlen(ghes), 0);
		if (d->str[T17_LOCATOR])
			add_label(&inv, d->str[T17_LOCATOR], strlen(d->str[T17_LOCATOR]), 1);
	}
	add_label(&inv, (const char *)data, strnlen((const char *)data, size), 2);
	inventory_join(&inv);
	for (i = 0; i < inv.ne; i++)
		if (inv.e[i].smbios >= 0 && (inv.nd != 1 || inv.d[0].edac != (int)i || !inv.e[i].basis))
			abort();
	for (i = 0; i < inv.nd; i++) {
		row_smbios(&row, &inv, &inv.d[i]);
		for (int f = 0; f < NDCOL; f++)
			if (!memchr(row.c[f], 0, DCELL))
				abort();
	}
	dimms_text(&inv);
	dimms_json(&inv, NULL);
	inventory_free(&inv);
	return 0;
}
