// expect: fail -- GLSL 1.30 section 3.6: `static` is a keyword or reserved word here
#version 130
void main() {
    float static = 1.0;
}
