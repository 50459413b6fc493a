#version 330 core
in vec4 aA;
in vec4 aB;
flat out ivec4 vCmp;
out vec4 vSel;
void main() {
    bvec4 lt = lessThan(aA, aB);
    bvec4 le = lessThanEqual(aA, aB);
    bvec4 gt = greaterThan(aA, aB);
    bvec4 ge = greaterThanEqual(aA, aB);
    bvec4 eq = equal(aA, aA.yxwz);
    bvec4 ne = notEqual(aA, aB);
    vCmp = ivec4(lt) + ivec4(le) * 2 + ivec4(gt) * 4 + ivec4(ge) * 8 + ivec4(eq) * 16 + ivec4(ne) * 32 + ivec4(not(lt)) * 64;
    vSel = vec4(any(lt) ? 1.0 : 0.0, all(ge) ? 1.0 : 0.0, aA == aB ? 1.0 : 0.0, aA.xy != aB.xy ? 1.0 : 0.0);
    gl_Position = aA;
}
