// expect: fail -- GLSL 1.40 section 3.6: `inline` is a keyword or reserved word here
#version 140
void main() {
    float inline = 1.0;
}
