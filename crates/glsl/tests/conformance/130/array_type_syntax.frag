// expect: compile -- GLSL 1.30 section 4.1.9: float[3] as a type exists from GLSL 1.20
#version 130
float[2] pair() { return float[2](1.0, 2.0); }
void main() {
    float[2] p = pair();
}
