#version 130
out vec4 o0;
out vec4 o1;
void main() {
    vec3 a = vec3(1.0, 2.0, 3.0);
    vec3 b = vec3(3.0, 2.0, 1.0);
    bvec3 lt = lessThan(a, b);
    bvec3 le = lessThanEqual(a, b);
    bvec3 gt = greaterThan(a, b);
    bvec3 ge = greaterThanEqual(a, b);
    bvec3 eq = equal(a, b);
    bvec3 ne = notEqual(ivec3(1, 2, 3), ivec3(1, 0, 3));
    o0 = vec4(vec3(lt) + vec3(le) * 2.0 + vec3(gt) * 4.0 + vec3(ge) * 8.0, float(any(eq)));
    o1 = vec4(vec3(ne) + vec3(not(eq)) * 2.0, float(all(le)));
}
// run: {"expect": {"o0": [3, 10, 12, 1], "o1": [2, 1, 2, 0]}}
