// expect: compile -- GLSL ES 1.00 section 4.5.3: precision statements exist in GLSL ES and from GLSL 1.30
#version 100
precision highp float;
precision mediump int;
void main() {}
