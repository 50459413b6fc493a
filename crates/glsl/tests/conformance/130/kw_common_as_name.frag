// expect: fail -- GLSL 1.30 section 3.6: `common` is a keyword or reserved word here
#version 130
void main() {
    float common = 1.0;
}
