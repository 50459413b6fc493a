// expect: fail -- GLSL 1.30 section 3.6: `lowp` is a keyword or reserved word here
#version 130
void main() {
    float lowp = 1.0;
}
