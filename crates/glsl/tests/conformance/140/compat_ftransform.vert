// expect: fail -- GLSL 1.40 section 7: `ftransform` is a compatibility-profile built-in (GLSL 1.10-1.30, 1.50+ compatibility; removed in 1.40)
#version 140
void main() {
    gl_Position = ftransform();
}
