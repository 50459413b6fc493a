// expect: compile -- GLSL 1.30 section 7.4: `gl_DepthRangeParameters` names user variables in every version
#version 130
void main() {
    gl_DepthRangeParameters d = gl_DepthRange; float n = d.near;
}
