// expect: fail -- GLSL 1.20 section 3.6: `lowp` is a keyword or reserved word here
#version 120
void main() {
    float lowp = 1.0;
}
