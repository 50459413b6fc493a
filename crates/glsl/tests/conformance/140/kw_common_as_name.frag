// expect: fail -- GLSL 1.40 section 3.6: `common` is a keyword or reserved word here
#version 140
void main() {
    float common = 1.0;
}
