// expect: fail -- GLSL 1.50 section 7: `gl_FrontColor` is a compatibility-profile built-in (GLSL 1.10-1.30, 1.50+ compatibility; removed in 1.40)
#version 150 core
void main() {
    gl_FrontColor = vec4(1.0);
}
