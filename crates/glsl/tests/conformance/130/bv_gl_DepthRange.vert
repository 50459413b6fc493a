// expect: compile -- GLSL 1.30 section 7: gl_DepthRange is a built-in uniform in every version
#version 130
void main() {
    float n = gl_DepthRange.near + gl_DepthRange.far + gl_DepthRange.diff;
}
