// expect: fail -- GLSL 1.40 section 3.6: `lowp` is a keyword or reserved word here
#version 140
void main() {
    float lowp = 1.0;
}
