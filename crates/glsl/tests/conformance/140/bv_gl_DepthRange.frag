// expect: compile -- GLSL 1.40 section 7: gl_DepthRange is a built-in uniform in every version
#version 140
void main() {
    float n = gl_DepthRange.near + gl_DepthRange.far + gl_DepthRange.diff;
}
