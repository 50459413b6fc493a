// expect: fail -- GLSL 1.30 section 3.6: `namespace` is a keyword or reserved word here
#version 130
void main() {
    float namespace = 1.0;
}
