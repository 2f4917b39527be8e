// The first province, city, district, subdistrict and postal code of the API's region lists:
// an address that checkout and the address book accept, for tests and benches.
export async function firstRegions(apiUrl: string) {
  const first = async (list: string, query = "") => {
    const { data } = (await (await fetch(`${apiUrl}/api/address/${list}${query}`)).json()) as {
      data: { id: number }[];
    };
    return data[0].id;
  };
  const provinceId = await first("provinces");
  const cityId = await first("cities", `?provinceId=${provinceId}`);
  const districtId = await first("districts", `?cityId=${cityId}`);
  const subdistrictId = await first("subdistricts", `?districtId=${districtId}`);
  const postalId = await first("postals", `?subdistrictId=${subdistrictId}`);
  return { provinceId, cityId, districtId, subdistrictId, postalId };
}
