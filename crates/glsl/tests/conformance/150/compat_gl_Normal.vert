// expect: fail -- GLSL 1.50 section 7: `gl_Normal` is a compatibility-profile built-in (GLSL 1.10-1.30, 1.50+ compatibility; removed in 1.40)
#version 150 core
void main() {
    vec3 a = gl_Normal;
}
