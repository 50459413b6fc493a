// expect: compile -- GLSL 1.20 section 7.4: `gl_DepthRangeParameters` names user variables in every version
#version 120
void main() {
    gl_DepthRangeParameters d = gl_DepthRange; float n = d.near;
}
