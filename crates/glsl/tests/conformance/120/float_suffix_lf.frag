// expect: fail -- GLSL 1.20 section 4.1.4: the lf suffix (double) does not exist before GLSL 4.00
#version 120
void main() {
    float a = 1.0lf;
}
