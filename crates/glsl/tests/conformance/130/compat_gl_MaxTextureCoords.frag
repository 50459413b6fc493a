// expect: compile -- GLSL 1.30 section 7: `gl_MaxTextureCoords` is a compatibility-profile built-in (GLSL 1.10-1.30, 1.50+ compatibility; removed in 1.40)
#version 130
void main() {
    int a = gl_MaxTextureCoords;
}
