#version 330 core
flat in ivec4 vCmp;
in vec4 vSel;
out vec4 frag;
void main() {
    bvec2 b = equal(ivec2(vCmp.xy), ivec2(3, 5));
    frag = vec4(vCmp) + vSel + vec4(b, lessThan(uvec2(vCmp.zw), uvec2(7u)));
}
