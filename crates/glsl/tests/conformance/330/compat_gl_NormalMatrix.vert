// expect: fail -- GLSL 3.30 section 7: `gl_NormalMatrix` is a compatibility-profile built-in (GLSL 1.10-1.30, 1.50+ compatibility; removed in 1.40)
#version 330 core
void main() {
    mat3 a = gl_NormalMatrix;
}
