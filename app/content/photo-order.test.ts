import { describe, expect, it } from "vitest";
import { inPhotoOrder } from "./photo-order";

describe("the order of a gift's photos", () => {
  it("follows the file names, numbers compared as numbers", () => {
    expect(
      inPhotoOrder([
        "products/frame/10-box.jpg",
        "products/frame/2-open.jpg",
        "products/frame/1-front.jpg",
        "products/frame/9-back.jpg",
      ]),
    ).toEqual([
      "products/frame/1-front.jpg",
      "products/frame/2-open.jpg",
      "products/frame/9-back.jpg",
      "products/frame/10-box.jpg",
    ]);
  });

  it("puts numbered photos before named ones, and names in alphabetical order", () => {
    expect(inPhotoOrder(["photo.svg", "IMG_2041.JPG", "back.png", "2-open.jpg"])).toEqual([
      "2-open.jpg",
      "back.png",
      "IMG_2041.JPG",
      "photo.svg",
    ]);
  });

  it("orders names a camera numbers by their numbers", () => {
    expect(inPhotoOrder(["IMG_0100.jpg", "IMG_99.jpg", "IMG_0012.jpg"])).toEqual([
      "IMG_0012.jpg",
      "IMG_99.jpg",
      "IMG_0100.jpg",
    ]);
  });

  it("gives names that read as the same number one order, whatever order they came in", () => {
    expect(inPhotoOrder(["01.jpg", "1.jpg"])).toEqual(inPhotoOrder(["1.jpg", "01.jpg"]));
  });

  it("leaves the list it was given as it was", () => {
    const names = ["2.jpg", "1.jpg"];
    inPhotoOrder(names);
    expect(names).toEqual(["2.jpg", "1.jpg"]);
  });
});
