// expect: compile -- GLSL 1.50 (compatibility) section 4.5.2: lowp/mediump/highp on declarations (GLSL ES, GLSL 1.30+)
#version 150 compatibility
void main() {
    lowp float a = 1.0; mediump vec2 b; highp int c;
}
