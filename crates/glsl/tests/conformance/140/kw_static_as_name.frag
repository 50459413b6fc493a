// expect: fail -- GLSL 1.40 section 3.6: `static` is a keyword or reserved word here
#version 140
void main() {
    float static = 1.0;
}
