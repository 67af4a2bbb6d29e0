import { describe, expect, it } from "vitest";
import { createGreenhouseJobBoard } from "./greenhouse";
import { JobBoardUnavailableError } from "./types";

function fakeFetch(status: number, body: unknown) {
  const calls: string[] = [];
  const impl = (async (url: string | URL) => {
    calls.push(String(url));
    return new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch;
  return { impl, calls };
}

const departments = {
  departments: [
    {
      id: 11,
      name: "Engineering & Data",
      jobs: [
        {
          id: 501,
          title: "Senior Backend Developer",
          absolute_url: "https://boards.greenhouse.io/spc/jobs/501",
          updated_at: "2026-11-02T10:00:00-05:00",
          location: { name: "Montréal, QC" },
          internal_job_id: 9,
        },
      ],
    },
    { id: 12, name: "Empty team", jobs: [] },
  ],
};

describe("the Greenhouse job board", () => {
  it("reads the board's departments and lists those with openings, with the embed script", async () => {
    const fetch = fakeFetch(200, departments);
    const listing = await createGreenhouseJobBoard("spc", fetch.impl).list();

    expect(fetch.calls).toEqual(["https://boards-api.greenhouse.io/v1/boards/spc/departments"]);
    expect(listing.embed).toEqual({
      script_url: "https://boards.greenhouse.io/embed/job_board/js?for=spc",
      board: "spc",
    });
    expect(listing.categories).toEqual([
      {
        slug: "engineering-data",
        name_en: "Engineering & Data",
        name_fr: "Engineering & Data",
        openings: [
          {
            id: "501",
            title_en: "Senior Backend Developer",
            title_fr: "Senior Backend Developer",
            location_en: "Montréal, QC",
            location_fr: "Montréal, QC",
            employment_type: null,
            summary_en: "",
            summary_fr: "",
            description_en: null,
            description_fr: null,
            apply_url: "https://boards.greenhouse.io/spc/jobs/501",
            updated_at: "2026-11-02T15:00:00.000Z",
          },
        ],
      },
    ]);
  });

  it("is unavailable when the board fails, answers another shape or a link that is not https", async () => {
    const refusals = [
      fakeFetch(503, {}),
      fakeFetch(200, { jobs: [] }),
      fakeFetch(200, {
        departments: [
          { id: 1, name: "X", jobs: [{ id: 2, title: "Y", absolute_url: "javascript:alert(1)" }] },
        ],
      }),
    ];
    for (const fetch of refusals) {
      await expect(createGreenhouseJobBoard("spc", fetch.impl).list()).rejects.toBeInstanceOf(
        JobBoardUnavailableError,
      );
    }
  });

  it("is unavailable when the network is down", async () => {
    const down = (async () => {
      throw new TypeError("fetch failed");
    }) as typeof fetch;
    await expect(createGreenhouseJobBoard("spc", down).list()).rejects.toBeInstanceOf(
      JobBoardUnavailableError,
    );
  });
});
