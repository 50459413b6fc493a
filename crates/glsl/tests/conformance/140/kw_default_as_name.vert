// expect: fail -- GLSL 1.40 section 3.6: `default` is a keyword or reserved word here
#version 140
void main() {
    float default = 1.0;
}
